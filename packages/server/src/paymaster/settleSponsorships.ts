import type { Kysely } from 'kysely'
import { type Address, getAbiItem, type PublicClient } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import type { Database } from '../db/schema.ts'
import { type OpenReservation, settleGroup } from './settleGroup.ts'
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
  /** With no cursor yet (a server that settled before cursors existed): how far back the first pass reads. Default 5,000 blocks. */
  firstLookbackBlocks?: bigint | undefined
  /** At most this many expired reservations looked at per pass (the longest expired first). Default 200. */
  limit?: number | undefined
}

const openOn = (db: Kysely<Database>, chainId: number) =>
  db.selectFrom('paymaster_reservations').select(['op_hash', 'project_id', 'sender', 'nonce', 'charged', 'valid_until', 'created_at']).where('chain_id', '=', chainId).where('settled_at', 'is', null)

/**
 * One settlement pass over a chain. The chain is read from the block after the last one swept (kept
 * per chain in the database, shared by every instance), in bounded `eth_getLogs` ranges, so an outage
 * of any length is caught up and no UserOperation that landed is missed. A landed one (the
 * EntryPoint's UserOperationEvent through this paymaster) settles every open reservation of its
 * sender and nonce: the project whose signature it used (matched by userOpHash) keeps its actual gas
 * cost, every other signature for that nonce is released. A reservation is released unseen only once
 * the sweep has read a block whose time is past its `validUntil` (the EntryPoint refuses it in every
 * later block), and only with every other open signature of its project for that nonce. While nothing
 * is open, a pass reads only the latest block (to move the cursor) and no logs.
 *
 * @returns how many reservations this pass settled.
 */
export async function settleSponsorships(db: Kysely<Database>, parameters: SettleSponsorshipsParameters): Promise<number> {
  const { chainId, client, entryPoint, paymaster, now, blocksPerRead = 5_000n, readsPerPass = 20, firstLookbackBlocks = 5_000n, limit = 200 } = parameters
  // Read before looking for open reservations: one made after the look cannot land at or before it.
  const latest = await client.getBlock({ blockTag: 'latest' })
  if (!(await openOn(db, chainId).limit(1).executeTakeFirst())) {
    await advanceSweepCursor(db, chainId, { block: latest.number, time: Number(latest.timestamp) }, now)
    return 0
  }
  const cursor = await readSweepCursor(db, chainId)
  const from = cursor ? cursor.block + 1n : latest.number > firstLookbackBlocks ? latest.number - firstLookbackBlocks : 0n
  const span = blocksPerRead * BigInt(readsPerPass)
  const last = from > latest.number ? (cursor?.block ?? latest.number) : from + span - 1n < latest.number ? from + span - 1n : latest.number
  const logs = []
  for (let start = from; start <= last; start += blocksPerRead) {
    const end = start + blocksPerRead - 1n < last ? start + blocksPerRead - 1n : last
    logs.push(...(await client.getLogs({ address: entryPoint, event: userOperationEvent, args: { paymaster }, fromBlock: start, toBlock: end })))
  }
  const reachedTime = last === latest.number ? Number(latest.timestamp) : last === cursor?.block ? cursor.time : Number((await client.getBlock({ blockNumber: last })).timestamp)

  let settled = 0
  for (const log of logs) {
    const { userOpHash, sender, nonce, actualGasCost } = log.args
    if (!sender || nonce === undefined || actualGasCost === undefined) continue
    const rows = await openOn(db, chainId).where('sender', 'in', [sender, sender.toLowerCase()]).where('nonce', '=', nonce.toString()).execute()
    // The signature it used (two projects asking for the very same operation got the same one: both keep the
    // cost); a reservation made before reservations had their hash (`legacy:…`) by its sender and nonce alone.
    const hash = userOpHash?.toLowerCase()
    const used = rows.filter((row) => row.op_hash.toLowerCase() === hash)
    const owners = used.length > 0 ? used : rows.filter((row) => row.op_hash.startsWith('legacy:'))
    for (const group of byProject(rows)) {
      settled += await settleGroup(db, { chainId, rows: group, actual: group.some((row) => owners.includes(row)) ? actualGasCost : 0n, now })
    }
  }

  const expired = await openOn(db, chainId).where('valid_until', '<', reachedTime).orderBy('valid_until').limit(limit).execute()
  const keys = new Set(expired.map((row) => `${row.sender}:${row.nonce}`))
  for (const key of keys) {
    const [sender, nonce] = key.split(':') as [string, string]
    const rows = await openOn(db, chainId).where('sender', '=', sender).where('nonce', '=', nonce).execute()
    for (const group of byProject(rows)) {
      // A signature of the group still valid may land yet: the group waits for it.
      if (group.every((row) => Number(row.valid_until) < reachedTime)) settled += await settleGroup(db, { chainId, rows: group, actual: 0n, now })
    }
  }
  await advanceSweepCursor(db, chainId, { block: last, time: reachedTime }, now)
  return settled
}

function byProject(rows: readonly OpenReservation[]): OpenReservation[][] {
  const groups = new Map<string, OpenReservation[]>()
  for (const row of rows) groups.set(row.project_id, [...(groups.get(row.project_id) ?? []), row])
  return [...groups.values()]
}
