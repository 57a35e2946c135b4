import type { Kysely } from 'kysely'

/**
 * Sign In With Farcaster (issue 28): the attempts, one per relay channel the server opened (the
 * channel token to poll the relay with, the nonce and domain it asked to be signed), single use,
 * with an expiry. The identity is `('farcaster', fid)` in `embedded_identities`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('embedded_farcaster_logins')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('channel_token', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('domain', 'text', (col) => col.notNull())
    .addColumn('frame_origin', 'text', (col) => col.notNull())
    .addColumn('parent_origin', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('error_code', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('embedded_farcaster_logins_expires_at').on('embedded_farcaster_logins').column('expires_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('embedded_farcaster_logins').execute()
}
