import { BaseError } from '../errors/base'

/** The stable error codes the Portico server answers with (`{ error: { code, message } }`). */
export type ServerErrorCode =
  | 'bad_request'
  | 'project_not_found'
  | 'origin_not_allowed'
  | 'rate_limited'
  | 'payload_too_large'
  | 'not_found'
  | 'internal_error'
  /** The server serves no such chain. */
  | 'unknown_chain'
  /** The chain's RPC behind the server is down. */
  | 'upstream_unavailable'
  /** The project has not turned this feature on (e.g. swaps). */
  | 'feature_disabled'
  /** Swaps: the network is not one swaps work on. */
  | 'swaps_network_not_supported'
  /** Swaps: the server has no swap provider for this network. */
  | 'swap_provider_unavailable'
  /** Swaps: the token is not on the network's swap list. */
  | 'swap_token_not_supported'
  /** Swaps: no pool or not enough liquidity for this trade. */
  | 'swap_no_route'
  /** Swaps: the router may not spend enough of the token yet (approve first). */
  | 'swap_approval_required'
  /** Names: not letters, digits and hyphens of at least 4 characters. */
  | 'name_invalid'
  /** Names: the name belongs to another account. */
  | 'name_taken'
  /** Names: the account already has a name. */
  | 'name_account_has_name'
  /** Names: no such name. */
  | 'name_not_found'
  /** Names: the registration message is not the expected one (fields, project, format). */
  | 'name_invalid_message'
  /** Names: the registration message is too old (or from the future). */
  | 'name_message_expired'
  /** Names: the registration message was used before (a replay). */
  | 'name_nonce_used'
  /** Names: the signature is not the account's. */
  | 'name_invalid_signature'
  /** On-ramp: the amount is outside the payment method's limits. */
  | 'onramp_amount_out_of_range'
  /** On-ramp: the payment method is not offered. */
  | 'onramp_payment_method_not_supported'
  /** No answer at all: network down, server stopped, CORS refused. */
  | 'unreachable'
  /** An answer that is not the JSON we expect. */
  | 'invalid_response'

export type ServerRequestErrorType = ServerRequestError & { name: 'ServerRequestError' }

/**
 * A call to the Portico server failed. `code` is the server's stable code (or `unreachable` /
 * `invalid_response` when there was no usable answer); `status` the HTTP status, 0 when none.
 *
 * @example
 * throw new ServerRequestError({ code: 'origin_not_allowed', status: 403, path: '/e' })
 */
export class ServerRequestError extends BaseError {
  override name = 'ServerRequestError' as const
  readonly code: ServerErrorCode
  readonly status: number
  /** The server's `error.details`, when it sent any (e.g. a taken name's `suggestions`). */
  readonly data: unknown

  constructor({
    code,
    status,
    path,
    message,
    cause,
    data,
  }: { code: ServerErrorCode; status: number; path: string; message?: string | undefined; cause?: unknown; data?: unknown }) {
    super(message ?? serverErrorMessages[code], {
      metaMessages: [`Request: ${path}`, `Status: ${status || 'no answer'}`],
      cause,
    })
    this.code = code
    this.status = status
    this.data = data
  }
}

const serverErrorMessages: Record<ServerErrorCode, string> = {
  bad_request: 'The server refused the request',
  project_not_found: 'Project id is not configured',
  origin_not_allowed: 'Origin not found on Allowlist - update configuration',
  rate_limited: 'Too many requests, try again later',
  payload_too_large: 'The request is too large',
  not_found: 'Not found',
  internal_error: 'Server error',
  unknown_chain: 'The Portico server does not serve this chain',
  upstream_unavailable: 'The chain RPC behind the Portico server is unavailable',
  feature_disabled: 'This feature is not enabled for the project',
  swaps_network_not_supported: 'Network not supported for Swaps',
  swap_provider_unavailable: 'Swaps are not available on this network right now',
  swap_token_not_supported: 'This token cannot be swapped here',
  swap_no_route: 'No route for this swap',
  swap_approval_required: 'Approve the token before swapping',
  name_invalid: 'Names use letters, digits and hyphens, at least 4 characters',
  name_taken: 'This name is taken',
  name_account_has_name: 'This account already has a name',
  name_not_found: 'Name not found',
  name_invalid_message: 'The registration message is not valid',
  name_message_expired: 'The registration message has expired',
  name_nonce_used: 'The registration message was already used',
  name_invalid_signature: 'The signature is not the account’s',
  onramp_amount_out_of_range: 'The amount is outside the limits of this payment method',
  onramp_payment_method_not_supported: 'This payment method is not offered',
  unreachable: 'The Portico server cannot be reached',
  invalid_response: 'The Portico server sent an unexpected answer',
}

export type ServerNotConfiguredErrorType = ServerNotConfiguredError & { name: 'ServerNotConfiguredError' }

/**
 * A feature that lives on the Portico server (swaps, names) was used by a kit without one
 * (`serverUrl` and `projectId` not set, or basic mode).
 *
 * @example
 * throw new ServerNotConfiguredError({ feature: 'Swaps' })
 * // Swaps need the Portico server: set serverUrl and projectId
 */
export class ServerNotConfiguredError extends BaseError {
  override name = 'ServerNotConfiguredError' as const

  constructor({ feature }: { feature: string }) {
    super(`${feature} need the Portico server: set serverUrl and projectId`)
  }
}
