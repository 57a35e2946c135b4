import { describe, expect, it } from 'vitest'
import { planSweep } from './planSweep.ts'

/** Block n is 1,000,000 + 2n seconds; it counts the blocks read. */
function chain(head: bigint) {
  const reads: bigint[] = []
  const block = (number: bigint) => ({ number, timestamp: 1_000_000n + 2n * number })
  const client = {
    getBlock: async ({ blockNumber }: { blockNumber: bigint }) => {
      reads.push(blockNumber)
      return block(blockNumber)
    },
  } as unknown as Parameters<typeof planSweep>[0]['client']
  return { client, latest: block(head), reads }
}
const sizes = { blocksPerRead: 5_000n, readsPerPass: 20, reorgBlocks: 64n }

describe('planSweep', () => {
  it('with nothing open reads no blocks and moves the cursor to 64 below the head', async () => {
    const { client, latest } = chain(10_000n)
    expect(await planSweep({ client, latest, cursor: { block: 100n, time: 1_000_200 }, oldestOpen: undefined, ...sizes })).toEqual({
      from: 101n,
      last: 100n,
      reached: { block: 9_936n, time: 1_019_872 },
    })
  })

  it('reads from after the cursor, 20 ranges at most, and leaves the cursor there when the head is further', async () => {
    const { client, latest } = chain(1_000_000n)
    const plan = await planSweep({ client, latest, cursor: { block: 100n, time: 1_000_200 }, oldestOpen: 1_000_300, ...sizes })
    expect(plan).toEqual({ from: 101n, last: 100_100n, reached: { block: 100_100n, time: 1_200_200 } })
  })

  it('near the head reads to it but counts as read only what is 64 blocks below it', async () => {
    const { client, latest } = chain(1_000n)
    expect(await planSweep({ client, latest, cursor: { block: 900n, time: 1_001_800 }, oldestOpen: 1_001_000, ...sizes })).toEqual({
      from: 901n,
      last: 1_000n,
      reached: { block: 936n, time: 1_001_872 },
    })
    // Nothing new below that line: the cursor stays.
    expect((await planSweep({ client, latest, cursor: { block: 950n, time: 1_001_900 }, oldestOpen: 1_001_000, ...sizes })).reached).toEqual({ block: 950n, time: 1_001_900 })
  })

  it('with no cursor starts at the last block 10 minutes before the oldest open reservation, by a binary search', async () => {
    const { client, latest, reads } = chain(1_000_000n)
    const plan = await planSweep({ client, latest, cursor: undefined, oldestOpen: 1_000_000 + 2 * 500_000 + 600, ...sizes })
    expect(plan.from).toBe(500_000n) // block 499,999 is the last before 1,000,000 + 2 × 500,000
    expect(reads.length).toBeLessThan(25)
  })

  it('an RPC behind the cursor: nothing read, the cursor kept', async () => {
    const { client, latest } = chain(500n)
    const plan = await planSweep({ client, latest, cursor: { block: 600n, time: 1_001_200 }, oldestOpen: 1_000_000, ...sizes })
    expect(plan.from > plan.last).toBe(true)
    expect(plan.reached).toEqual({ block: 600n, time: 1_001_200 })
  })
})
