import type { Address } from 'viem'
import type { ApprovalMode, WaitOptions, WalletChain, WalletRequest } from '../types.ts'

export type WalletConnectWalletOptions = {
  /** The relay, e.g. the development relay's `ws://127.0.0.1:PORT` (`@portico/wc-relay`). */
  relayUrl: string
  /** Default `'portico-dev'` (any string works with the development relay). */
  projectId?: string
  /** The chains the wallet knows; the first one is the current chain. */
  chains: readonly WalletChain[]
  /** Default: the standard test mnemonic. */
  mnemonic?: string
  /** BIP-44 address index in use. Default 0. */
  accountIndex?: number
  /** How session proposals and signing/sending requests are answered. Default `'approve'`. */
  mode?: ApprovalMode
  /** Wallet metadata shown to the dapp. */
  name?: string
  /**
   * Skip WalletConnect's cloud calls (verify, telemetry), so nothing leaves the machine. Default true;
   * set false only to run against the public relay.
   */
  localOnly?: boolean
  /** WalletConnect key-value storage options. Default in-memory in Node; a browser uses its own storage. */
  storageOptions?: { database?: string }
  /** Storage prefix; two wallets in one process need different ones. Default: a random one. */
  storagePrefix?: string
}

/** A session proposal the wallet received. */
export type WalletConnectProposal = {
  id: number
  /** The dapp's metadata (name, url, icons). */
  proposer: { name: string; url: string; icons: string[] }
  /** CAIP-2 chains the dapp asked for (required and optional). */
  chains: string[]
}

/** A WalletConnect wallet in Node (`@reown/walletkit`) with a devnet account, driven from a test. */
export type WalletConnectWallet = {
  readonly address: Address
  readonly chainId: number
  readonly mode: ApprovalMode
  /** Topics of the active sessions. */
  readonly sessions: readonly string[]
  /** Every request the dapp sent over a session, oldest first. */
  readonly requests: readonly WalletRequest[]
  setMode(mode: ApprovalMode): void
  /** Pairs with a `wc:` URI (from the dapp's QR code or copy-link button). */
  pair(uri: string): Promise<void>
  /** Resolves with the next session proposal (it may already have arrived). */
  waitForProposal(options?: WaitOptions): Promise<WalletConnectProposal>
  /** Manual mode: approves the oldest waiting proposal; resolves with the new session's topic. */
  approveSession(options?: WaitOptions): Promise<string>
  /** Manual mode: rejects the oldest waiting proposal (user rejected, code 5000). */
  rejectSession(options?: WaitOptions): Promise<void>
  /** Resolves once a session is settled (after an approval). */
  waitForSession(options?: WaitOptions): Promise<string>
  /** Manual mode: approves the oldest waiting request. */
  approve(options?: WaitOptions): Promise<WalletRequest>
  /** Manual mode: rejects (4001) the oldest waiting request. */
  reject(options?: WaitOptions): Promise<WalletRequest>
  /** Resolves with the params of the oldest `method` request not yet returned by an earlier call. */
  waitForRequest<TParams = unknown[]>(method: string, options?: WaitOptions): Promise<TParams>
  /** Wallet-initiated chain switch: updates the session if needed and emits `chainChanged`. */
  switchChain(chainId: number): Promise<void>
  /** Switches to another account of the mnemonic: updates the session and emits `accountsChanged`. */
  setAccount(index: number): Promise<void>
  /** Ends every session from the wallet side (the dapp gets `session_delete`). */
  disconnect(): Promise<void>
  /** Disconnects from the relay. The wallet cannot be used afterwards. */
  close(): Promise<void>
}
