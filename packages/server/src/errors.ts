import type { ApiErrorCode } from '@portico/core/contract'

/** The stable error codes of the HTTP API (`{ error: { code, message, details? } }`): the contract's list. */
export type ErrorCode = ApiErrorCode

/** "Pay with an exchange" refusals (see `src/pay/errors.ts`). */
export type PayErrorCode = Extract<ApiErrorCode, 'exchange_amount_too_large'>

/** Embedded-wallet (e-mail login, signing) refusals (see `src/embedded/errors.ts`). */
export type EmbeddedErrorCode = Extract<ApiErrorCode, `embedded_${string}`>

/** Sign-in refusals (see `src/siwx/errors.ts`). */
export type SiwxErrorCode = Extract<ApiErrorCode, `siwx_${string}`>

export type ServerErrorParameters = {
  /** Sent to the client as `error.details`. */
  details?: unknown
  /** The underlying error, if any (never sent to the client). */
  cause?: unknown
}

/**
 * Base class of every error `@portico/server` throws. `code` and `status` are what the HTTP API answers.
 *
 * A refusal (a status below 500: bad input, an unknown project, a rate limit) is the server working
 * as meant, answered and never logged, so it records no stack trace: capturing one was a measurable
 * share of the cost of answering a bad request. Errors an operator or developer reads (a 5xx, a
 * configuration or command-line error: `keepsStack`) keep theirs.
 */
export class ServerError extends Error {
  /** Whether a refusal of this class still records its stack trace (errors read at start-up). */
  static readonly keepsStack: boolean = false

  override name = 'ServerError'
  readonly code: ErrorCode
  readonly status: number
  readonly details: unknown

  constructor(code: ErrorCode, status: number, message: string, parameters: ServerErrorParameters = {}) {
    const stackTraceLimit = Error.stackTraceLimit
    if (status < 500 && !(new.target as typeof ServerError).keepsStack) Error.stackTraceLimit = 0
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    Error.stackTraceLimit = stackTraceLimit
    this.code = code
    this.status = status
    this.details = parameters.details
  }
}

/** Invalid input: a query, a body or a CLI argument that does not pass validation. */
export class BadRequestError extends ServerError {
  override name = 'BadRequestError'

  constructor(message: string, parameters: ServerErrorParameters = {}) {
    super('bad_request', 400, message, parameters)
  }
}

/** The projectId is missing or names no project. */
export class ProjectNotFoundError extends ServerError {
  override name = 'ProjectNotFoundError'
  readonly projectId: string | undefined

  constructor({ projectId }: { projectId?: string | undefined } = {}) {
    super('project_not_found', 404, 'Project id is not configured')
    this.projectId = projectId
  }
}

/** The request's Origin is not on the project's allow-list. */
export class OriginNotAllowedError extends ServerError {
  override name = 'OriginNotAllowedError'
  readonly origin: string

  constructor({ origin }: { origin: string }) {
    super('origin_not_allowed', 403, 'Origin not found on Allowlist - update configuration')
    this.origin = origin
  }
}

/** Too many requests in the current window. */
export class RateLimitedError extends ServerError {
  override name = 'RateLimitedError'
  /** Seconds until the window resets (the `Retry-After` header). */
  readonly retryAfter: number

  constructor({ retryAfter }: { retryAfter: number }) {
    super('rate_limited', 429, `Too many requests, retry in ${retryAfter} s`)
    this.retryAfter = retryAfter
  }
}

/** The request body is larger than the configured limit. */
export class PayloadTooLargeError extends ServerError {
  override name = 'PayloadTooLargeError'
  readonly limit: number

  constructor({ limit }: { limit: number }) {
    super('payload_too_large', 413, `Request body is larger than ${limit} bytes`)
    this.limit = limit
  }
}

/** Unknown route or resource. */
export class NotFoundError extends ServerError {
  override name = 'NotFoundError'

  constructor(message = 'Not found') {
    super('not_found', 404, message)
  }
}

/** Bad environment configuration (see `loadConfig`). */
export class ConfigError extends ServerError {
  static override readonly keepsStack = true
  override name = 'ConfigError'

  constructor(message: string, parameters: ServerErrorParameters = {}) {
    super('bad_request', 400, message, parameters)
  }
}

/**
 * The embedded wallet is on but the server has no public URL (`PORTICO_PUBLIC_URL`, `publicUrl`):
 * its mails carry links (device approval), which are only ever built from that configured URL,
 * never from a request's `Host` or `X-Forwarded-*` headers.
 */
export class PublicUrlRequiredError extends ConfigError {
  override name = 'PublicUrlRequiredError'

  constructor() {
    super('The embedded wallet needs the server\'s public URL (PORTICO_PUBLIC_URL, e.g. https://api.example.com): its mail links are built from it alone', {
      details: { missing: 'PORTICO_PUBLIC_URL' },
    })
  }
}

/** The server could not listen (port taken, bad host). */
export class ListenError extends ServerError {
  override name = 'ListenError'
  readonly host: string
  readonly port: number

  constructor({ host, port, cause }: { host: string; port: number; cause?: unknown }) {
    const code = (cause as { code?: string } | undefined)?.code
    super(
      'internal_error',
      500,
      code === 'EADDRINUSE'
        ? `Port ${port} on ${host} is already in use: stop what listens there or pick another PORT (0 picks a free one).`
        : `Cannot listen on ${host}:${port}: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    )
    this.host = host
    this.port = port
  }
}

/** Bad command-line usage (`portico-server`); the CLI exits with code 2. */
export class CliUsageError extends ServerError {
  static override readonly keepsStack = true
  override name = 'CliUsageError'

  constructor(message: string) {
    super('bad_request', 400, message)
  }
}

/** Readiness while this instance drains for shutdown: the load balancer should send no more requests here. */
export class ShuttingDownError extends ServerError {
  override name = 'ShuttingDownError'

  constructor() {
    super('shutting_down', 503, 'This instance is shutting down')
  }
}

/** Readiness when the database does not answer. */
export class DatabaseUnavailableError extends ServerError {
  override name = 'DatabaseUnavailableError'

  constructor(parameters: ServerErrorParameters = {}) {
    super('database_unavailable', 503, 'The database does not answer', parameters)
  }
}

/** A route behind a bearer token (`/metrics` on the public port) called without the right one. */
export class UnauthorizedError extends ServerError {
  override name = 'UnauthorizedError'

  constructor() {
    super('unauthorized', 401, 'A valid bearer token is required')
  }
}
