import type { Kysely } from 'kysely'

/** A name may carry an avatar URL (signed in its registration message). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('names').addColumn('avatar', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('names').dropColumn('avatar').execute()
}
