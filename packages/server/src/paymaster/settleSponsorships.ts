import type { Kysely } from 'kysely'
import { type Address, getAbiItem, type PublicClient } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import type { Database } from '../db/schema.ts'
import { lockPolicy } from './policy.ts'
import { utcDay } from './reserveSponsorship.ts'

/** The EntryPoint v0.7's event for each UserOperation it ran. */
export const userOperationEvent = getAbiItem({ abi: entryPoint07Abi, name: 'UserOperationEvent' })

export type SettleSponsorshipsParameters = {
  chainId: number
  /** Reads the chain's EntryPoint logs. */
  client: Pick<PublicClient, 'getLogs' | 'getBlockNumber'>
  entryPoint: Address
  /** This server's VerifyingPaymaster on the chain. */
  paymaster: Address
  /** ms. */
  now: number
  /** How many blocks back to look for the UserOperations (a reservation lives minutes). Default 5,000. */
  lookbackBlocks?: bigint | undefined
  /** At most this many expired reservations released per call (the longest expired first). Default 200. */
  limit?: number | undefined
  /** After validUntil, how long before an unseen reservation is released (the chain's clock may lag ours), ms. Default 60,000. */
  graceMs?: number | undefined
}

/**
 * Settles the paymaster's open reservations on a chain: one whose UserOperation landed (the
 * EntryPoint's UserOperationEvent for that sender, nonce and paymaster, read with one `eth_getLogs`
 * over the look-back) is charged its actual gas cost instead of the reserved max; one whose
 * signature expired unseen is released (charged 0). The difference goes back to the project's
 * budget and the account's day (the day it was reserved). Only the reservations that landed or
 * expired are read, so however many are still pending, none that landed waits behind them.
 * Each settlement is one transaction with the policy row locked and the reservation updated only
 * while still open, so instances sharing the database never refund twice.
 *
 * @returns how many reservations this call settled.
 */
export async function settleSponsorships(db: Kysely<Database>, parameters: SettleSponsorshipsParameters): Promise<number> {
  const { chainId, client, entryPoint, paymaster, now, lookbackBlocks = 5_000n, limit = 200, graceMs = 60_000 } = parameters
  const open = () =>
    db
      .selectFrom('paymaster_sponsorships')
      .select(['sender', 'nonce', 'project_id', 'max_cost', 'valid_until', 'created_at'])
      .where('chain_id', '=', chainId)
      .where('settled_at', 'is', null)
  // Nothing open (the usual case): no chain read.
  if (!(await open().limit(1).executeTakeFirst())) return 0
  const latest = await client.getBlockNumber()
  const fromBlock = latest > lookbackBlocks ? latest - lookbackBlocks : 0n
  const logs = await client.getLogs({ address: entryPoint, event: userOperationEvent, args: { paymaster }, fromBlock, toBlock: latest })
  const costs = new Map<string, bigint>()
  for (const log of logs) {
    const { sender, nonce, actualGasCost } = log.args
    if (sender && nonce !== undefined && actualGasCost !== undefined) costs.set(`${sender.toLowerCase()}:${nonce}`, actualGasCost)
  }
  // Senders as the reservations store them (checksummed) and lowercase; a few hundred per query.
  const senders = [...new Set(logs.flatMap((log) => (log.args.sender ? [log.args.sender, log.args.sender.toLowerCase()] : [])))]
  const rows = new Map<string, OpenRow & { valid_until: number }>()
  for (let i = 0; i < senders.length; i += 500) {
    for (const row of await open().where('sender', 'in', senders.slice(i, i + 500)).execute()) rows.set(`${row.sender.toLowerCase()}:${row.nonce}`, row)
  }
  const expiredBefore = Math.floor((now - graceMs) / 1000)
  for (const row of await open().where('valid_until', '<=', expiredBefore).orderBy('valid_until').limit(limit).execute()) rows.set(`${row.sender.toLowerCase()}:${row.nonce}`, row)
  let settled = 0
  for (const [key, row] of rows) {
    const landed = costs.get(key)
    if (landed === undefined && Number(row.valid_until) > expiredBefore) continue // pending: it may still land
    const maxCost = BigInt(row.max_cost)
    const actual = landed ?? 0n
    if (await settleOne(db, { chainId, row, actual: actual < maxCost ? actual : maxCost, now })) settled += 1
  }
  return settled
}

type OpenRow = { sender: string; nonce: string; project_id: string; max_cost: string; created_at: number }

async function settleOne(db: Kysely<Database>, { chainId, row, actual, now }: { chainId: number; row: OpenRow; actual: bigint; now: number }): Promise<boolean> {
  const refund = BigInt(row.max_cost) - actual
  return db.transaction().execute(async (trx) => {
    const policy = await lockPolicy(trx, row.project_id)
    const updated = await trx
      .updateTable('paymaster_sponsorships')
      .set({ actual_cost: actual.toString(), settled_at: now })
      .where('chain_id', '=', chainId)
      .where('sender', '=', row.sender)
      .where('nonce', '=', row.nonce)
      .where('settled_at', 'is', null)
      .executeTakeFirst()
    // Another instance settled it first (or a new reservation replaced it): nothing to give back.
    if (Number(updated.numUpdatedRows) === 0) return false
    const spent = policy.spent > refund ? policy.spent - refund : 0n
    await trx.updateTable('paymaster_policies').set({ spent: spent.toString(), updated_at: now }).where('project_id', '=', row.project_id).execute()
    const day = utcDay(Number(row.created_at))
    const dayRow = await trx.selectFrom('paymaster_account_days').select('spent').where('project_id', '=', row.project_id).where('sender', '=', row.sender).where('day', '=', day).executeTakeFirst()
    if (dayRow) {
      const daySpent = BigInt(dayRow.spent)
      await trx
        .updateTable('paymaster_account_days')
        .set({ spent: (daySpent > refund ? daySpent - refund : 0n).toString() })
        .where('project_id', '=', row.project_id)
        .where('sender', '=', row.sender)
        .where('day', '=', day)
        .execute()
    }
    return true
  })
}
