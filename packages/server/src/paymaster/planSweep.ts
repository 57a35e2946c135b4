import type { PublicClient } from 'viem'
import type { SweepCursor } from './sweepCursor.ts'

type Block = { number: bigint; timestamp: bigint }

export type PlanSweepParameters = {
  client: Pick<PublicClient, 'getBlock'>
  latest: Block
  /** The chain's cursor: every block up to it read. Undefined before the first pass with something open. */
  cursor: SweepCursor | undefined
  /** Unix seconds: when the oldest open reservation was made (with no cursor, the pass reads from before it); undefined when none is open. */
  oldestOpen: number | undefined
  blocksPerRead: bigint
  readsPerPass: number
  /** The blocks below the head a reorg may still replace: read again by the next pass, not yet counted as read. */
  reorgBlocks: bigint
}

/**
 * One pass's reading: the blocks `from`..`last` (none when `from > last`), and the cursor it leaves
 * (`reached`; block -1 when there is none to keep).
 */
export type SweepPlan = { from: bigint; last: bigint; reached: SweepCursor }

/** With no cursor: the pass starts this long (seconds) before the oldest open reservation, for the chain's clock. */
const clockMarginSeconds = 600

/**
 * Which blocks one settlement pass reads, and how far it may count the chain as read. It starts after
 * the cursor (with none, from the last block before the oldest open reservation, found by a binary
 * search on block times: a pass never starts after a reservation it may have to settle), reads at most
 * `readsPerPass` ranges of `blocksPerRead`, and leaves the cursor `reorgBlocks` below the head, so the
 * next pass reads those blocks again: an operation a reorg moves into one of them is still seen, and a
 * reservation is released only on blocks no reorg is expected to replace. `reached.time` is the time
 * of the cursor's block (0 when unknown: nothing is released on it).
 */
export async function planSweep({ client, latest, cursor, oldestOpen, blocksPerRead, readsPerPass, reorgBlocks }: PlanSweepParameters): Promise<SweepPlan> {
  const confirmed = latest.number > reorgBlocks ? latest.number - reorgBlocks : 0n
  const start = cursor ?? (oldestOpen === undefined ? { block: -1n, time: 0 } : await lastBlockBefore(client, confirmed, oldestOpen - clockMarginSeconds))
  const from = start.block + 1n
  // Nothing open: no logs to read, and the cursor moves to the confirmed head (what is reserved next lands after it, or in the blocks read again).
  const span = oldestOpen === undefined ? 0n : blocksPerRead * BigInt(readsPerPass)
  const last = from + span - 1n < latest.number ? from + span - 1n : latest.number
  const reachedBlock = oldestOpen === undefined ? confirmed : last < confirmed ? last : confirmed
  if (reachedBlock <= start.block) return { from, last, reached: start }
  const time = reachedBlock === latest.number ? Number(latest.timestamp) : Number((await client.getBlock({ blockNumber: reachedBlock })).timestamp)
  return { from, last, reached: { block: reachedBlock, time } }
}

/** The last block up to `upTo` whose time is before `seconds`, with its time ({ block: -1n, time: 0 } when there is none). */
async function lastBlockBefore(client: Pick<PublicClient, 'getBlock'>, upTo: bigint, seconds: number): Promise<SweepCursor> {
  let found: SweepCursor = { block: -1n, time: 0 }
  let low = 0n
  let high = upTo
  while (low <= high) {
    const middle = (low + high) / 2n
    const time = Number((await client.getBlock({ blockNumber: middle })).timestamp)
    if (time < seconds) {
      found = { block: middle, time }
      low = middle + 1n
    } else {
      high = middle - 1n
    }
  }
  return found
}
