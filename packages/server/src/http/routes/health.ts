import { Hono } from 'hono'
import { sql } from 'kysely'
import { DatabaseUnavailableError, RateLimitedError, ShuttingDownError } from '../../errors.ts'
import { publicCors } from '../cors.ts'
import { rateLimit, requireRateLimit } from '../rateLimit.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/**
 * Health for load balancers and orchestrators, liveness and readiness kept apart:
 * - `GET /healthz`: the process answers (no database, no rate limit: constant work; restart it when this fails);
 * - `GET /readyz`: ready for traffic: the database answers and the instance is not shutting down
 *   (503 `database_unavailable` / `shutting_down` otherwise; send it no traffic);
 * - `GET /health`: the older check, `{ ok, database }` once the database answers.
 */
export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/health', publicCors(), rateLimit(deps, 'health'), async (c) => {
      await sql`select 1`.execute(deps.db)
      return c.json({ ok: true as const, database: deps.dialect })
    })
    .get('/healthz', publicCors(), (c) => c.json({ ok: true as const }))
    .get('/readyz', publicCors(), async (c) => {
      if (deps.lifecycle.draining) throw new ShuttingDownError()
      try {
        // The rate limit's counter is in the database too: its failure is the database's.
        await requireRateLimit(deps, c, 'health', 1)
        await sql`select 1`.execute(deps.db)
      } catch (cause) {
        if (cause instanceof RateLimitedError) throw cause
        throw new DatabaseUnavailableError({ cause })
      }
      if (deps.lifecycle.draining) throw new ShuttingDownError()
      return c.json({ ready: true as const, database: deps.dialect })
    })
}
