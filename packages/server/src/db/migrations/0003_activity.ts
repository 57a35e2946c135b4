import type { Kysely } from 'kysely'

/**
 * The account features: per-project RPC allow-lists, the indexer's progress per chain, and the
 * transfers it found (native value transfers and ERC-20/721 `Transfer` logs).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('project_rpc_methods')
    .addColumn('project_id', 'text', (col) => col.primaryKey())
    .addColumn('methods', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('indexer_state')
    .addColumn('chain_id', 'bigint', (col) => col.primaryKey())
    .addColumn('last_block', 'bigint', (col) => col.notNull())
    .addColumn('last_block_hash', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('transfers')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('tx_hash', 'text', (col) => col.notNull())
    // -1 for the transaction's own value transfer, else the log index.
    .addColumn('log_index', 'integer', (col) => col.notNull())
    .addColumn('block_number', 'bigint', (col) => col.notNull())
    .addColumn('tx_index', 'integer', (col) => col.notNull())
    .addColumn('mined_at', 'bigint', (col) => col.notNull())
    .addColumn('tx_from', 'text', (col) => col.notNull())
    .addColumn('tx_to', 'text')
    .addColumn('tx_nonce', 'bigint', (col) => col.notNull())
    .addColumn('tx_status', 'text', (col) => col.notNull())
    .addColumn('from_address', 'text', (col) => col.notNull())
    .addColumn('to_address', 'text', (col) => col.notNull())
    // null for the native currency.
    .addColumn('token_address', 'text')
    .addColumn('token_standard', 'text', (col) => col.notNull())
    .addColumn('amount', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('transfers_pk', ['chain_id', 'tx_hash', 'log_index'])
    .execute()
  await db.schema.createIndex('transfers_from').on('transfers').columns(['from_address', 'chain_id', 'block_number']).execute()
  await db.schema.createIndex('transfers_to').on('transfers').columns(['to_address', 'chain_id', 'block_number']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['transfers', 'indexer_state', 'project_rpc_methods']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
