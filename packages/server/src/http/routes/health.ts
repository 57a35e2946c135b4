import { Hono } from 'hono'
import { sql } from 'kysely'
import { publicCors } from '../cors.ts'
import { rateLimit } from '../rateLimit.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/** `GET /health`: `{ ok: true, database }` once the database answers (for load-balancer checks). */
export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/health', publicCors(), rateLimit(deps, 'health'), async (c) => {
    await sql`select 1`.execute(deps.db)
    return c.json({ ok: true as const, database: deps.dialect })
  })
}
