import type { Kysely } from 'kysely'
import type { Address, Hex } from 'viem'
import type { Database } from '../db/schema.ts'
import { PaymasterRefusedError } from './errors.ts'
import { lockPolicy, type PaymasterPolicy } from './policy.ts'

export type ReserveSponsorshipParameters = {
  projectId: string
  chainId: number
  sender: Address
  nonce: bigint
  /** The EntryPoint's userOpHash of the UserOperation as signed (its paymaster data included): the reservation's key. */
  opHash: Hex
  /** The UserOperation's max gas cost (wei). */
  maxCost: bigint
  /** Unix seconds: the signature's end. */
  validUntil: number
  /** ms. */
  now: number
  /** Checks the policy (locked, current) allows the request: the caller's chain and target rules. */
  check(policy: PaymasterPolicy): void
}

/** `YYYY-MM-DD` (UTC) of `now` ms. */
export const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10)

/**
 * Reserves one signature's gas, atomically on every instance sharing the database: in one transaction
 * with the project's policy row locked, it re-reads the policy (`check`), then charges the project
 * what this signature adds to its exposure for the (chain, sender, nonce): the EntryPoint takes each
 * nonce once, so of all the signatures for it only one UserOperation can ever land, and the project is
 * charged the largest max cost among its open signatures for it, not their sum. So signing the same
 * sender and nonce again (a wallet retrying, or a stranger asking for someone else's account) never
 * refuses and never charges twice; after a signature expires unsettled, the next one is charged only
 * above what the open one still holds (nothing is overwritten or lost). The charge is checked against
 * the account's cap for the UTC day and the project's budget; nothing is recorded when anything
 * refuses. The caller answers with the signature only after it resolves.
 *
 * @throws {PaymasterRefusedError} `paymaster_account_cap_reached`, `paymaster_budget_exhausted`, or what `check` throws.
 */
export async function reserveSponsorship(db: Kysely<Database>, parameters: ReserveSponsorshipParameters): Promise<void> {
  const { projectId, chainId, sender, nonce, opHash, maxCost, validUntil, now } = parameters
  const day = utcDay(now)
  await db.transaction().execute(async (trx) => {
    const policy = await lockPolicy(trx, projectId)
    parameters.check(policy)
    const open = await trx
      .selectFrom('paymaster_reservations')
      .select('max_cost')
      .where('project_id', '=', projectId)
      .where('chain_id', '=', chainId)
      .where('sender', '=', sender)
      .where('nonce', '=', nonce.toString())
      .where('settled_at', 'is', null)
      .execute()
    const held = open.reduce((most, row) => (BigInt(row.max_cost) > most ? BigInt(row.max_cost) : most), 0n)
    const charge = maxCost > held ? maxCost - held : 0n
    const dayRow = await trx
      .selectFrom('paymaster_account_days')
      .select('spent')
      .where('project_id', '=', projectId)
      .where('sender', '=', sender)
      .where('day', '=', day)
      .executeTakeFirst()
    const daySpent = BigInt(dayRow?.spent ?? '0')
    if (daySpent + charge > policy.accountDailyCap) {
      throw new PaymasterRefusedError('paymaster_account_cap_reached', "This account's sponsored gas for today is used up", {
        details: { cap: policy.accountDailyCap.toString(), reserved: daySpent.toString(), requested: charge.toString(), day },
      })
    }
    if (policy.spent + charge > policy.budget) {
      throw new PaymasterRefusedError('paymaster_budget_exhausted', "The project's gas sponsorship budget is used up", {
        details: { requested: charge.toString() },
      })
    }
    const inserted = await trx
      .insertInto('paymaster_reservations')
      .values({ op_hash: opHash, project_id: projectId, chain_id: chainId, sender, nonce: nonce.toString(), max_cost: maxCost.toString(), charged: charge.toString(), valid_until: validUntil, created_at: now, actual_cost: null, settled_at: null })
      .onConflict((oc) => oc.columns(['op_hash', 'project_id']).doNothing())
      .returning('op_hash')
      .executeTakeFirst()
    // The very same signature asked for twice (the same operation in the same second): reserved already.
    if (!inserted || charge === 0n) return
    const daySpentNext = (daySpent + charge).toString()
    await trx
      .insertInto('paymaster_account_days')
      .values({ project_id: projectId, sender, day, spent: daySpentNext })
      .onConflict((oc) => oc.columns(['project_id', 'sender', 'day']).doUpdateSet({ spent: daySpentNext }))
      .execute()
    await trx.updateTable('paymaster_policies').set({ spent: (policy.spent + charge).toString(), updated_at: now }).where('project_id', '=', projectId).execute()
  })
}

/**
 * For the stub (no gas known yet, nothing reserved): refuses at once when the account's day or the
 * project's budget is already used up, so a wallet learns before estimating gas. Advisory: the
 * reservation decides.
 *
 * @throws {PaymasterRefusedError} `paymaster_account_cap_reached`, `paymaster_budget_exhausted`.
 */
export async function assertHeadroom(db: Kysely<Database>, policy: PaymasterPolicy, { projectId, sender, now }: { projectId: string; sender: Address; now: number }): Promise<void> {
  if (policy.spent >= policy.budget) throw new PaymasterRefusedError('paymaster_budget_exhausted', "The project's gas sponsorship budget is used up")
  const day = utcDay(now)
  const row = await db.selectFrom('paymaster_account_days').select('spent').where('project_id', '=', projectId).where('sender', '=', sender).where('day', '=', day).executeTakeFirst()
  if (BigInt(row?.spent ?? '0') >= policy.accountDailyCap) {
    throw new PaymasterRefusedError('paymaster_account_cap_reached', "This account's sponsored gas for today is used up", { details: { cap: policy.accountDailyCap.toString(), day } })
  }
}
