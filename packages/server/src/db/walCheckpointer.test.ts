import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'
import { isSqliteBusy, openSqlite } from './nodeSqlite.ts'
import { startWalCheckpointer } from './walCheckpointer.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-wal-'))
  dirs.push(dir)
  return join(dir, 'test.sqlite')
}
const pages = (file: string) => (existsSync(file) ? statSync(file).size / 4096 : 0)
const until = async (condition: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
/** 1,500 commits of a row each (over 1,500 WAL pages: past SQLite's automatic checkpoint at 1,000). */
const write = (database: { prepare(sql: string): { run(parameters: readonly unknown[]): unknown } }) => {
  database.prepare('create table t (id integer primary key, pad text)').run([])
  const insert = database.prepare('insert into t (pad) values (?)')
  for (let i = 0; i < 1_500; i++) insert.run(['x'.repeat(500)])
}

describe('background WAL checkpoints', () => {
  it('inline (SQLite’s default): a write past 1,000 WAL pages copies them into the database file itself', () => {
    const path = tempFile()
    const database = openSqlite({ path })
    write(database)
    // The checkpoint ran inside one of the writes, on this thread.
    expect(pages(path)).toBeGreaterThan(100)
    database.close()
  })

  it('background: the connection does not checkpoint, the worker copies the WAL into the database file, and close stops it', async () => {
    const path = tempFile()
    const database = openSqlite({ path, checkpoints: 'background' })
    expect(database.prepare('pragma wal_autocheckpoint').all([])).toEqual([{ wal_autocheckpoint: 0 }])
    write(database)
    expect(pages(`${path}-wal`)).toBeGreaterThan(1_500)
    await until(() => pages(path) > 100)
    database.close()
    // The worker's connection, closed last, checkpoints and removes the WAL.
    await until(() => !existsSync(`${path}-wal`))
    const reader = new DatabaseSync(path, { timeout: 5_000 })
    expect(reader.prepare('select count(*) as n from t').get()).toEqual({ n: 1_500 })
    reader.close()
  })

  it('leaves a WAL under 1,000 pages alone, as SQLite’s own automatic checkpoint would', async () => {
    const path = tempFile()
    const database = openSqlite({ path, checkpoints: 'inline' })
    database.prepare('pragma wal_autocheckpoint = 0').all([])
    database.prepare('create table t (id integer primary key, pad text)').run([])
    const insert = database.prepare('insert into t (pad) values (?)')
    for (let i = 0; i < 300; i++) insert.run(['x'.repeat(500)])
    const checkpointer = startWalCheckpointer({ path, everyMs: 20, onFailure: (error) => expect.fail(error.message) })
    await new Promise((resolve) => setTimeout(resolve, 500))
    // Not checkpointed: the next write does not start the WAL over (and sync its header on this thread).
    expect(pages(path)).toBeLessThan(10)
    for (let i = 0; i < 800; i++) insert.run(['x'.repeat(500)])
    await until(() => pages(path) > 100)
    checkpointer.stop()
    database.close()
  })

  it('keeps the WAL bounded under a steady stream of writes (a passive checkpoint alone would lose the race to them)', async () => {
    const path = tempFile()
    const database = openSqlite({ path, checkpoints: 'inline' })
    database.prepare('pragma wal_autocheckpoint = 0').all([])
    database.prepare('create table t (id integer primary key, pad text)').run([])
    const insert = database.prepare('insert into t (pad) values (?)')
    const checkpointer = startWalCheckpointer({ path, everyMs: 20, restartFrames: 1_000, onFailure: (error) => expect.fail(error.message) })
    let written = 0
    const until = Date.now() + 1_500
    while (Date.now() < until) {
      try {
        insert.run(['x'.repeat(500)])
        written += 1
      } catch (error) {
        // The RESTART holds the write lock a moment: retried, as ImmediateSqliteDialect does.
        if (!isSqliteBusy(error)) throw error
      }
      await new Promise((resolve) => setImmediate(resolve))
    }
    checkpointer.stop()
    // Each write adds a page or more to the WAL. In trials on a busy machine the WAL ended at 0.1 to 0.3
    // of the writes with the RESTART, and at 0.6 to 1.3 of them with passive checkpoints alone.
    expect(written).toBeGreaterThan(3_000)
    expect(pages(`${path}-wal`)).toBeLessThan(written / 2)
    database.close()
  })

  it('tells the caller when the worker cannot checkpoint', async () => {
    const failures: string[] = []
    startWalCheckpointer({ path: join(tempFile(), 'no-such-folder', 'x.sqlite'), onFailure: (error) => failures.push(error.message) })
    await until(() => failures.length > 0)
    expect(failures).toHaveLength(1)
  })
})
