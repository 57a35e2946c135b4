import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { NotFoundError, UnauthorizedError } from '../../errors.ts'
import { rateLimit } from '../rateLimit.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/**
 * `GET /metrics` on the public port: Prometheus text for `Authorization: Bearer <PORTICO_METRICS_TOKEN>`
 * only (401 `unauthorized` otherwise, rate-limited per client); without a token configured it is
 * not served (404, as any unknown route). The usual place is the loopback port instead (`metricsApp`).
 */
export function metricsRoutes(deps: AppDeps, { token }: { token: string | undefined }) {
  const expected = token === undefined ? undefined : digest(token)
  return new Hono<AppEnv>().get('/metrics', rateLimit(deps, 'health'), async (c) => {
    if (!expected || !deps.metrics) throw new NotFoundError(`No route GET /metrics`)
    const given = /^Bearer ([\x21-\x7e]{1,512})$/.exec(c.req.header('authorization') ?? '')?.[1]
    if (!given || !timingSafeEqual(digest(given), expected)) throw new UnauthorizedError()
    return c.body(await deps.metrics.registry.metrics(), 200, { 'content-type': deps.metrics.registry.contentType, 'cache-control': 'no-store' })
  })
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest()
}
