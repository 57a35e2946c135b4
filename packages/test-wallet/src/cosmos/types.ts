import type { ApprovalMode } from '../types.ts'
import type { ScriptedControls } from '../scriptedWallet.ts'

/** A Cosmos chain the wallet knows, by chain id, with its address prefix. */
export type CosmosWalletChain = { chainId: string; bech32Prefix: string }

export type CosmosTestWalletOptions = {
  /** The chains the wallet knows; `enable` of another one fails as in Keplr. */
  chains: readonly CosmosWalletChain[]
  /** The global the interface sits on (`window.keplr`); default 'keplr'. */
  global?: string
  /** The window event fired when the account changes; default 'keplr_keystorechange'. */
  changeEvent?: string
  /** Default: the standard test mnemonic. Account i is `m/44'/118'/0'/0/i` (the Cosmos Hub path Keplr uses). */
  mnemonic?: string
  /** The account in use. Default 0. */
  accountIndex?: number
  /** Default `'approve'`. */
  mode?: ApprovalMode
}

/** The Node side of the Keplr-style test wallet: inspect and drive it from the test. */
export type CosmosTestWallet = ScriptedControls & {
  /** The current account's compressed secp256k1 public key (base64). */
  readonly publicKey: string
  /** The current account's bech32 address on a chain it knows. */
  addressOn(chainId: string): string
  /** The first 10 accounts of the mnemonic on a chain (bech32). */
  accountsOn(chainId: string): readonly string[]
  /** The chains the page enabled (`enable` approved). */
  readonly enabledChains: readonly string[]
  /** Switches to another account of the mnemonic; fires the change event on the page when a chain is enabled. */
  setAccount(index: number): Promise<void>
  /** Withdraws the page's access to every chain; fires the change event. */
  disconnect(): Promise<void>
}
