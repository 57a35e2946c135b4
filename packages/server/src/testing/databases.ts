import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createDatabase, type DialectName, type PorticoDatabase } from '../db/createDatabase.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { startPostgres, type TestPostgres } from './postgres.ts'

/** Both databases every database test runs against: `describe.each(databaseKinds)('… (%s)', (kind) => …)`. */
export const databaseKinds: readonly DialectName[] = ['sqlite', 'postgres']

export type TestDatabase = {
  kind: DialectName
  /** `postgres://…` of this file's own database, or the SQLite file. */
  location(): { url?: string; sqlitePath?: string }
  /** The open, migrated database. */
  get(): PorticoDatabase
  /** Another connection (pool) to the same database, like a second server instance would have. */
  connectAgain(): PorticoDatabase
}

/**
 * Registers vitest hooks that give the enclosing `describe` a fresh, migrated database of `kind`:
 * SQLite in a temp file, or Postgres in a database of its own (random name) on a throwaway cluster
 * (`startPostgres`). Rows are deleted before each test. Postgres is never skipped: when it cannot
 * start, the hook fails with how to install it.
 */
export function useTestDatabase(kind: DialectName, { migrate = true }: { migrate?: boolean } = {}): TestDatabase {
  let server: TestPostgres | undefined
  let admin: PorticoDatabase | undefined
  let databaseName: string | undefined
  let sqliteDir: string | undefined
  let location: { url?: string; sqlitePath?: string } = {}
  let current: PorticoDatabase | undefined
  const extra: PorticoDatabase[] = []

  beforeAll(async () => {
    if (kind === 'postgres') {
      server = await startPostgres()
      admin = createDatabase({ url: server.url })
      databaseName = `portico_test_${randomBytes(6).toString('hex')}`
      await sql`create database ${sql.id(databaseName)}`.execute(admin.db)
      const url = new URL(server.url)
      url.pathname = `/${databaseName}`
      location = { url: url.toString() }
    } else {
      sqliteDir = mkdtempSync(join(tmpdir(), 'portico-sqlite-'))
      location = { sqlitePath: join(sqliteDir, 'test.sqlite') }
    }
    current = createDatabase(location)
    if (migrate) await migrateToLatest(current.db)
  }, 120_000)

  beforeEach(async () => {
    if (!current || !migrate) return
    for (const table of [
      'analytics_events',
      'rate_limits',
      'projects',
      'wallet_chains',
      'wallets',
      'project_rpc_methods',
      'indexer_state',
      'transfers',
      'siwx_nonces',
      'siwx_sessions',
      'leases',
      'names',
      'onramp_sandbox_checkouts',
      'embedded_users',
      'embedded_identities',
      'embedded_wallets',
      'embedded_devices',
      'embedded_logins',
      'embedded_sessions',
      'embedded_challenges',
      'embedded_social_clients',
      'embedded_social_logins',
      'embedded_farcaster_logins',
      'embedded_passkeys',
      'embedded_passkey_challenges',
      'pay_sandbox_exchange_payments',
      'sender_nonces',
      'paymaster_policies',
      'paymaster_account_days',
      'paymaster_reservations',
      'paymaster_sweeps',
    ] as const) {
      await current.db.deleteFrom(table).execute()
    }
  })

  afterAll(async () => {
    for (const database of extra) await database.destroy()
    await current?.destroy()
    if (admin && databaseName) {
      // pg's pool.end() does not wait for the sockets to close: wait for the backends to go first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await sql<{ n: number }>`select count(*) as n from pg_stat_activity where datname = ${databaseName}`.execute(admin.db)
        if (Number(rows[0]?.n) === 0) break
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      await sql`drop database if exists ${sql.id(databaseName)} with (force)`.execute(admin.db)
      await admin.destroy()
    }
    await server?.stop()
    if (sqliteDir) rmSync(sqliteDir, { recursive: true, force: true })
  })

  return {
    kind,
    location: () => location,
    get() {
      if (!current) throw new Error('The test database is not open yet (use it inside a test or hook).')
      return current
    },
    connectAgain() {
      const database = createDatabase(location)
      extra.push(database)
      return database
    },
  }
}
