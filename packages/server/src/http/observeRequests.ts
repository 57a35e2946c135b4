import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import type { Logger } from '../log/createLogger.ts'
import type { ServerMetrics } from '../metrics/createMetrics.ts'
import type { AppEnv } from './types.ts'

/** An incoming `X-Request-Id` kept as it is: 1 to 128 letters, digits, `-`, `_`, `.`, `:`. Anything else is replaced. */
const wellFormedRequestId = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * Every request: its id (a well-formed incoming `X-Request-Id`, else a new UUID; sent back as
 * `X-Request-Id`), then one JSON log line (request id, method, route pattern, status, duration in
 * ms) and the request metrics by route pattern. The raw path, query, headers and body are never
 * logged: codes, tokens and keys travel there.
 */
export function observeRequests({ logger, metrics }: { logger: Logger | undefined; metrics: ServerMetrics | undefined }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    const incoming = c.req.header('x-request-id')
    const requestId = incoming && wellFormedRequestId.test(incoming) ? incoming : randomUUID()
    c.set('requestId', requestId)
    c.set('log', logger?.child({ reqId: requestId }))
    try {
      await next()
    } finally {
      try {
        c.res.headers.set('X-Request-Id', requestId)
      } catch {
        // A response with immutable headers (a proxied upstream's): copied once to carry the id.
        c.res = new Response(c.res.body, c.res)
        c.res.headers.set('X-Request-Id', requestId)
      }
      if (logger || metrics) {
        const route = routeOf(c)
        const status = c.res.status
        const durationMs = performance.now() - started
        logger?.info({ reqId: requestId, method: c.req.method, route, status, durationMs: Math.round(durationMs * 10) / 10 }, 'request')
        metrics?.observeRequest({ method: c.req.method, route, status, seconds: durationMs / 1000 })
      }
    }
  }
}

/** The route pattern that answered (`/v1/account/:address/balance`), never the raw path; `(none)` when no route matched. */
function routeOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const routes = matchedRoutes(c).filter((route) => route.method !== 'ALL')
  return routes.at(-1)?.path ?? '(none)'
}
