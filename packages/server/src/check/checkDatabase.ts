import { existsSync } from 'node:fs'
import { sql } from 'kysely'
import { defaultSqlitePath } from '../config.ts'
import { createDatabase } from '../db/createDatabase.ts'
import { pendingMigrations } from '../db/pendingMigrations.ts'
import { reasonOf } from './jsonRpc.ts'

/**
 * `portico-server check`, the database: it answers, and has no pending migration (run
 * `portico-server migrate` first). Opens its own connection and closes it. Returns one line per problem.
 */
export async function checkDatabase(location: { url?: string | undefined; sqlitePath?: string | undefined }): Promise<string[]> {
  const where = location.url ? `Postgres ${postgresWhere(location.url)}` : `SQLite ${location.sqlitePath ?? defaultSqlitePath}`
  if (!location.url && location.sqlitePath !== ':memory:' && !existsSync(location.sqlitePath ?? defaultSqlitePath)) {
    return [`${where} does not exist yet: run portico-server migrate`]
  }
  let database: ReturnType<typeof createDatabase>
  try {
    database = createDatabase({ url: location.url, sqlitePath: location.sqlitePath })
  } catch (error) {
    return [`${where} cannot be opened (${reasonOf(error)})`]
  }
  try {
    try {
      await sql`select 1`.execute(database.db)
    } catch (error) {
      return [`${where} does not answer (${reasonOf(error)})`]
    }
    const pending = await pendingMigrations(database.db)
    if (pending.length) return [`${where} has ${pending.length} pending migration${pending.length === 1 ? '' : 's'} (${pending[0]}…): run portico-server migrate`]
    return []
  } finally {
    await database.destroy()
  }
}

function postgresWhere(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.host}${parsed.pathname}`
  } catch {
    return 'DATABASE_URL'
  }
}
