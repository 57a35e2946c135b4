import type { CaipNetwork } from '../networks/types'

/** One call of a batch (EIP-5792 `wallet_sendCalls`). */
export type Call = {
  /** The address called (eip155: 0x and 40 hex characters). */
  to: string
  /** Calldata, 0x-prefixed hex. */
  data?: string | undefined
  /** Amount in the native currency's smallest unit. */
  value?: bigint | undefined
}

/**
 * What a wallet says it can do on one chain (EIP-5792 `wallet_getCapabilities`), by capability name:
 * `atomic` (`{ status: 'supported' | 'ready' | 'unsupported' }`), `paymasterService` (`{ supported }`), …
 */
export type WalletCapabilities = Record<string, Record<string, unknown> | undefined>

export type SendCallsParameters = {
  /** At least one call; each `to` and each `data` starts with 0x (spec §5). */
  calls: readonly Call[]
  /** EIP-5792 capabilities for this batch (e.g. `{ paymasterService: { url } }`), passed to the wallet as they are. */
  capabilities?: Record<string, unknown> | undefined
  /** All calls or none (`atomicRequired`): refused, not split, by a wallet that cannot. Default false. */
  forceAtomic?: boolean | undefined
  /**
   * Show the batch in the kit's review step first (what it changes, simulated by the Portico
   * server; a batch that will fail says so) and ask the wallet only once the visitor continues
   * (cancelling throws `UserRejectedRequestError`). Default false.
   */
  review?: boolean | undefined
}

/**
 * How the batch went to the wallet: `wallet` (its own `wallet_sendCalls`), or `sequential` (the wallet
 * does not support EIP-5792: one transaction per call, each asked for in turn; not atomic).
 */
export type SendCallsMode = 'wallet' | 'sequential'

export type SendCallsResult = {
  /** The batch's id, for `getCallsStatus` and `showCallsStatus`. */
  id: string
  mode: SendCallsMode
  /** What the wallet reported back about the capabilities it applied. */
  capabilities?: Record<string, unknown> | undefined
}

export type CallReceipt = {
  transactionHash: string
  status: 'success' | 'reverted'
  blockNumber?: bigint | undefined
  gasUsed?: bigint | undefined
}

/** A batch's state (EIP-5792 `wallet_getCallsStatus`). */
export type CallsStatus = {
  id: string
  /** `pending` (1xx), `success` (2xx), `failure` (4xx off-chain, 5xx reverted, 6xx partly reverted). */
  status: 'pending' | 'success' | 'failure'
  /** The EIP-5792 status code: 100, 200, 400, 500 or 600. */
  statusCode: number
  /** True when the calls ran all-or-nothing (never for `sequential`). */
  atomic: boolean
  mode: SendCallsMode
  receipts: readonly CallReceipt[]
}

/** `Adapter.getCapabilities`. */
export type AdapterGetCapabilitiesParameters = { connectorId: string; address: string; network: CaipNetwork }

/** `Adapter.sendCalls`: the calls already checked. */
export type AdapterSendCallsParameters = SendCallsParameters & { connectorId: string; address: string; network: CaipNetwork }

/** `Adapter.getCallsStatus` and `Adapter.showCallsStatus`. */
export type AdapterCallsIdParameters = { connectorId: string; network: CaipNetwork; id: string }
