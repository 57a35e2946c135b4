import type { ApprovalMode, WaitOptions, WalletRequest } from '../types.ts'

/** The Bitcoin network the wallet's addresses are for. */
export type BitcoinWalletNetwork = 'mainnet' | 'testnet' | 'regtest'

export type BitcoinTestWalletOptions = {
  /** Default `testnet` (`tb1…` addresses; testnet and signet). */
  network?: BitcoinWalletNetwork
  /** Default: the standard test mnemonic. Payment accounts are `m/84'/c'/0'/0/<index>` (P2WPKH), ordinal accounts `m/86'/c'/0'/0/<index>` (P2TR), c = 0 on mainnet, 1 elsewhere. */
  mnemonic?: string
  /** The account in use. Default 0. */
  accountIndex?: number
  /** Default `'approve'`. */
  mode?: ApprovalMode
  /** Name the wallet registers under. Default 'Portico Test Wallet'. */
  name?: string
  /** A data URI of a square image. */
  icon?: `data:image/${string}`
}

/** One account of the wallet: its payment and ordinal addresses. */
export type BitcoinTestAccount = {
  payment: { address: string; publicKey: string; path: string }
  ordinal: { address: string; publicKey: string; path: string }
}

/** The Node side of a Bitcoin test wallet: inspect and drive it from the test. */
export type BitcoinTestWallet = {
  /** The current account's addresses. */
  readonly account: BitcoinTestAccount
  readonly network: BitcoinWalletNetwork
  readonly mode: ApprovalMode
  /** Whether the page was given the accounts (`bitcoin:connect` approved). */
  readonly connected: boolean
  /** Every request the page sent, oldest first (copies); byte arrays as number arrays. */
  readonly requests: readonly WalletRequest[]
  setMode(mode: ApprovalMode): void
  approve(options?: WaitOptions): Promise<WalletRequest>
  reject(options?: WaitOptions): Promise<WalletRequest>
  /** Resolves with the params of the oldest request of `method` (`bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`…) not yet returned. */
  waitForRequest<TParams = unknown>(method: string, options?: WaitOptions): Promise<TParams>
  /** Switches to another account of the mnemonic; the page hears a `change` event when connected. */
  setAccount(index: number): Promise<void>
  /** Forgets the page's permission; the page hears a `change` event with no accounts. */
  disconnect(): Promise<void>
}
