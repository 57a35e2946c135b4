import { Hono } from 'hono'
import { RateLimitedError } from '../../errors.ts'
import { hit } from '../../rateLimit/hit.ts'
import { clientIp } from '../clientIp.ts'
import { publicCors } from '../cors.ts'
import { projectScope } from '../projectScope.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/** Calls to `/v1/origins` per project and client IP in each window. */
export const originsRateLimit = { limit: 60, windowMs: 60_000 } as const

/**
 * `GET /v1/origins?projectId=`: the project's allow-list. Public (CORS `*`, no origin check: it
 * is the allow-list check itself), rate limited per project and client IP.
 */
export function originsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/v1/origins', publicCors(), projectScope(deps, { checkOrigin: false }), async (c) => {
    const { project } = c.get('scope')
    const key = `origins:${project.id}:${clientIp(c, deps.trustProxy)}`
    const result = await hit(deps.db, key, originsRateLimit.limit, originsRateLimit.windowMs, deps.now())
    if (!result.allowed) throw new RateLimitedError({ retryAfter: result.retryAfter })
    return c.json({ allowedOrigins: project.allowedOrigins })
  })
}
