import { BaseError } from './base'

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

  constructor({
    code,
    status,
    path,
    message,
    cause,
  }: { code: ServerErrorCode; status: number; path: string; message?: string | undefined; cause?: unknown }) {
    super(message ?? serverErrorMessages[code], {
      metaMessages: [`Request: ${path}`, `Status: ${status || 'no answer'}`],
      cause,
    })
    this.code = code
    this.status = status
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
  unreachable: 'The Portico server cannot be reached',
  invalid_response: 'The Portico server sent an unexpected answer',
}
