import type { Kysely } from 'kysely'

/**
 * The paymaster's reservations settled (issue 29): once a sponsored UserOperation lands, the
 * reserved max cost is replaced by its actual gas cost (`actual_cost`, from the EntryPoint's
 * UserOperationEvent); once its signature expires unused, it is released (`actual_cost` '0').
 * `settled_at` null: not settled yet.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('paymaster_sponsorships').addColumn('actual_cost', 'text').execute()
  await db.schema.alterTable('paymaster_sponsorships').addColumn('settled_at', 'bigint').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('paymaster_sponsorships').dropColumn('settled_at').execute()
  await db.schema.alterTable('paymaster_sponsorships').dropColumn('actual_cost').execute()
}
