import { describe, expect, it } from 'vitest'
import { openSqlite } from './nodeSqlite.ts'
import { withStatementCache } from './statementCache.ts'

describe('withStatementCache', () => {
  it('prepares each SQL text once and reuses the statement', () => {
    const sqlite = openSqlite({ path: ':memory:' })
    let prepared = 0
    const counting = { prepare: (sql: string) => (prepared++, sqlite.prepare(sql)), close: () => sqlite.close() }
    const database = withStatementCache(counting)
    database.prepare('create table t (n integer)').run([])
    for (const n of [1, 2, 3]) database.prepare('insert into t (n) values (?)').run([n])
    expect(database.prepare('select sum(n) as total from t').all([])).toEqual([{ total: 6 }])
    expect(prepared).toBe(3)
    database.close()
  })

  it('keeps at most `size` statements, dropping the oldest', () => {
    const sqlite = openSqlite({ path: ':memory:' })
    const seen: string[] = []
    const database = withStatementCache({ prepare: (sql: string) => (seen.push(sql), sqlite.prepare(sql)), close: () => sqlite.close() }, 2)
    for (const sql of ['select 1', 'select 2', 'select 3', 'select 2', 'select 1']) database.prepare(sql)
    // 'select 1' was dropped when 'select 3' came in, so it is prepared again; 'select 2' stayed.
    expect(seen).toEqual(['select 1', 'select 2', 'select 3', 'select 1'])
    database.close()
  })
})
