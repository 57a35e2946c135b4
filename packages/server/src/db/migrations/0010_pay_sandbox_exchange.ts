import type { Kysely } from 'kysely'

/**
 * The Sandbox Exchange's payments ("Pay with an exchange" on the devnet, for `npm start` and tests
 * only): in the database so any instance serves a payment another started, and a payment is
 * confirmed (paid) once across all of them (`confirmed_at` set by one conditional update).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pay_sandbox_exchange_payments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('csrf_token', 'text', (col) => col.notNull())
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('asset', 'text', (col) => col.notNull())
    .addColumn('amount', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('symbol', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('chain_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('signed_in_at', 'bigint')
    .addColumn('confirmed_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .addColumn('failed_at', 'bigint')
    .addColumn('tx_hash', 'text')
    .execute()
  await db.schema.createIndex('pay_sandbox_exchange_payments_expires_at').on('pay_sandbox_exchange_payments').column('expires_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pay_sandbox_exchange_payments').ifExists().execute()
}
