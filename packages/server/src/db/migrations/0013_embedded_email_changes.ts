import type { Kysely } from 'kysely'

/**
 * Each e-mail change of an embedded wallet: the old address is mailed a link that undoes it for
 * 48 hours (only its MAC is stored), and the key export waits 24 hours after a change or its undo.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('embedded_email_changes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('old_email', 'text', (col) => col.notNull())
    .addColumn('new_email', 'text', (col) => col.notNull())
    .addColumn('undo_mac', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('undo_until', 'bigint', (col) => col.notNull())
    .addColumn('undone_at', 'bigint')
    .execute()
  await db.schema.createIndex('embedded_email_changes_user').on('embedded_email_changes').columns(['user_id', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('embedded_email_changes').ifExists().execute()
}
