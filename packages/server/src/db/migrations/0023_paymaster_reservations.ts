import { type Kysely, sql } from 'kysely'

/**
 * The paymaster's reservations, one row per signature (issue 35), replacing `paymaster_sponsorships`
 * (one row per chain, sender and nonce, overwritten when re-signed, and a global replay guard that let
 * anyone block an account's send). Each row is keyed by the EntryPoint's userOpHash of the op signed
 * for and its project (two projects asking for the very same operation get the same signature), so the UserOperationEvent that lands names the one reservation it used; `charged` is what this
 * signature added to its project's counters (a project is charged, per chain, sender and nonce, the
 * largest max cost among its open signatures: only one of them can land). `paymaster_sweeps` keeps,
 * per chain, the last block the settlement read and that block's time, shared by every instance.
 * Open rows of the old table are carried over (charged their whole max cost, keyed `legacy:…`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('paymaster_reservations')
    .addColumn('op_hash', 'text', (col) => col.notNull())
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('sender', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('max_cost', 'text', (col) => col.notNull())
    .addColumn('charged', 'text', (col) => col.notNull())
    .addColumn('valid_until', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('actual_cost', 'text')
    .addColumn('settled_at', 'bigint')
    .addPrimaryKeyConstraint('paymaster_reservations_pk', ['op_hash', 'project_id'])
    .execute()
  await db.schema.createIndex('paymaster_reservations_key').on('paymaster_reservations').columns(['chain_id', 'sender', 'nonce']).execute()
  await db.schema.createIndex('paymaster_reservations_open').on('paymaster_reservations').columns(['chain_id', 'settled_at', 'valid_until']).execute()
  await sql`
    insert into paymaster_reservations (op_hash, project_id, chain_id, sender, nonce, max_cost, charged, valid_until, created_at, actual_cost, settled_at)
    select 'legacy:' || chain_id || ':' || sender || ':' || nonce, project_id, chain_id, sender, nonce, max_cost, max_cost, valid_until, created_at, actual_cost, settled_at
    from paymaster_sponsorships`.execute(db)
  await db.schema.dropTable('paymaster_sponsorships').execute()

  await db.schema
    .createTable('paymaster_sweeps')
    .addColumn('chain_id', 'bigint', (col) => col.primaryKey())
    .addColumn('last_block', 'text', (col) => col.notNull())
    .addColumn('last_block_time', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('paymaster_sweeps').execute()
  await db.schema
    .createTable('paymaster_sponsorships')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('sender', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('max_cost', 'text', (col) => col.notNull())
    .addColumn('valid_until', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('actual_cost', 'text')
    .addColumn('settled_at', 'bigint')
    .addPrimaryKeyConstraint('paymaster_sponsorships_pk', ['chain_id', 'sender', 'nonce'])
    .execute()
  await db.schema.dropTable('paymaster_reservations').execute()
}
