import type { Kysely } from 'kysely'

/**
 * The embedded wallet: users, their login identities (e-mail now; social logins later, by
 * provider and subject), their wallets (sealed keys; smart accounts later, by type), approved
 * devices, login attempts and sessions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('embedded_users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('embedded_identities')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('embedded_identities_pk', ['provider', 'subject'])
    .execute()
  await db.schema.createIndex('embedded_identities_user').on('embedded_identities').column('user_id').execute()

  await db.schema
    .createTable('embedded_wallets')
    .addColumn('address', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('sealed_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('embedded_wallets_user').on('embedded_wallets').columns(['user_id', 'type']).unique().execute()

  await db.schema
    .createTable('embedded_devices')
    .addColumn('identity', 'text', (col) => col.notNull())
    .addColumn('device_hash', 'text', (col) => col.notNull())
    .addColumn('approved_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('embedded_devices_pk', ['identity', 'device_hash'])
    .execute()

  await db.schema
    .createTable('embedded_logins')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('device_hash', 'text', (col) => col.notNull())
    .addColumn('frame_origin', 'text', (col) => col.notNull())
    .addColumn('parent_origin', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('device_secret_mac', 'text')
    .addColumn('otp_mac', 'text')
    .addColumn('otp_expires_at', 'bigint')
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('resends', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('embedded_logins_expires_at').on('embedded_logins').column('expires_at').execute()
  await db.schema.createIndex('embedded_logins_device_secret').on('embedded_logins').column('device_secret_mac').execute()

  await db.schema
    .createTable('embedded_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull())
    .addColumn('frame_origin', 'text', (col) => col.notNull())
    .addColumn('parent_origin', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute()
  await db.schema.createIndex('embedded_sessions_expires_at').on('embedded_sessions').column('expires_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['embedded_sessions', 'embedded_logins', 'embedded_devices', 'embedded_wallets', 'embedded_identities', 'embedded_users']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
