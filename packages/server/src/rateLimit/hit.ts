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
 *
 * Every public request runs this, so it is written as one SQL text with its values as parameters
 * rather than built with Kysely's insert builder: building and compiling that tree (an insert, its
 * values, an on-conflict update of two `case` expressions, a returning list) cost more than the
 * statement itself on SQLite. The text is the one the builder produced, and stays a prepared,
 * parameterised statement (cached per connection on SQLite).
 */
export async function hit(
  db: Kysely<Database>,
  key: string,
  limit: number,
  windowMs: number,
  now: number,
  cost = 1,
): Promise<HitResult> {
  const expiredBefore = now - windowMs
  const { rows } = await sql<{ count: number | string; window_start: number | string }>`
    insert into "rate_limits" ("key", "window_start", "count") values (${key}, ${now}, ${cost})
    on conflict ("key") do update set
      "window_start" = case when "rate_limits"."window_start" <= ${expiredBefore} then ${now} else "rate_limits"."window_start" end,
      "count" = case when "rate_limits"."window_start" <= ${expiredBefore} then ${cost} else "rate_limits"."count" + ${cost} end
    returning "count", "window_start"`.execute(db)
  // An upsert with `returning` always returns its one row.
  const row = rows[0]!
  const count = Number(row.count)
  const resetsAt = Number(row.window_start) + windowMs
  return { allowed: count <= limit, count, retryAfter: Math.max(1, Math.ceil((resetsAt - now) / 1000)) }
}

/**
 * Deletes counters whose window started more than `maxWindowMs` before `now` (they can only be
 * reset, never counted on). Idempotent, so any instance may run it at any time. Deletes `batch` rows
 * per statement and lets the event loop run between statements: on SQLite a statement runs on the
 * event loop, and one delete of every stale counter of a busy hour (40,000 rows: 104 ms measured)
 * would hold every request meanwhile.
 *
 * @returns how many rows were deleted.
 */
export async function pruneRateLimits(db: Kysely<Database>, maxWindowMs: number, now: number, batch = 500): Promise<number> {
  let deleted = 0
  for (;;) {
    const stale = db.selectFrom('rate_limits').select('key').where('window_start', '<', now - maxWindowMs).limit(batch)
    const result = await db.deleteFrom('rate_limits').where('key', 'in', stale).executeTakeFirst()
    const rows = Number(result.numDeletedRows)
    deleted += rows
    if (rows < batch) return deleted
    await new Promise((resolve) => setImmediate(resolve))
  }
}
