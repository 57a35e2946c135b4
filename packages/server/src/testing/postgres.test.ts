import { existsSync } from 'node:fs'
import { sql } from 'kysely'
import { describe, expect, it, vi } from 'vitest'
import { createDatabase } from '../db/createDatabase.ts'
import { PostgresUnavailableError } from './errors.ts'
import { findPostgresBin, startPostgres } from './postgres.ts'

describe('startPostgres', () => {
  it('starts a throwaway cluster and removes it on stop', async () => {
    vi.stubEnv('PORTICO_TEST_DATABASE_URL', '')
    const postgres = await startPostgres()
    const database = createDatabase({ url: postgres.url })
    try {
      expect(postgres.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/)
      const { rows } = await sql<{ version: string }>`select version() as version`.execute(database.db)
      expect(rows[0]?.version).toMatch(/^PostgreSQL \d+/)
    } finally {
      await database.destroy()
      await postgres.stop()
      vi.unstubAllEnvs()
    }
    const after = createDatabase({ url: postgres.url })
    try {
      await expect(sql`select 1`.execute(after.db)).rejects.toThrow(/ECONNREFUSED/)
    } finally {
      await after.destroy()
    }
  })

  it('uses PORTICO_TEST_DATABASE_URL when set', async () => {
    vi.stubEnv('PORTICO_TEST_DATABASE_URL', 'postgres://u@db.invalid:5432/x')
    try {
      const postgres = await startPostgres()
      expect(postgres.url).toBe('postgres://u@db.invalid:5432/x')
      await postgres.stop()
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('fails loudly with how to install PostgreSQL when there is none', async () => {
    vi.stubEnv('PORTICO_TEST_DATABASE_URL', '')
    try {
      expect(findPostgresBin({ path: '', libRoot: '/nonexistent' })).toBeUndefined()
      const attempt = startPostgres({ path: '', libRoot: '/nonexistent' })
      await expect(attempt).rejects.toBeInstanceOf(PostgresUnavailableError)
      await expect(attempt).rejects.toThrow('apt-get install -y postgresql')
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('finds the Debian cluster tools on this machine', () => {
    const bin = findPostgresBin()
    expect(bin).toBeDefined()
    expect(existsSync(`${bin}/pg_ctl`)).toBe(true)
  })
})
