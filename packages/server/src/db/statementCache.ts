import type { SqliteDatabase, SqliteStatement } from 'kysely'

/**
 * The SQLite connection as Kysely's dialect sees it (`prepare`, `close`), with each SQL text
 * prepared once and reused: Kysely's SQLite driver prepares every query anew, which was the largest
 * cost of a request on SQLite after the handler itself. Kysely sends values as parameters, so the
 * set of texts is small; the cache still keeps at most `size` of them (oldest out first).
 */
export function withStatementCache(database: SqliteDatabase, size = 500): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>()
  return {
    prepare(sql) {
      let statement = statements.get(sql)
      if (!statement) {
        statement = database.prepare(sql)
        if (statements.size >= size) statements.delete(statements.keys().next().value!)
        statements.set(sql, statement)
      }
      return statement
    },
    close() {
      statements.clear()
      return database.close()
    },
  }
}
