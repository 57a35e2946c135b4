import type { Kysely } from 'kysely'

/**
 * The addresses whose history a chain's built-in indexer keeps (issue 37): on a chain that is not a
 * devnet it stores only transfers of addresses someone asked the history of, not every transfer of
 * the chain. In the database, so every instance's indexer sees who asked anywhere.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('indexer_addresses')
    .addColumn('chain_id', 'integer', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('indexer_addresses_pkey', ['chain_id', 'address'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('indexer_addresses').execute()
}
