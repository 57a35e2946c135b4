import type { Kysely } from 'kysely'

/**
 * The paymaster's account and fee rules (issue 35): which account implementations a project sponsors
 * (`safe_accounts`: the kit's Safe, 1 or 0; `account_factories`, `account_code_hashes`: JSON lists the
 * operator adds) and how far fees may go over the chain's base fee (`max_priority_fee_per_gas`, wei as
 * decimal text; `base_fee_percent`). Existing policies get the defaults: the kit's Safe only, 3 gwei of
 * priority fee, 400 % of the base fee.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('paymaster_policies').addColumn('safe_accounts', 'integer', (col) => col.notNull().defaultTo(1)).execute()
  await db.schema.alterTable('paymaster_policies').addColumn('account_factories', 'text', (col) => col.notNull().defaultTo('[]')).execute()
  await db.schema.alterTable('paymaster_policies').addColumn('account_code_hashes', 'text', (col) => col.notNull().defaultTo('[]')).execute()
  await db.schema.alterTable('paymaster_policies').addColumn('max_priority_fee_per_gas', 'text', (col) => col.notNull().defaultTo('3000000000')).execute()
  await db.schema.alterTable('paymaster_policies').addColumn('base_fee_percent', 'integer', (col) => col.notNull().defaultTo(400)).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['base_fee_percent', 'max_priority_fee_per_gas', 'account_code_hashes', 'account_factories', 'safe_accounts']) {
    await db.schema.alterTable('paymaster_policies').dropColumn(column).execute()
  }
}
