import { sql } from 'kysely'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startPostgres } from '../testing/postgres.ts'
import { createDatabase, idlePostgresConnectionMs } from './createDatabase.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('createDatabase on Postgres: the connection pool', () => {
  it('keeps the connections a burst opened for 5 idle minutes (pg’s own 10 s made the next burst open them again), then closes them', async () => {
    const server = await startPostgres()
    const admin = createDatabase({ url: server.url })
    const name = `portico_pool_${process.pid}_${Date.now()}`
    const open = async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where application_name = 'portico-server' and datname = ${name}`.execute(admin.db)
      return rows[0]!.n
    }
    await sql`create database ${sql.id(name)}`.execute(admin.db)
    const url = new URL(server.url)
    url.pathname = `/${name}`
    // pg-pool's idle timers are setTimeout calls made when a connection is released.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const database = createDatabase({ url: url.toString() })
    try {
      await Promise.all(Array.from({ length: 4 }, () => sql`select pg_sleep(0.05)`.execute(database.db)))
      expect(await open()).toBe(4)
      vi.advanceTimersByTime(10_001)
      await new Promise((resolve) => setImmediate(resolve))
      expect(await open()).toBe(4)
      vi.advanceTimersByTime(idlePostgresConnectionMs)
      vi.useRealTimers()
      // The closed backends leave pg_stat_activity a moment later.
      await vi.waitFor(async () => expect(await open()).toBe(0), { timeout: 5_000, interval: 20 })
    } finally {
      vi.useRealTimers()
      await database.destroy()
      await sql`drop database if exists ${sql.id(name)}`.execute(admin.db)
      await admin.destroy()
      await server.stop()
    }
  }, 60_000)
})
