import type { KitErrorCode } from '../contract/errorCodes'
import { BaseError } from '../errors/base'

/**
 * The stable error codes of a failed call to the Portico server: the server's own that the kit
 * passes on (`kitErrorCodes` of the contract), or one the client makes up when there was no usable answer.
 */
export type ServerErrorCode =
  | KitErrorCode
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
  simulation_unavailable: 'The transaction could not be simulated on this network',
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
