import {
  CompiledQuery,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type QueryResult,
  SqliteAdapter,
  type SqliteDatabase,
  SqliteDialect,
  SqliteDriver,
} from 'kysely'
import { isSqliteBusy } from './nodeSqlite.ts'
import { withStatementCache } from './statementCache.ts'

export type ImmediateSqliteDialectOptions = {
  /** How long a statement waits for another connection's write lock before failing. Default 10 s. */
  lockTimeoutMs?: number
}

/**
 * Kysely's SQLite dialect made safe for several server instances sharing one database file:
 *
 * - every transaction starts with `BEGIN IMMEDIATE`, taking the write lock up front, so two
 *   connections never deadlock upgrading a read lock;
 * - a statement that finds the database locked (`SQLITE_BUSY`) is retried with async back-off
 *   instead of SQLite's busy handler, which would block the whole event loop (and deadlock two
 *   connections of one process);
 * - each SQL text is prepared once per connection (`withStatementCache`);
 * - migrations run in a transaction (SQLite has transactional DDL), so concurrent `migrateToLatest`
 *   calls run one after the other and each migration runs once.
 *
 * The connection must have `busy_timeout = 0` (see `openSqlite`).
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase
  readonly #lockTimeoutMs: number

  constructor(database: SqliteDatabase, options: ImmediateSqliteDialectOptions = {}) {
    const cached = withStatementCache(database)
    super({ database: cached })
    this.#database = cached
    this.#lockTimeoutMs = options.lockTimeoutMs ?? 10_000
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.#database }, this.#lockTimeoutMs)
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter()
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  readonly #lockTimeoutMs: number
  readonly #connections = new WeakMap<DatabaseConnection, DatabaseConnection>()

  constructor(config: { database: SqliteDatabase }, lockTimeoutMs: number) {
    super(config)
    this.#lockTimeoutMs = lockTimeoutMs
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection()
    let wrapped = this.#connections.get(connection)
    if (!wrapped) {
      wrapped = {
        executeQuery: <R>(query: CompiledQuery) =>
          retryWhileBusy(() => connection.executeQuery<R>(query), this.#lockTimeoutMs),
        streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => connection.streamQuery<R>(query, chunkSize),
      }
      this.#connections.set(connection, wrapped)
    }
    return wrapped
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

async function retryWhileBusy<R>(run: () => Promise<QueryResult<R>>, timeoutMs: number): Promise<QueryResult<R>> {
  const deadline = Date.now() + timeoutMs
  for (let attempt = 0; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (!isSqliteBusy(error) || Date.now() >= deadline) throw error
    }
    const delay = Math.min(100, 2 * 2 ** attempt) * (0.5 + Math.random())
    await new Promise((resolve) => setTimeout(resolve, delay))
  }
}
