import type { Kysely } from 'kysely'
import type { Address } from 'viem'
import type { Database } from '../db/schema.ts'
import { PaymasterRefusedError } from './errors.ts'
import { lockPolicy, type PaymasterPolicy } from './policy.ts'

export type ReserveSponsorshipParameters = {
  projectId: string
  chainId: number
  sender: Address
  nonce: bigint
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
 * Reserves `maxCost` for one UserOperation, atomically on every instance sharing the database: in one
 * transaction with the project's policy row locked, it re-reads the policy (`check`), refuses a replay
 * (this chain, sender and nonce signed for before, that signature still valid), the account's cap for
 * the UTC day and the project's budget, then records the sponsorship and adds `maxCost` to the day's
 * and the budget's counters. Nothing is reserved when anything refuses. The caller signs only after it
 * resolves.
 *
 * @throws {PaymasterRefusedError} `paymaster_replayed`, `paymaster_account_cap_reached`, `paymaster_budget_exhausted`, or what `check` throws.
 */
export async function reserveSponsorship(db: Kysely<Database>, parameters: ReserveSponsorshipParameters): Promise<void> {
  const { projectId, chainId, sender, nonce, maxCost, validUntil, now } = parameters
  const day = utcDay(now)
  await db.transaction().execute(async (trx) => {
    const policy = await lockPolicy(trx, projectId)
    parameters.check(policy)
    const previous = await trx
      .selectFrom('paymaster_sponsorships')
      .select(['valid_until'])
      .where('chain_id', '=', chainId)
      .where('sender', '=', sender)
      .where('nonce', '=', nonce.toString())
      .executeTakeFirst()
    if (previous && Number(previous.valid_until) * 1000 > now) {
      throw new PaymasterRefusedError('paymaster_replayed', 'This sender and nonce were already sponsored; that signature is still valid', {
        details: { sender, nonce: `0x${nonce.toString(16)}`, validUntil: Number(previous.valid_until) },
      })
    }
    const dayRow = await trx
      .selectFrom('paymaster_account_days')
      .select('spent')
      .where('project_id', '=', projectId)
      .where('sender', '=', sender)
      .where('day', '=', day)
      .executeTakeFirst()
    const daySpent = BigInt(dayRow?.spent ?? '0')
    if (daySpent + maxCost > policy.accountDailyCap) {
      throw new PaymasterRefusedError('paymaster_account_cap_reached', "This account's sponsored gas for today is used up", {
        details: { cap: policy.accountDailyCap.toString(), reserved: daySpent.toString(), requested: maxCost.toString(), day },
      })
    }
    if (policy.spent + maxCost > policy.budget) {
      throw new PaymasterRefusedError('paymaster_budget_exhausted', "The project's gas sponsorship budget is used up", {
        details: { requested: maxCost.toString() },
      })
    }
    const sponsorship = { chain_id: chainId, sender, nonce: nonce.toString(), project_id: projectId, max_cost: maxCost.toString(), valid_until: validUntil, created_at: now, actual_cost: null, settled_at: null }
    if (previous) {
      await trx.updateTable('paymaster_sponsorships').set(sponsorship).where('chain_id', '=', chainId).where('sender', '=', sender).where('nonce', '=', nonce.toString()).execute()
    } else {
      // Another project's reservation of the same (chain, sender, nonce) may commit meanwhile (its lock is
      // another row): the insert then finds it and this one is the replay.
      const inserted = await trx.insertInto('paymaster_sponsorships').values(sponsorship).onConflict((oc) => oc.columns(['chain_id', 'sender', 'nonce']).doNothing()).returning('nonce').executeTakeFirst()
      if (!inserted) throw new PaymasterRefusedError('paymaster_replayed', 'This sender and nonce were already sponsored; that signature is still valid', { details: { sender } })
    }
    const daySpentNext = (daySpent + maxCost).toString()
    await trx
      .insertInto('paymaster_account_days')
      .values({ project_id: projectId, sender, day, spent: daySpentNext })
      .onConflict((oc) => oc.columns(['project_id', 'sender', 'day']).doUpdateSet({ spent: daySpentNext }))
      .execute()
    await trx.updateTable('paymaster_policies').set({ spent: (policy.spent + maxCost).toString(), updated_at: now }).where('project_id', '=', projectId).execute()
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
