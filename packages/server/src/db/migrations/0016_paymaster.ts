import type { Kysely } from 'kysely'

/**
 * Gas sponsorship (issue 29): each project's paymaster policy (on/off, chains, targets, the cap per
 * account per day and the budget, with what was reserved against it), what each account reserved per
 * UTC day, and every signed sponsorship by (chain, sender, nonce), which is how a replay is told.
 * Wei amounts are decimal text: they pass 2^63.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('paymaster_policies')
    .addColumn('project_id', 'text', (col) => col.primaryKey())
    .addColumn('enabled', 'integer', (col) => col.notNull())
    .addColumn('chains', 'text', (col) => col.notNull())
    .addColumn('targets', 'text')
    .addColumn('account_daily_cap', 'text', (col) => col.notNull())
    .addColumn('budget', 'text', (col) => col.notNull())
    .addColumn('spent', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('paymaster_account_days')
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('sender', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('spent', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('paymaster_account_days_pk', ['project_id', 'sender', 'day'])
    .execute()

  await db.schema
    .createTable('paymaster_sponsorships')
    .addColumn('chain_id', 'bigint', (col) => col.notNull())
    .addColumn('sender', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('project_id', 'text', (col) => col.notNull())
    .addColumn('max_cost', 'text', (col) => col.notNull())
    .addColumn('valid_until', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('paymaster_sponsorships_pk', ['chain_id', 'sender', 'nonce'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('paymaster_sponsorships').ifExists().execute()
  await db.schema.dropTable('paymaster_account_days').ifExists().execute()
  await db.schema.dropTable('paymaster_policies').ifExists().execute()
}
