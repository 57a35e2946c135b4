import type { ApprovalMode } from '../types.ts'
import type { ScriptedControls } from '../scriptedWallet.ts'

export type PolkadotTestWalletOptions = {
  /** The key `window.injectedWeb3` lists the extension under; default 'portico-test-wallet'. */
  name?: string
  /** Default: the standard test mnemonic. Account i is `<mnemonic>//i`. */
  mnemonic?: string
  /** sr25519 (default, what polkadot{.js} makes) or ed25519. */
  keyType?: 'sr25519' | 'ed25519'
  /** The account in use. Default 0. */
  accountIndex?: number
  /** SS58 prefix of the addresses; default 42 (generic substrate). */
  ss58Format?: number
  /** Default `'approve'`. */
  mode?: ApprovalMode
}

/** The Node side of the Polkadot test extension: inspect and drive it from the test. */
export type PolkadotTestWallet = ScriptedControls & {
  /** The key it is injected under in `window.injectedWeb3`. */
  readonly name: string
  /** The current account (SS58). */
  readonly address: string
  /** The current account's public key (0x-hex). */
  readonly publicKey: string
  /** The first 10 accounts of the mnemonic (SS58). */
  readonly accounts: readonly string[]
  /** Whether the page was let in (`enable` approved). */
  readonly connected: boolean
  /** Switches to another account of the mnemonic; the page's `accounts.subscribe` callbacks hear it when connected. */
  setAccount(index: number): Promise<void>
  /** Withdraws the page's access; its subscribers hear an empty account list. */
  disconnect(): Promise<void>
}
