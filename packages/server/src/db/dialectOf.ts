import { type Kysely, PostgresAdapter } from 'kysely'
import type { DialectName } from './createDatabase.ts'

/** Which database a Kysely instance talks to (for the few DDL spots where they differ). */
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}
