import type { Kysely } from 'kysely'

/**
 * The devnet sandbox on-ramp's checkouts: in the database so any instance can serve a checkout
 * another opened, and a checkout is paid once across all of them (`paid_at` set atomically).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('onramp_sandbox_checkouts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('csrf_token', 'text', (col) => col.notNull())
    .addColumn('quote', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('chain_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('paid_at', 'bigint')
    .execute()
  await db.schema.createIndex('onramp_sandbox_checkouts_expires_at').on('onramp_sandbox_checkouts').column('expires_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('onramp_sandbox_checkouts').ifExists().execute()
}
