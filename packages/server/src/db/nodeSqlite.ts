import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite'
import type { SqliteDatabase, SqliteStatement } from 'kysely'
import { startWalCheckpointer } from './walCheckpointer.ts'

export type OpenSqliteOptions = {
  /** A file path, or `:memory:`. */
  path: string
  /**
   * Where WAL checkpoints run: `inline` (SQLite's default: inside the write that crosses 1,000 WAL
   * pages, blocking the event loop until the disk has synced) or `background` (a worker thread with
   * its own connection; see `startWalCheckpointer`). A long-running server wants `background`.
   * Default `inline`; ignored for `:memory:`.
   */
  checkpoints?: 'inline' | 'background' | undefined
}

/**
 * Opens a SQLite database with Node's built-in `node:sqlite` (no native addon to compile at install)
 * and sets the pragmas the server relies on:
 *
 * - `journal_mode = WAL` for a file: readers never wait for the writer (several instances can share it);
 * - `synchronous = NORMAL`: safe with WAL, fewer fsyncs;
 * - `foreign_keys = ON` (node:sqlite's default too; said here so it never depends on it);
 * - `busy_timeout = 0`: a locked database fails at once with SQLITE_BUSY and the dialect retries with
 *   async back-off (`ImmediateSqliteDialect`); SQLite's own busy handler would block the event loop.
 */
export function openSqlite({ path, checkpoints = 'inline' }: OpenSqliteOptions): SqliteDatabase {
  // The 10 s wait covers these pragmas alone (another instance opening the same file may hold its lock
  // while it switches to WAL); the last one turns SQLite's busy handler off for everything after.
  const database = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: 10_000 })
  if (path !== ':memory:') database.exec('pragma journal_mode = WAL')
  database.exec('pragma synchronous = NORMAL')
  database.exec('pragma foreign_keys = ON')
  database.exec('pragma busy_timeout = 0')
  if (path === ':memory:' || checkpoints === 'inline') return nodeSqliteDatabase(database)
  database.exec('pragma wal_autocheckpoint = 0')
  const checkpointer = startWalCheckpointer({
    path,
    onFailure: (error) => {
      console.warn(`[portico-server] ${error.message}; checkpointing on the server's connection again`)
      if (database.isOpen) database.exec('pragma wal_autocheckpoint = 1000')
    },
  })
  const opened = nodeSqliteDatabase(database)
  return {
    ...opened,
    close: () => {
      checkpointer.stop()
      opened.close()
    },
  }
}

/**
 * A `node:sqlite` connection as Kysely's `SqliteDialect` expects it (the interface better-sqlite3
 * has): `prepare(sql)` gives a statement with `reader` (true when it returns rows: a select, a pragma
 * that answers, or a write with `returning`), and `all`/`run`/`iterate` that take the parameters as
 * one array (node:sqlite takes them spread). Rows are node:sqlite's: objects without a prototype,
 * integers as numbers, blobs as Uint8Array.
 */
export function nodeSqliteDatabase(database: DatabaseSync): SqliteDatabase {
  return {
    prepare: (sql) => statement(database.prepare(sql)),
    close: () => database.close(),
  }
}

function statement(prepared: StatementSync): SqliteStatement {
  return {
    reader: prepared.columns().length > 0,
    all: (parameters) => prepared.all(...(parameters as SQLInputValue[])),
    run: (parameters) => prepared.run(...(parameters as SQLInputValue[])),
    iterate: (parameters) => prepared.iterate(...(parameters as SQLInputValue[])),
  }
}

/** SQLite's primary result codes for a locked database (node:sqlite's errors carry the extended code in `errcode`). */
const sqliteBusy = 5
const sqliteLocked = 6

/** Whether an error from node:sqlite says the database was locked by another connection (SQLITE_BUSY or SQLITE_LOCKED, any extended code). */
export function isSqliteBusy(error: unknown): boolean {
  const errcode = (error as { errcode?: unknown } | null)?.errcode
  if (typeof errcode !== 'number') return false
  const primary = errcode & 0xff
  return primary === sqliteBusy || primary === sqliteLocked
}
