import type { BitcoinTestWallet, BitcoinTestWalletOptions } from '../bitcoin/types.ts'
import type { SolanaTestWallet, SolanaTestWalletOptions } from '../solana/types.ts'

export type MultichainTestWalletOptions = {
  /** Name the one wallet registers under (the dapp lists it once per namespace by this name). Default 'Portico Test Wallet'. */
  name?: string
  /** A data URI of a square image. */
  icon?: `data:image/${string}`
  /** Its Solana side: the clusters, account, approval mode… of the Solana test wallet. */
  solana: Omit<SolanaTestWalletOptions, 'name' | 'icon'>
  /** Its Bitcoin side: the network, account, approval mode… of the Bitcoin test wallet. Default testnet, account 0. */
  bitcoin?: Omit<BitcoinTestWalletOptions, 'name' | 'icon'>
}

/**
 * The Node side of a multi-namespace test wallet: the controls of each namespace, over one
 * permission. `standard:connect` and `standard:disconnect` go to the Solana side (its mode approves
 * them, its log lists them); `bitcoin:*` requests go to the Bitcoin side.
 */
export type MultichainTestWallet = {
  readonly solana: SolanaTestWallet
  readonly bitcoin: BitcoinTestWallet
  /** Whether the page was given the accounts (by `standard:connect` or `bitcoin:connect`). */
  readonly connected: boolean
  /** Forgets the page's permission; the page hears a `change` event with no accounts. */
  disconnect(): Promise<void>
}
