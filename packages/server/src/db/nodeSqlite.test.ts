import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { type Generated, Kysely, SqliteDialect, sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { isSqliteBusy, nodeSqliteDatabase, openSqlite } from './nodeSqlite.ts'
import { ImmediateSqliteDialect } from './sqliteDialect.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-node-sqlite-'))
  dirs.push(dir)
  return join(dir, 'test.sqlite')
}

describe('nodeSqliteDatabase', () => {
  it('tells statements that return rows from those that do not', () => {
    const database = nodeSqliteDatabase(new DatabaseSync(':memory:'))
    expect(database.prepare('create table t (id integer primary key, n integer)').reader).toBe(false)
    database.prepare('create table t (id integer primary key, n integer)').run([])
    expect(database.prepare('insert into t (n) values (?)').reader).toBe(false)
    expect(database.prepare('insert into t (n) values (?) returning id').reader).toBe(true)
    expect(database.prepare('update t set n = ? where id = ?').reader).toBe(false)
    expect(database.prepare('select n from t').reader).toBe(true)
    expect(database.prepare('pragma foreign_keys').reader).toBe(true)
    expect(database.prepare('begin immediate').reader).toBe(false)
    database.close()
  })

  it('takes the parameters as one array and answers run with changes and the last row id', () => {
    const database = nodeSqliteDatabase(new DatabaseSync(':memory:'))
    database.prepare('create table t (id integer primary key, n integer, s text)').run([])
    expect(database.prepare('insert into t (n, s) values (?, ?)').run([7, 'seven'])).toEqual({ changes: 1, lastInsertRowid: 1 })
    expect(database.prepare('insert into t (n, s) values (?, ?)').run([8, null])).toEqual({ changes: 1, lastInsertRowid: 2 })
    expect(database.prepare('update t set n = n + ? where n > ?').run([1, 0]).changes).toBe(2)
    expect(database.prepare('select id, n, s from t where n >= ? order by id').all([8])).toEqual([
      { id: 1, n: 8, s: 'seven' },
      { id: 2, n: 9, s: null },
    ])
    expect([...database.prepare('select n from t order by n desc').iterate([])]).toEqual([{ n: 9 }, { n: 8 }])
    database.close()
  })
})

describe('openSqlite', () => {
  it('sets WAL, synchronous NORMAL, foreign keys and no busy handler on a file', () => {
    const database = openSqlite({ path: tempFile() })
    const pragma = (name: string) => database.prepare(`pragma ${name}`).all([])[0]
    expect(pragma('journal_mode')).toEqual({ journal_mode: 'wal' })
    expect(pragma('synchronous')).toEqual({ synchronous: 1 })
    expect(pragma('foreign_keys')).toEqual({ foreign_keys: 1 })
    expect(pragma('busy_timeout')).toEqual({ timeout: 0 })
    database.close()
  })

  it('waits for the lock of another process opening the same new file before switching it to WAL', async () => {
    const path = tempFile()
    // Another instance holds an exclusive lock on the file (still in rollback mode) for 300 ms.
    const script = `const db = new (require('node:sqlite').DatabaseSync)(${JSON.stringify(path)}); db.exec('begin exclusive; create table t (n integer)'); console.log('locked'); Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300); db.exec('commit')`
    const other = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
    await once(other.stdout, 'data')
    const started = Date.now()
    const database = openSqlite({ path })
    expect(Date.now() - started).toBeGreaterThan(100)
    expect(database.prepare('pragma journal_mode').all([])).toEqual([{ journal_mode: 'wal' }])
    expect(database.prepare('pragma busy_timeout').all([])).toEqual([{ timeout: 0 }])
    database.close()
    await once(other, 'exit')
  })

  it('enforces foreign keys', () => {
    const database = openSqlite({ path: ':memory:' })
    database.prepare('create table parent (id integer primary key)').run([])
    database.prepare('create table child (parent_id integer not null references parent (id))').run([])
    expect(() => database.prepare('insert into child (parent_id) values (?)').run([1])).toThrow(/FOREIGN KEY constraint failed/)
    database.close()
  })

  it('fails at once with a busy error while another connection holds the write lock, and the dialect waits it out', async () => {
    const path = tempFile()
    const holder = openSqlite({ path })
    holder.prepare('create table t (n integer)').run([])
    const other = openSqlite({ path })
    holder.prepare('begin immediate').run([])
    const started = Date.now()
    let error: unknown
    try {
      other.prepare('insert into t (n) values (?)').run([1])
    } catch (caught) {
      error = caught
    }
    expect(Date.now() - started).toBeLessThan(1000)
    expect(isSqliteBusy(error)).toBe(true)

    const db = new Kysely<{ t: { n: number } }>({ dialect: new ImmediateSqliteDialect(other) })
    const insert = db.insertInto('t').values({ n: 2 }).execute()
    await new Promise((resolve) => setTimeout(resolve, 50))
    holder.prepare('commit').run([])
    await insert
    expect(await db.selectFrom('t').select('n').execute()).toEqual([{ n: 2 }])
    await db.destroy()
    holder.close()
  })

  it('serves Kysely: a transaction, a returning insert, a stream', async () => {
    const db = new Kysely<{ t: { id: Generated<number>; n: number } }>({ dialect: new SqliteDialect({ database: openSqlite({ path: ':memory:' }) }) })
    await sql`create table t (id integer primary key, n integer not null)`.execute(db)
    const inserted = await db.transaction().execute((trx) => trx.insertInto('t').values({ n: 5 }).returning(['id', 'n']).executeTakeFirstOrThrow())
    expect(inserted).toEqual({ id: 1, n: 5 })
    const result = await db.insertInto('t').values({ n: 6 }).executeTakeFirstOrThrow()
    expect(result.insertId).toBe(2n)
    const streamed: number[] = []
    for await (const row of db.selectFrom('t').select('n').orderBy('n').stream()) streamed.push(row.n)
    expect(streamed).toEqual([5, 6])
    await expect(db.transaction().execute(async (trx) => {
      await trx.insertInto('t').values({ n: 7 }).execute()
      throw new Error('roll back')
    })).rejects.toThrow('roll back')
    expect(await db.selectFrom('t').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst()).toEqual({ count: 2 })
    await db.destroy()
  })
})

describe('isSqliteBusy', () => {
  it('is false for other SQLite errors and for anything else', () => {
    const database = new DatabaseSync(':memory:')
    database.exec('create table t (n integer unique)')
    database.exec('insert into t values (1)')
    let unique: unknown
    try {
      database.exec('insert into t values (1)')
    } catch (caught) {
      unique = caught
    }
    expect((unique as { errcode?: number }).errcode).toBe(2067)
    expect(isSqliteBusy(unique)).toBe(false)
    expect(isSqliteBusy(new Error('database is locked'))).toBe(false)
    expect(isSqliteBusy(null)).toBe(false)
    expect(isSqliteBusy({ errcode: 5 })).toBe(true)
    expect(isSqliteBusy({ errcode: 517 })).toBe(true)
    database.close()
  })
})
