import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'

export type HitResult = {
  /** False once the window already had `limit` units (this hit's cost included). */
  allowed: boolean
  /** Units counted in the current window, this hit's included. */
  count: number
  /** Seconds until the window resets (for `Retry-After`), at least 1. */
  retryAfter: number
}

/**
 * Counts `cost` units (default 1) on `key` in a fixed window of `windowMs` and tells whether the
 * window stays within `limit`. One atomic `INSERT … ON CONFLICT (key) DO UPDATE … RETURNING`
 * (SQLite ≥ 3.35 and Postgres), so every server instance on the same database shares the counter.
 */
export async function hit(
  db: Kysely<Database>,
  key: string,
  limit: number,
  windowMs: number,
  now: number,
  cost = 1,
): Promise<HitResult> {
  const expired = sql<boolean>`${sql.ref('rate_limits.window_start')} <= ${now - windowMs}`
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, count: cost })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        window_start: sql<number>`case when ${expired} then ${now} else ${sql.ref('rate_limits.window_start')} end`,
        count: sql<number>`case when ${expired} then ${cost} else ${sql.ref('rate_limits.count')} + ${cost} end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow()
  const count = Number(row.count)
  const resetsAt = Number(row.window_start) + windowMs
  return { allowed: count <= limit, count, retryAfter: Math.max(1, Math.ceil((resetsAt - now) / 1000)) }
}

/**
 * Deletes counters whose window started more than `maxWindowMs` before `now` (they can only be
 * reset, never counted on). Idempotent, so any instance may run it at any time.
 *
 * @returns how many rows were deleted.
 */
export async function pruneRateLimits(db: Kysely<Database>, maxWindowMs: number, now: number): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('window_start', '<', now - maxWindowMs).executeTakeFirst()
  return Number(result.numDeletedRows)
}
