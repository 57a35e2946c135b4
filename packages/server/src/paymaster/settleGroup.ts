import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { lockPolicy } from './policy.ts'
import { utcDay } from './reserveSponsorship.ts'

/** An open reservation as the settlement reads it. */
export type OpenReservation = {
  op_hash: string
  project_id: string
  sender: string
  nonce: string
  charged: string
  valid_until: number
  created_at: number
}

/**
 * Settles one project's open reservations for one (chain, sender, nonce), all at once: of what they
 * charged, `actual` (the landed UserOperation's gas cost when it used this project's signature, else
 * 0) stays charged, taken from the oldest first, and the rest goes back to the project's budget and to
 * each reservation's UTC day. One transaction with the policy row locked; a reservation is updated
 * only while still open, so instances settling the same group at once give each refund once.
 *
 * @returns how many reservations this call settled.
 */
export async function settleGroup(db: Kysely<Database>, { chainId, rows, actual, now }: { chainId: number; rows: readonly OpenReservation[]; actual: bigint; now: number }): Promise<number> {
  if (rows.length === 0) return 0
  const ordered = [...rows].sort((a, b) => Number(a.created_at) - Number(b.created_at) || a.op_hash.localeCompare(b.op_hash))
  const projectId = ordered[0]!.project_id
  return db.transaction().execute(async (trx) => {
    const policy = await lockPolicy(trx, projectId)
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
        .where('chain_id', '=', chainId)
        .where('settled_at', 'is', null)
        .executeTakeFirst()
      // Another instance settled it first: its refund is given already.
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
