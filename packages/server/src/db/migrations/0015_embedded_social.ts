import type { Kysely } from 'kysely'

/**
 * Social logins (issue 28): each project's OAuth clients per provider (the client id; the secret
 * stays in the server's environment, named by `secret_env`), the login attempts (state, nonce and
 * PKCE verifier kept here, single use, with an expiry), and a display name on identities.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('embedded_social_clients')
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('secret_env', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('embedded_social_clients_pk', ['project_id', 'provider'])
    .execute()

  await db.schema
    .createTable('embedded_social_logins')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('state_hash', 'text', (col) => col.notNull().unique())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('frame_origin', 'text', (col) => col.notNull())
    .addColumn('parent_origin', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text')
    .addColumn('result_mac', 'text')
    .addColumn('error_code', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('embedded_social_logins_expires_at').on('embedded_social_logins').column('expires_at').execute()

  await db.schema.alterTable('embedded_identities').addColumn('username', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('embedded_identities').dropColumn('username').execute()
  await db.schema.dropTable('embedded_social_logins').execute()
  await db.schema.dropTable('embedded_social_clients').execute()
}
