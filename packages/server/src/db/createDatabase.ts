import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { defaultSqlitePath } from '../config.ts'
import { BadRequestError } from '../errors.ts'
import { callbackQueryPool } from './callbackQueryPool.ts'
import { openSqlite } from './nodeSqlite.ts'
import type { Database } from './schema.ts'
import { ImmediateSqliteDialect } from './sqliteDialect.ts'

export type DialectName = 'sqlite' | 'postgres'

export type CreateDatabaseOptions = {
  /** A `postgres://` URL: use Postgres. */
  url?: string | undefined
  /** The SQLite file when `url` is not set (default `./.data/portico.sqlite`, relative to the working directory). `:memory:` allowed. */
  sqlitePath?: string | undefined
  /** SQLite's WAL checkpoints: `background` for a long-running server (see `openSqlite`). Default `inline`. */
  sqliteCheckpoints?: 'inline' | 'background' | undefined
}

export type PorticoDatabase = {
  db: Kysely<Database>
  dialect: DialectName
  /** Closes the connection (pool). Safe to call twice. */
  destroy(): Promise<void>
}

/** How long a Postgres connection the pool opened stays open unused. */
export const idlePostgresConnectionMs = 5 * 60_000

/** Postgres type ids parsed as JS numbers: int8 (bigint, `count(*)`) and numeric. */
const int8Oid = 20
const numericOid = 1700

/**
 * Opens the database: Postgres when `url` is set, else a SQLite file (its folder is created).
 * Does not migrate; call `migrateToLatest(db)`.
 */
export function createDatabase(options: CreateDatabaseOptions = {}): PorticoDatabase {
  const { url } = options
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new BadRequestError('The database URL must start with postgres:// or postgresql://')
    }
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // Connections opened for a burst are kept 5 minutes idle (pg's default is 10 s): a new one cost
      // 11 ms (up to 77 ms on a busy machine) against 2 ms for a query on an open one, and a Postgres
      // fork, so a pool that shrank between bursts put that on the next burst's requests (issue 38).
      idleTimeoutMillis: idlePostgresConnectionMs,
      // Idle connections held that long: TCP keep-alive stops a NAT or firewall dropping them silently.
      keepAlive: true,
      application_name: 'portico-server',
      // Per pool, not pg's global parsers: bigints as numbers (ms timestamps and counts fit in 2^53).
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === int8Oid || oid === numericOid
            ? (value: string) => Number(value)
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    })
    // An idle client dropped by the server (restart, failover) must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.warn(`[portico-server] idle Postgres connection closed: ${error.message}`))
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: callbackQueryPool(pool) }) })
    return { db, dialect: 'postgres', destroy: once(() => db.destroy()) }
  }

  const path = options.sqlitePath ?? defaultSqlitePath
  const memory = path === ':memory:'
  if (!memory) mkdirSync(dirname(resolve(path)), { recursive: true })
  const sqlite = openSqlite({ path: memory ? ':memory:' : resolve(path), checkpoints: options.sqliteCheckpoints })
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect(sqlite) })
  return { db, dialect: 'sqlite', destroy: once(() => db.destroy()) }
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined
  return () => (done ??= fn())
}
