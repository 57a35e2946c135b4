import type { ApprovalMode, WaitOptions, WalletRequest } from '../types.ts'

/** A Solana cluster the wallet sends to, by Wallet Standard chain (`solana:mainnet`, `solana:localnet`…). */
export type SolanaWalletChain = {
  chain: `solana:${string}`
  rpcUrl: string
}

export type SolanaTestWalletOptions = {
  /** The clusters the wallet knows; a transaction for another chain is refused. */
  chains: readonly SolanaWalletChain[]
  /** Default: the standard test mnemonic. Accounts are `m/44'/501'/<index>'/0'`. */
  mnemonic?: string
  /** The account in use. Default 0. */
  accountIndex?: number
  /** Default `'approve'`. */
  mode?: ApprovalMode
  /** Name the wallet registers under (Wallet Standard wallets are told apart by name). Default 'Portico Test Wallet'. */
  name?: string
  /** A data URI of a square image. */
  icon?: `data:image/${string}`
}

/** The Node side of a Solana test wallet: inspect and drive it from the test. */
export type SolanaTestWallet = {
  /** The current account (base58). */
  readonly address: string
  /** The first 10 accounts of the mnemonic. */
  readonly accounts: readonly string[]
  readonly mode: ApprovalMode
  /** Whether the page was given the account (`standard:connect` approved). */
  readonly connected: boolean
  /** Every request the page sent, oldest first (copies); byte arrays as number arrays. */
  readonly requests: readonly WalletRequest[]
  setMode(mode: ApprovalMode): void
  /** Approves the oldest request waiting for approval (waits for one to arrive). */
  approve(options?: WaitOptions): Promise<WalletRequest>
  /** Rejects (4001) the oldest request waiting for approval. */
  reject(options?: WaitOptions): Promise<WalletRequest>
  /** Resolves with the params of the oldest request of `method` (`standard:connect`, `solana:signMessage`, `solana:signAndSendTransaction`…) not yet returned. */
  waitForRequest<TParams = unknown>(method: string, options?: WaitOptions): Promise<TParams>
  /** Switches to another account of the mnemonic; the page hears a `change` event when connected. */
  setAccount(index: number): Promise<void>
  /** Forgets the page's permission; the page hears a `change` event with no accounts. */
  disconnect(): Promise<void>
}
