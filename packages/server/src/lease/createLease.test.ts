import { describe, expect, it } from 'vitest'
import { databaseKinds, useTestDatabase } from '../testing/databases.ts'
import { createLease } from './createLease.ts'

describe.each(databaseKinds)('createLease (%s)', (kind) => {
  const database = useTestDatabase(kind)

  it('one holder at a time; the other takes over once the lease expires, or at once when released', async () => {
    const clock = { now: 1_000 }
    const first = createLease({ db: database.get().db, name: 'job', holder: 'a', ttlMs: 5_000, now: () => clock.now })
    const second = createLease({ db: database.connectAgain().db, name: 'job', holder: 'b', ttlMs: 5_000, now: () => clock.now })
    expect(await first.acquire()).toBe(true)
    expect(await second.acquire()).toBe(false)
    clock.now += 4_000
    expect(await first.acquire()).toBe(true) // renewed until 10,000
    clock.now += 4_000
    expect(await second.acquire()).toBe(false)
    clock.now += 1_000 // 10,000: a stopped renewing, its lease is over
    expect(await second.acquire()).toBe(true)
    expect(await first.acquire()).toBe(false)
    await second.release()
    expect(await first.acquire()).toBe(true)
  })

  it('confirm fails inside the work of a holder that lost its lease, so that work rolls back', async () => {
    const clock = { now: 1_000 }
    const { db } = database.get()
    const stale = createLease({ db, name: 'job', holder: 'a', ttlMs: 1_000, now: () => clock.now })
    const fresh = createLease({ db, name: 'job', holder: 'b', ttlMs: 1_000, now: () => clock.now })
    expect(await stale.acquire()).toBe(true)
    clock.now += 2_000
    expect(await fresh.acquire()).toBe(true)
    expect(await db.transaction().execute((trx) => stale.confirm(trx))).toBe(false)
    expect(await db.transaction().execute((trx) => fresh.confirm(trx))).toBe(true)
  })

  it('of many instances racing for a free lease, exactly one gets it', async () => {
    const leases = Array.from({ length: 8 }, (_, i) =>
      createLease({ db: i % 2 ? database.get().db : database.connectAgain().db, name: 'race', holder: `h${i}` }),
    )
    const won = await Promise.all(leases.map((lease) => lease.acquire()))
    expect(won.filter(Boolean)).toHaveLength(1)
  })
})
