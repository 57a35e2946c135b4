import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { lockPolicy } from './policy.ts'
import { utcDay } from './reserveSponsorship.ts'

/** One project's reservations for one (chain, sender, nonce): what a settlement settles at once. */
export type ReservationGroup = { projectId: string; chainId: number; sender: string; nonce: string }

/**
 * What the chain said of the group's nonce:
 * - `landed`: the EntryPoint ran a UserOperation of this sender and nonce through this paymaster, at
 *   `cost`; the group keeps that cost when one of its signatures is `opHash` (or, with `legacyOwns`,
 *   when it holds a reservation made before reservations had their hash), else it is all released;
 * - `expired`: the sweep has read every block up to one whose time is `before`; the group is released
 *   only if every one of its open signatures ends before it (one still valid may land yet).
 */
export type GroupOutcome = { landed: { opHash: string; cost: bigint; legacyOwns: boolean } } | { expiredBefore: number }

/**
 * Settles one project's open reservations for one (chain, sender, nonce), all at once, deciding from
 * the rows as they are under the project's policy lock (so a signature for the nonce reserved while
 * the sweep was reading is never left charged less than it may cost): of what they charged, the landed
 * cost (when it used this project's signature) stays charged, taken from the oldest first, and the rest
 * goes back to the project's budget and to each reservation's UTC day. One transaction; a reservation
 * is updated only while still open, so instances settling the same group at once give each refund once.
 *
 * @returns how many reservations this call settled.
 */
export async function settleGroup(db: Kysely<Database>, group: ReservationGroup, outcome: GroupOutcome, now: number): Promise<number> {
  const { projectId, chainId, sender, nonce } = group
  return db.transaction().execute(async (trx) => {
    const policy = await lockPolicy(trx, projectId)
    const rows = await trx
      .selectFrom('paymaster_reservations')
      .select(['op_hash', 'sender', 'charged', 'valid_until', 'created_at'])
      .where('project_id', '=', projectId)
      .where('chain_id', '=', chainId)
      .where('sender', '=', sender)
      .where('nonce', '=', nonce)
      .where('settled_at', 'is', null)
      .execute()
    if (rows.length === 0) return 0
    let actual = 0n
    if ('landed' in outcome) {
      const { opHash, cost, legacyOwns } = outcome.landed
      const owns = rows.some((row) => row.op_hash.toLowerCase() === opHash.toLowerCase() || (legacyOwns && row.op_hash.startsWith('legacy:')))
      actual = owns ? cost : 0n
    } else if (rows.some((row) => Number(row.valid_until) >= outcome.expiredBefore)) {
      return 0
    }
    const ordered = [...rows].sort((a, b) => Number(a.created_at) - Number(b.created_at) || a.op_hash.localeCompare(b.op_hash))
    let remaining = actual
    let refunded = 0n
    let settled = 0
    for (const row of ordered) {
      const charged = BigInt(row.charged)
      const kept = charged < remaining ? charged : remaining
      remaining -= kept
      const updated = await trx
        .updateTable('paymaster_reservations')
        .set({ actual_cost: kept.toString(), settled_at: now })
        .where('op_hash', '=', row.op_hash)
        .where('project_id', '=', projectId)
        .where('settled_at', 'is', null)
        .executeTakeFirst()
      // Settled meanwhile by another instance (a project with no policy row has no lock to wait on): refunded already.
      if (Number(updated.numUpdatedRows) === 0) continue
      settled += 1
      const refund = charged - kept
      if (refund === 0n) continue
      refunded += refund
      const day = utcDay(Number(row.created_at))
      const dayRow = await trx.selectFrom('paymaster_account_days').select('spent').where('project_id', '=', projectId).where('sender', '=', row.sender).where('day', '=', day).executeTakeFirst()
      if (dayRow) {
        const daySpent = BigInt(dayRow.spent)
        await trx
          .updateTable('paymaster_account_days')
          .set({ spent: (daySpent > refund ? daySpent - refund : 0n).toString() })
          .where('project_id', '=', projectId)
          .where('sender', '=', row.sender)
          .where('day', '=', day)
          .execute()
      }
    }
    if (refunded > 0n) {
      const spent = policy.spent > refunded ? policy.spent - refunded : 0n
      await trx.updateTable('paymaster_policies').set({ spent: spent.toString(), updated_at: now }).where('project_id', '=', projectId).execute()
    }
    return settled
  })
}
