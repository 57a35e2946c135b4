import type { Kysely } from 'kysely'

/** The name service: one row per registered name; an account holds at most one name per coin type. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('names')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('coin_type', 'integer', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('address_key', 'text', (col) => col.notNull())
    .addColumn('chain_id', 'text', (col) => col.notNull())
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('signature', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('names_account').on('names').columns(['coin_type', 'address_key']).unique().execute()
  await db.schema.createIndex('names_nonce').on('names').column('nonce').unique().execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('names').ifExists().execute()
}
