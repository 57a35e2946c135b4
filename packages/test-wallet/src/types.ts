import type { Address } from 'viem'

/** How the wallet answers requests that need the user's approval. */
export type ApprovalMode = 'approve' | 'reject' | 'manual'

/** A chain the wallet knows. */
export type WalletChain = {
  id: number
  rpcUrl: string
  name?: string
  /** An ERC-4337 bundler for the chain: where the smart-account mode sends its UserOperations. */
  bundlerUrl?: string
}

/** EIP-6963 provider info (the uuid is made per page load). */
export type WalletInfo = {
  name?: string
  /** Reverse-DNS id, e.g. `dev.portico.testwallet`. */
  rdns?: string
  /** A data URI (RFC 2397) of a square image. */
  icon?: string
}

export type InstallTestWalletOptions = {
  /** The chains the wallet knows; the first one is the current chain. */
  chains: readonly WalletChain[]
  /** Default: the standard test mnemonic (`test test … junk`). */
  mnemonic?: string
  /** The account (BIP-44 address index) in use. Default 0. */
  accountIndex?: number
  /** Default `'approve'`. */
  mode?: ApprovalMode
  info?: WalletInfo
  /** Announce the provider with EIP-6963. Default true. */
  announce?: boolean
  /** Also set `window.ethereum`. Default false. */
  legacy?: boolean
  /**
   * A smart-account wallet: each account of the mnemonic owns a Safe (ERC-4337, EntryPoint v0.7), and
   * the page sees the Safe. It signs by ERC-1271 (ERC-6492 before deployment), sends UserOperations
   * through each chain's `bundlerUrl`, and has EIP-5792 (`wallet_sendCalls`, atomic, with ERC-7677
   * `paymasterService`). Default false: a plain account, without EIP-5792.
   */
  smartAccount?: boolean
}

/** An EIP-1193 error as the page gets it. */
export type RpcErrorObject = {
  code: number
  message: string
  data?: unknown
}

/** One request the page sent to the wallet. */
export type WalletRequest = {
  method: string
  /** As sent by the page; a missing `params` is recorded as `[]`. */
  params: unknown
  /** `location.origin` of the frame that sent it. */
  origin: string
  /** `rejected` means rejected by the user (code 4001). */
  outcome: 'pending' | 'success' | 'rejected' | 'error'
  result?: unknown
  error?: RpcErrorObject
}

export type WaitOptions = {
  /** Milliseconds. Default 10 000. */
  timeout?: number
}

/** The Node side of an installed test wallet: inspect and drive it from the test. */
export type TestWallet = {
  /** The current account. */
  readonly address: Address
  /** The first 10 accounts of the mnemonic (their Safes in smart-account mode). */
  readonly accounts: readonly Address[]
  /** The mnemonic's key behind the current account (the Safe's owner in smart-account mode; else `address`). */
  readonly owner: Address
  /** The current chain id. */
  readonly chainId: number
  /** The chains the wallet knows. */
  readonly chains: readonly WalletChain[]
  readonly mode: ApprovalMode
  /** Whether the page has been given the accounts (`eth_requestAccounts` approved). */
  readonly connected: boolean
  /** Every request the page sent, oldest first (copies). */
  readonly requests: readonly WalletRequest[]
  /** Changes how future approval requests are answered (requests already waiting stay waiting). */
  setMode(mode: ApprovalMode): void
  /** Approves the oldest request waiting for approval (waits for one to arrive), and resolves once it is answered. */
  approve(options?: WaitOptions): Promise<WalletRequest>
  /** Rejects (4001) the oldest request waiting for approval (waits for one to arrive). */
  reject(options?: WaitOptions): Promise<WalletRequest>
  /**
   * Resolves with the params of the oldest request of `method` not yet returned by an earlier call
   * (it may already have arrived).
   */
  waitForRequest<TParams = unknown[]>(method: string, options?: WaitOptions): Promise<TParams>
  /** Wallet-initiated chain switch; emits `chainChanged`. The wallet must know the chain. */
  switchChain(chainId: number): Promise<void>
  /** Makes a chain known to the wallet (does not switch to it). */
  addChain(chain: WalletChain): void
  /** Switches to another account of the mnemonic; emits `accountsChanged` if the page is connected. */
  setAccount(index: number): Promise<void>
  /** Forgets the page's permission; emits `accountsChanged([])`. */
  disconnect(): Promise<void>
}
