import type { Kysely } from 'kysely'

/**
 * Mailed-code checks of a logged-in embedded-wallet user (issue 13): an e-mail update (a code to
 * the old address, then one to the new) and a key export (a fresh code before the key is shown).
 * Each is bound to the project, the user, the session that asked and the frame's origin.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('embedded_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('session_id', 'text', (col) => col.notNull())
    .addColumn('frame_origin', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('new_email', 'text')
    .addColumn('step', 'text', (col) => col.notNull())
    .addColumn('otp_mac', 'text')
    .addColumn('otp_expires_at', 'bigint')
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('resends', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('embedded_challenges_expires_at').on('embedded_challenges').column('expires_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('embedded_challenges').ifExists().execute()
}
