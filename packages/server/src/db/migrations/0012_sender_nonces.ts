import type { Kysely } from 'kysely'

/**
 * The next nonce this server gives each (chain, address) it sends from (the embedded wallet), so
 * sends serialized across instances (a lease per address) each take their own nonce even when the
 * chain's pending count lags behind.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sender_nonces')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('next_nonce', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('sender_nonces_pk', ['chain_id', 'address'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sender_nonces').ifExists().execute()
}
