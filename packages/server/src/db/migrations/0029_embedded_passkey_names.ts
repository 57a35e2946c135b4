import type { Kysely } from 'kysely'

/**
 * Passkey names (issue 40): the name the person gave a passkey (or the frame's default, the platform
 * and the date it was added), so a wallet with several can tell them apart. Null for a passkey added
 * before names existed: the frame names it by its kind and the start of its ID.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('embedded_passkeys').addColumn('name', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('embedded_passkeys').dropColumn('name').execute()
}
