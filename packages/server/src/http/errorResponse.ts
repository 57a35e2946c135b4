import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ServerError } from '../errors.ts'
import type { Logger } from '../log/createLogger.ts'

export type ErrorBody = { error: { code: string; message: string; details?: unknown } }

/** The JSON error answer for `error`; anything that is not a `ServerError` becomes a bare 500 (no stack, no message). */
export function errorResponse(c: Context, error: unknown): Response {
  const serverError =
    error instanceof ServerError ? error : new ServerError('internal_error', 500, 'Internal server error', { cause: error })
  // Only unexpected failures are logged and hidden; an expected 5xx (an upstream down) says what it is.
  const internal = serverError.code === 'internal_error'
  if (!(error instanceof ServerError) || internal) {
    // The request's logger (JSON, its request id, secrets redacted) when the server logs; the path alone, never the query.
    const log = c.get('log') as Logger | undefined
    if (log) log.error({ err: error, method: c.req.method }, 'internal error')
    else console.error('[portico-server]', c.req.method, new URL(c.req.url).pathname, error)
  }
  const body: ErrorBody = {
    error: {
      code: serverError.code,
      message: internal ? 'Internal server error' : serverError.message,
      ...(serverError.details !== undefined && !internal ? { details: serverError.details } : {}),
    },
  }
  // Rate limits and the e-mail cooldown say when to come back.
  const retryAfter = (serverError as { retryAfter?: unknown }).retryAfter
  if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter))
  return c.json(body, serverError.status as ContentfulStatusCode)
}
