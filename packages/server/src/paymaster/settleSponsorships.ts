import type { Kysely } from 'kysely'
import { type Address, getAbiItem, type PublicClient } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import type { Database } from '../db/schema.ts'
import { planSweep } from './planSweep.ts'
import { type ReservationGroup, settleGroup } from './settleGroup.ts'
import { advanceSweepCursor, readSweepCursor } from './sweepCursor.ts'

/** The EntryPoint v0.7's event for each UserOperation it ran. */
export const userOperationEvent = getAbiItem({ abi: entryPoint07Abi, name: 'UserOperationEvent' })

export type SettleSponsorshipsParameters = {
  chainId: number
  /** Reads the chain's blocks and EntryPoint logs. */
  client: Pick<PublicClient, 'getLogs' | 'getBlock'>
  entryPoint: Address
  /** This server's VerifyingPaymaster on the chain. */
  paymaster: Address
  /** ms. */
  now: number
  /** Blocks per `eth_getLogs` (RPC providers cap the range). Default 5,000. */
  blocksPerRead?: bigint | undefined
  /** At most this many `eth_getLogs` per pass; a chain further behind catches up over the next passes. Default 20. */
  readsPerPass?: number | undefined
  /** Blocks below the head a reorg may still replace: read again by the next pass, and no reservation released on them. Default 64. */
  reorgBlocks?: bigint | undefined
  /** At most this many expired reservations released per pass (the longest expired first). Default 200. */
  limit?: number | undefined
}

const openOn = (db: Kysely<Database>, chainId: number) =>
  db.selectFrom('paymaster_reservations').select(['op_hash', 'project_id', 'sender', 'nonce', 'created_at']).where('chain_id', '=', chainId).where('settled_at', 'is', null)

/**
 * One settlement pass over a chain. The chain is read from the block after the last one swept (kept
 * per chain in the database, shared by every instance; see `planSweep`), in bounded `eth_getLogs`
 * ranges, so an outage of any length is caught up and no UserOperation that landed is missed; the
 * last `reorgBlocks` blocks are read again by the next pass. A landed one (the EntryPoint's
 * UserOperationEvent through this paymaster) settles every open reservation of its sender and nonce:
 * the project whose signature it used (matched by userOpHash) keeps its actual gas cost, every other
 * signature for that nonce is released. A project's signatures for a nonce are released unseen only
 * once the sweep has read (below `reorgBlocks`) a block whose time is past every one's `validUntil`
 * (the EntryPoint refuses them in every later block); which ones may be released is chosen in the
 * query, so nonces a newer signature keeps open never hold back the others, and decided again under
 * the project's lock (`settleGroup`). While nothing is open, a pass reads no logs.
 *
 * @returns how many reservations this pass settled.
 */
export async function settleSponsorships(db: Kysely<Database>, parameters: SettleSponsorshipsParameters): Promise<number> {
  const { chainId, client, entryPoint, paymaster, now, blocksPerRead = 5_000n, readsPerPass = 20, reorgBlocks = 64n, limit = 200 } = parameters
  // Read before looking for open reservations: one made after the look cannot land at or before it.
  const latest = await client.getBlock({ blockTag: 'latest' })
  const cursor = await readSweepCursor(db, chainId)
  const oldest = await openOn(db, chainId).orderBy('created_at').limit(1).executeTakeFirst()
  const oldestOpen = oldest ? Math.floor(Number(oldest.created_at) / 1000) : undefined
  const plan = await planSweep({ client, latest, cursor, oldestOpen, blocksPerRead, readsPerPass, reorgBlocks })
  const logs = []
  for (let start = plan.from; start <= plan.last; start += blocksPerRead) {
    const end = start + blocksPerRead - 1n < plan.last ? start + blocksPerRead - 1n : plan.last
    logs.push(...(await client.getLogs({ address: entryPoint, event: userOperationEvent, args: { paymaster }, fromBlock: start, toBlock: end })))
  }

  let settled = 0
  for (const log of logs) {
    const { userOpHash, sender, nonce, actualGasCost } = log.args
    if (!userOpHash || !sender || nonce === undefined || actualGasCost === undefined) continue
    const rows = await openOn(db, chainId).where('sender', 'in', [sender, sender.toLowerCase()]).where('nonce', '=', nonce.toString()).execute()
    // The signature it used (two projects asking for the very same operation got the same one: both keep the
    // cost); with none, a reservation made before reservations had their hash (`legacy:…`) by its sender and nonce alone.
    const legacyOwns = !rows.some((row) => row.op_hash.toLowerCase() === userOpHash.toLowerCase())
    for (const group of groupsOf(chainId, rows)) settled += await settleGroup(db, group, { landed: { opHash: userOpHash, cost: actualGasCost, legacyOwns } }, now)
  }

  const expiredBefore = plan.reached.time
  // Reservations whose project holds no signature still valid for their nonce (`newer`): releasable.
  const expired = await openOn(db, chainId)
    .where('valid_until', '<', expiredBefore)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('paymaster_reservations as newer')
            .select('newer.op_hash')
            .whereRef('newer.project_id', '=', 'paymaster_reservations.project_id')
            .whereRef('newer.chain_id', '=', 'paymaster_reservations.chain_id')
            .whereRef('newer.sender', '=', 'paymaster_reservations.sender')
            .whereRef('newer.nonce', '=', 'paymaster_reservations.nonce')
            .where('newer.settled_at', 'is', null)
            .where('newer.valid_until', '>=', expiredBefore),
        ),
      ),
    )
    .orderBy('valid_until')
    .limit(limit)
    .execute()
  for (const group of groupsOf(chainId, expired)) settled += await settleGroup(db, group, { expiredBefore }, now)
  if (plan.reached.block >= 0n) await advanceSweepCursor(db, chainId, plan.reached, now)
  return settled
}

/** The distinct (project, sender, nonce) groups of `rows`. */
function groupsOf(chainId: number, rows: readonly { project_id: string; sender: string; nonce: string }[]): ReservationGroup[] {
  const groups = new Map<string, ReservationGroup>()
  for (const row of rows) groups.set(`${row.project_id}\n${row.sender}\n${row.nonce}`, { projectId: row.project_id, chainId, sender: row.sender, nonce: row.nonce })
  return [...groups.values()]
}
