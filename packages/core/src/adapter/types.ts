import type { ChainNamespace } from '../caip/types'
import type { CaipNetwork } from '../networks/types'
import type { EmbeddedWalletHost } from '../embedded/types'
import type { ChainRules } from './chainRules'
import type {
  AdapterCallsIdParameters,
  AdapterGetCapabilitiesParameters,
  AdapterSendCallsParameters,
  CallsStatus,
  SendCallsResult,
  WalletCapabilities,
} from '../calls/types'

/** How a wallet reaches us; drives the Connect view's grouping (spec §9 connector type order). */
export type ConnectorType = 'injected' | 'walletConnect' | 'external' | 'auth'

/** One way to connect a wallet, as the modal lists it. Namespace-neutral. */
export type Connector = {
  id: string
  name: string
  type: ConnectorType
  chainNamespace: ChainNamespace
  /** A URL or data URI; EIP-6963 wallets bring their own. */
  icon?: string | undefined
  rdns?: string | undefined
  /** True when the wallet is present in this browser (announced or injected). */
  installed: boolean
}

/** What a wallet told us about one connection. */
export type ConnectionData = {
  connectorId: string
  accounts: readonly string[]
  /** The chain reference within the adapter's namespace (e.g. 1 for eip155:1). */
  chainId: number | string
}

/** Events an adapter reports to the kit. */
export type AdapterEvents = {
  connectorsChanged(connectors: readonly Connector[]): void
  /** Account or chain changed for a live connection. */
  connectionChanged(connection: ConnectionData): void
  disconnected(connectorId: string): void
  /** A WalletConnect pairing URI to show (QR code, deep link); a new one replaces the previous. */
  walletConnectUri?(parameters: { connectorId: string; uri: string }): void
}

export type SendTransactionParameters = {
  to: string
  /** Amount in the native currency's smallest unit. */
  value?: bigint | undefined
  data?: string | undefined
  /** Gas limit; default: the wallet estimates it. (A swap's builder sends one with room for the pools' price writes.) */
  gas?: bigint | undefined
}

export type Balance = {
  /** Smallest-unit amount. */
  value: bigint
  decimals: number
  symbol: string
  /** Decimal string of the full amount, e.g. '10000.5'. */
  formatted: string
}

/** `Adapter.connect`: the connector to use, and the chain the kit would like (the active network). */
export type AdapterConnectParameters = { connectorId: string; chainId?: number | string | undefined }

export type AdapterDisconnectParameters = { connectorId: string }

export type AdapterSwitchConnectionParameters = { connectorId: string }

export type AdapterSwitchNetworkParameters = { connectorId: string; network: CaipNetwork }

export type AdapterGetBalanceParameters = { address: string; network: CaipNetwork }

export type AdapterSignMessageParameters = { connectorId: string; address: string; message: string }

export type AdapterSendTransactionParameters = SendTransactionParameters & {
  connectorId: string
  address: string
  network: CaipNetwork
  /**
   * The account's nonce to use (eip155): Pay asks again with the nonce of a request a reload left
   * open in the wallet, so at most one of the two can land. Default: the wallet picks.
   */
  nonce?: number | undefined
}

export type AdapterTransferTokenParameters = {
  connectorId: string
  address: string
  network: CaipNetwork
  /** The token contract. */
  token: string
  to: string
  /** Smallest-unit amount. */
  amount: bigint
  /** As for `sendTransaction`. */
  nonce?: number | undefined
}

/** Where an account stood before the wallet was asked for a payment: its next nonce (counting pending transactions) and the chain's head. */
export type PaymentCheckpoint = { nonce: number; block: string }

export type AdapterFindSentPaymentParameters = {
  network: CaipNetwork
  from: string
  checkpoint: PaymentCheckpoint
  to: string
  /** The token contract for a token payment; undefined for the native currency. */
  token?: string | undefined
  /** Smallest-unit amount. */
  value: bigint
}

/**
 * What became of the transaction the wallet was asked for after `checkpoint`: `sent` (mined, and it
 * is this payment), `other` (the checkpoint's nonce went to a different transaction: the payment was
 * not sent), or `waiting` (nothing with that nonce is mined yet).
 */
export type SentPaymentSearch = { status: 'sent'; hash: string } | { status: 'other' } | { status: 'waiting' }

export type AdapterEstimateTransferFeeParameters = {
  address: string
  network: CaipNetwork
  to: string
  /** Native value; or `token` and `amount` for a token transfer. */
  value?: bigint | undefined
  token?: string | undefined
  amount?: bigint | undefined
}

export type AdapterWaitForTransactionParameters = { hash: string; network: CaipNetwork }

export type AdapterGetTokenParameters = { network: CaipNetwork; token: string }

export type AdapterGetTokenBalanceParameters = { address: string; network: CaipNetwork; token: string }
export type AdapterGetTokenBalancesParameters = { address: string; network: CaipNetwork }
/** One holding of an account, as an adapter reads it from its chain. */
export type AdapterTokenBalance = {
  name: string
  symbol: string
  decimals: number
  /** Smallest-unit amount. */
  value: bigint
  /** The token's contract or mint; undefined for the native currency. */
  token?: string | undefined
  iconUrl?: string | undefined
}

/** A fungible token contract's name, symbol and decimals. */
export type TokenInfo = { name: string; symbol: string; decimals: number }

/** What the chain said when a transaction became final. */
export type TransactionOutcome = { status: 'success' | 'reverted'; blockNumber?: bigint | undefined; blockHash?: string | undefined }

/**
 * What a chain namespace (eip155, solana, bip122, polkadot, cosmos) plugs into the kit.
 * The kit never touches a chain library; adapters never touch the modal.
 */
export type Adapter = {
  readonly namespace: ChainNamespace
  readonly networks: readonly CaipNetwork[]
  /** The namespace's rules: what its accounts can do, its addresses, its sign-in message (see `ChainRules`). */
  readonly chain: ChainRules
  /** Starts watching connectors and connections; returns a cleanup. Called once per kit. */
  setup(events: AdapterEvents): () => void
  getConnectors(): readonly Connector[]
  connect(parameters: AdapterConnectParameters): Promise<ConnectionData>
  /** Restores connections from a previous visit (reconnect enabled). */
  reconnect(): Promise<readonly ConnectionData[]>
  /** Forgets stored connections without asking the wallets (reconnect disabled). */
  forgetConnections(): Promise<void>
  disconnect(parameters: AdapterDisconnectParameters): Promise<void>
  /**
   * Multi-wallet: the kit made another live connection the active one; the adapter makes it its
   * own current one too (eip155: wagmi's current connection, which wagmi's hooks read). Optional.
   */
  switchConnection?(parameters: AdapterSwitchConnectionParameters): Promise<void>
  switchNetwork(parameters: AdapterSwitchNetworkParameters): Promise<void>
  getBalance(parameters: AdapterGetBalanceParameters): Promise<Balance>
  signMessage(parameters: AdapterSignMessageParameters): Promise<string>
  sendTransaction(parameters: AdapterSendTransactionParameters): Promise<string>
  /**
   * The kit's embedded wallet (e-mail login), given before `setup`: an adapter that can use it lists
   * a connector of type `auth` whose wallet is the frame. Optional.
   */
  useEmbeddedWallet?(host: EmbeddedWalletHost): void
  /** Loads code the adapter keeps in lazy chunks, ahead of the first interaction (optional). */
  preload?(): Promise<void>
  /** Sends `amount` (smallest unit) of a fungible token contract (eip155: ERC-20 `transfer`) to `to`. Optional. */
  transferToken?(parameters: AdapterTransferTokenParameters): Promise<string>
  /** What sending would cost now, in the native currency's smallest unit (gas × price). Optional. */
  estimateTransferFee?(parameters: AdapterEstimateTransferFeeParameters): Promise<bigint>
  /**
   * Where `address` stands before the wallet is asked for a payment (see `findSentPayment`).
   * Optional; with it and `findSentPayment`, a reload while the wallet is asking does not lead to
   * paying twice.
   */
  paymentCheckpoint?(parameters: { address: string; network: CaipNetwork }): Promise<PaymentCheckpoint>
  /** Looks on the chain for the payment the wallet was asked for after `checkpoint`. Optional, with `paymentCheckpoint`. */
  findSentPayment?(parameters: AdapterFindSentPaymentParameters): Promise<SentPaymentSearch>
  /** Resolves when the transaction is final on the chain. */
  waitForTransaction(parameters: AdapterWaitForTransactionParameters): Promise<TransactionOutcome>
  /** A token contract's name, symbol and decimals (eip155: ERC-20). Optional; Pay needs it for tokens. */
  getToken?(parameters: AdapterGetTokenParameters): Promise<TokenInfo>
  /** What `address` holds of a token contract, in smallest units (eip155: ERC-20 `balanceOf`). Optional; Pay needs it for tokens. */
  getTokenBalance?(parameters: AdapterGetTokenBalanceParameters): Promise<bigint>
  /**
   * The account's holdings read from the chain: the native currency first, then the tokens the
   * adapter knows (solana: SOL and SPL tokens). Optional; without it (and without a Portico server
   * for the namespace) the account view lists the native balance alone.
   */
  getTokenBalances?(parameters: AdapterGetTokenBalancesParameters): Promise<readonly AdapterTokenBalance[]>
  /** EIP-5792 `wallet_getCapabilities` for the network's chain; `{}` when the wallet has none. Optional. */
  getCapabilities?(parameters: AdapterGetCapabilitiesParameters): Promise<WalletCapabilities>
  /**
   * Sends a batch of calls (EIP-5792 `wallet_sendCalls`), or, when the wallet does not support it, one
   * transaction per call in order (`mode: 'sequential'`). Optional.
   */
  sendCalls?(parameters: AdapterSendCallsParameters): Promise<SendCallsResult>
  /** EIP-5792 `wallet_getCallsStatus` (a sequential batch: from its receipts). Optional, with `sendCalls`. */
  getCallsStatus?(parameters: AdapterCallsIdParameters): Promise<CallsStatus>
  /** EIP-5792 `wallet_showCallsStatus`; false when there is nothing the wallet can show. Optional. */
  showCallsStatus?(parameters: AdapterCallsIdParameters): Promise<boolean>
}
