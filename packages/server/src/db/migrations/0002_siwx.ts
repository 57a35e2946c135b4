import type { Kysely } from 'kysely'

/** Sign-in with the wallet: single-use nonces and sessions. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('siwx_nonces')
    .addColumn('nonce', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('chain_id', 'text')
    .addColumn('address', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
  await db.schema.createIndex('siwx_nonces_expires_at').on('siwx_nonces').column('expires_at').execute()

  await db.schema
    .createTable('siwx_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('chain_id', 'text', (col) => col.notNull())
    .addColumn('domain', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('signature', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute()
  await db.schema.createIndex('siwx_sessions_expires_at').on('siwx_sessions').column('expires_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('siwx_sessions').execute()
  await db.schema.dropTable('siwx_nonces').execute()
}
