import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres, type TestPostgres } from '../testing/postgres.ts'
import { callbackQueryPool } from './callbackQueryPool.ts'

let server: TestPostgres
beforeAll(async () => {
  server = await startPostgres()
})
afterAll(async () => {
  await server?.stop()
})

describe('callbackQueryPool: Kysely on pg through the callback API', () => {
  it('answers queries with their rows and parameters, reports a database error with its code, and returns every client to the pool', async () => {
    const pool = new pg.Pool({ connectionString: server.url, max: 2 })
    const db = new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool: callbackQueryPool(pool) }) })
    try {
      const { rows } = await sql<{ n: number; s: string }>`select ${41}::int + 1 as n, ${'a\'b'}::text as s`.execute(db)
      expect(rows).toEqual([{ n: 42, s: "a'b" }])
      const failed = await sql`select * from no_such_table`.execute(db).catch((error: unknown) => error)
      expect(failed).toBeInstanceOf(Error)
      expect((failed as { code?: string }).code).toBe('42P01')
      // More queries than connections, after a failure: none is left holding a client.
      const many = await Promise.all(Array.from({ length: 6 }, (_, i) => sql<{ i: number }>`select ${i}::int as i`.execute(db)))
      expect(many.map((r) => r.rows[0]!.i)).toEqual([0, 1, 2, 3, 4, 5])
      expect(pool.totalCount).toBeLessThanOrEqual(2)
      expect(pool.idleCount).toBe(pool.totalCount)
      // A transaction keeps its one connection.
      const inTransaction = await db.transaction().execute(async (trx) => {
        const a = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)
        const b = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)
        return [a.rows[0]!.pid, b.rows[0]!.pid]
      })
      expect(inTransaction[0]).toBe(inTransaction[1])
    } finally {
      await db.destroy()
    }
    expect(pool.ended).toBe(true)
  })
})
