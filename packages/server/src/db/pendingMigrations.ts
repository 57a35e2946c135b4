import type { Kysely } from 'kysely'
import { createMigrator } from './migrate.ts'

/** The names of the migrations not yet applied to `db`, in the order they would run. Changes nothing. */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const all = await createMigrator(db).getMigrations()
  return all.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name)
}
