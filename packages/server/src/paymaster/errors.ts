/**
 * The JSON-RPC error codes of the paymaster service (ERC-7677 names none): -32600/-32601/-32602 as in
 * JSON-RPC 2.0, and one code per kind of refusal. Each error also carries `data.reason`, a stable
 * string a wallet can branch on.
 */
export const paymasterErrorCodes = {
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  /** The project's policy does not sponsor this (off, chain, account implementation, target). */
  notSponsored: -32001,
  /** Over the account's daily cap or the project's budget. */
  limitReached: -32002,
  /** The same sender and nonce were already signed for, and that signature is still valid. */
  replayed: -32003,
  /** This server has no paymaster (signer or contract) for the chain, or cannot read the chain now. */
  unavailable: -32004,
} as const

export type PaymasterRefusalReason =
  | 'paymaster_invalid_request'
  | 'paymaster_method_not_found'
  | 'paymaster_invalid_params'
  | 'paymaster_gas_out_of_range'
  | 'paymaster_unsupported_entry_point'
  | 'paymaster_unknown_chain'
  | 'paymaster_disabled'
  | 'paymaster_chain_not_sponsored'
  | 'paymaster_target_not_allowed'
  | 'paymaster_calldata_unknown'
  | 'paymaster_account_not_allowed'
  | 'paymaster_fee_too_high'
  | 'paymaster_chain_unavailable'
  | 'paymaster_account_cap_reached'
  | 'paymaster_budget_exhausted'
  | 'paymaster_replayed'
  | 'paymaster_unavailable'

const codeOf: Record<PaymasterRefusalReason, number> = {
  paymaster_invalid_request: paymasterErrorCodes.invalidRequest,
  paymaster_method_not_found: paymasterErrorCodes.methodNotFound,
  paymaster_invalid_params: paymasterErrorCodes.invalidParams,
  paymaster_gas_out_of_range: paymasterErrorCodes.invalidParams,
  paymaster_unsupported_entry_point: paymasterErrorCodes.invalidParams,
  paymaster_unknown_chain: paymasterErrorCodes.invalidParams,
  paymaster_disabled: paymasterErrorCodes.notSponsored,
  paymaster_chain_not_sponsored: paymasterErrorCodes.notSponsored,
  paymaster_target_not_allowed: paymasterErrorCodes.notSponsored,
  paymaster_calldata_unknown: paymasterErrorCodes.notSponsored,
  paymaster_account_not_allowed: paymasterErrorCodes.notSponsored,
  paymaster_fee_too_high: paymasterErrorCodes.invalidParams,
  paymaster_chain_unavailable: paymasterErrorCodes.unavailable,
  paymaster_account_cap_reached: paymasterErrorCodes.limitReached,
  paymaster_budget_exhausted: paymasterErrorCodes.limitReached,
  paymaster_replayed: paymasterErrorCodes.replayed,
  paymaster_unavailable: paymasterErrorCodes.unavailable,
}

/**
 * A refusal of the paymaster service, answered as a JSON-RPC error `{ code, message, data: { reason,
 * ...details } }` (HTTP 200): nothing is signed and nothing is reserved.
 */
export class PaymasterRefusedError extends Error {
  override name = 'PaymasterRefusedError'
  readonly code: number
  readonly reason: PaymasterRefusalReason
  readonly details: Record<string, unknown>

  constructor(reason: PaymasterRefusalReason, message: string, { details = {}, cause }: { details?: Record<string, unknown>; cause?: unknown } = {}) {
    super(message, cause === undefined ? undefined : { cause })
    this.reason = reason
    this.code = codeOf[reason]
    this.details = details
  }
}
