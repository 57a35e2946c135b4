import { describe, expect, it } from 'vitest'
import { databaseKinds, useTestDatabase } from '../testing/databases.ts'
import { hit, pruneRateLimits } from './hit.ts'

describe.each(databaseKinds)('hit (%s)', (kind) => {
  const database = useTestDatabase(kind)
  const t0 = 1_700_000_000_000

  it('allows `limit` hits per window, then refuses with the seconds left', async () => {
    const { db } = database.get()
    const results = []
    for (let i = 0; i < 4; i++) results.push(await hit(db, 'k', 3, 60_000, t0 + i * 1000))
    expect(results.map((r) => [r.allowed, r.count])).toEqual([
      [true, 1],
      [true, 2],
      [true, 3],
      [false, 4],
    ])
    expect(results[3]!.retryAfter).toBe(57)
  })

  it('starts a new window once the old one is over', async () => {
    const { db } = database.get()
    await hit(db, 'k', 1, 60_000, t0)
    expect((await hit(db, 'k', 1, 60_000, t0 + 59_999)).allowed).toBe(false)
    const fresh = await hit(db, 'k', 1, 60_000, t0 + 60_000)
    expect(fresh).toEqual({ allowed: true, count: 1, retryAfter: 60 })
    expect(await db.selectFrom('rate_limits').selectAll().execute()).toEqual([
      { key: 'k', window_start: t0 + 60_000, count: 1 },
    ])
  })

  it('keeps keys apart', async () => {
    const { db } = database.get()
    expect((await hit(db, 'a', 1, 60_000, t0)).allowed).toBe(true)
    expect((await hit(db, 'b', 1, 60_000, t0)).allowed).toBe(true)
    expect((await hit(db, 'a', 1, 60_000, t0)).allowed).toBe(false)
  })

  it('shares the counter between two connections (two server instances)', async () => {
    const first = database.get().db
    const second = database.connectAgain().db
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => hit(i % 2 ? first : second, 'shared', 10, 60_000, t0)),
    )
    expect(results.filter((r) => r.allowed)).toHaveLength(10)
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  })

  it('prunes counters whose window is long over', async () => {
    const { db } = database.get()
    await hit(db, 'old', 5, 60_000, t0)
    await hit(db, 'recent', 5, 60_000, t0 + 3_000_000)
    expect(await pruneRateLimits(db, 3_600_000, t0 + 3_600_001)).toBe(1)
    expect((await db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key)).toEqual(['recent'])
  })
  it('prunes in batches, letting other work run between them (on SQLite a statement holds the event loop)', async () => {
    const { db } = database.get()
    const rows = Array.from({ length: 1_250 }, (_, i) => ({ key: `stale:${i}`, window_start: t0, count: 1 }))
    for (let i = 0; i < rows.length; i += 250) await db.insertInto('rate_limits').values(rows.slice(i, i + 250)).execute()
    await hit(db, 'recent', 5, 60_000, t0 + 3_000_000)
    let ticks = 0
    let pruned = false
    const tick = () => {
      if (pruned) return
      ticks += 1
      setImmediate(tick)
    }
    setImmediate(tick)
    expect(await pruneRateLimits(db, 3_600_000, t0 + 3_600_001, 500)).toBe(1_250)
    pruned = true
    // Three statements (500, 500, 250) with the event loop turning between them. On SQLite one
    // statement for all of them ran without a turn (0 ticks); on Postgres the loop turns while it waits anyway.
    if (kind === 'sqlite') expect(ticks).toBeGreaterThanOrEqual(2)
    expect((await db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key)).toEqual(['recent'])
  })
})
