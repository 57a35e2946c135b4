import type { Kysely } from 'kysely'

/**
 * Passkeys (issue 40): a user's WebAuthn credentials (public key, signature counter, backup flags) and
 * the ceremonies' challenges, single use and short-lived, in the database so every instance on one
 * Postgres shares them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('embedded_passkeys')
    .addColumn('credential_id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('counter', 'bigint', (col) => col.notNull())
    .addColumn('device_type', 'text', (col) => col.notNull())
    .addColumn('backed_up', 'integer', (col) => col.notNull())
    .addColumn('transports', 'text', (col) => col.notNull())
    .addColumn('rp_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute()
  await db.schema.createIndex('embedded_passkeys_user_id').on('embedded_passkeys').column('user_id').execute()
  await db.schema
    .createTable('embedded_passkey_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('challenge', 'text', (col) => col.notNull())
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('frame_origin', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text')
    .addColumn('session_id', 'text')
    .addColumn('user_handle', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
  await db.schema.createIndex('embedded_passkey_challenges_expires_at').on('embedded_passkey_challenges').column('expires_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('embedded_passkey_challenges').ifExists().execute()
  await db.schema.dropTable('embedded_passkeys').ifExists().execute()
}
