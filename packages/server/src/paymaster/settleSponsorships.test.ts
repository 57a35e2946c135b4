import { type Address, type Hex, numberToHex, pad } from 'viem'
import { describe, expect, it } from 'vitest'
import { createProject } from '../projects/projects.ts'
import { databaseKinds, useTestDatabase } from '../testing/databases.ts'
import { entryPoint07, testPaymasterAddress } from '../testing/paymaster.ts'
import { getPaymasterPolicy, setPaymasterPolicy } from './policy.ts'
import { reserveSponsorship } from './reserveSponsorship.ts'
import { settleSponsorships } from './settleSponsorships.ts'

const sender = '0x00000000000000000000000000000000000000AA' as Address
type Landed = { block: bigint; opHash: Hex; sender: Address; nonce: bigint; cost: bigint }

/**
 * A chain whose block n is `start + 2n` seconds old, up to `head`, with the paymaster's
 * UserOperationEvents `landed`; it counts its reads and answers eth_getLogs over the range asked only.
 */
function fakeChain(start: number) {
  const chain = { head: 100n, landed: [] as Landed[], reads: { logs: 0, blocks: 0, widest: 0n } }
  const block = (number: bigint) => ({ number, timestamp: BigInt(start) + number * 2n })
  const client = {
    getBlock: async (args: { blockTag?: 'latest'; blockNumber?: bigint }) => {
      chain.reads.blocks += 1
      return block(args.blockNumber ?? chain.head)
    },
    getLogs: async ({ fromBlock, toBlock }: { fromBlock: bigint; toBlock: bigint }) => {
      chain.reads.logs += 1
      if (toBlock - fromBlock + 1n > chain.reads.widest) chain.reads.widest = toBlock - fromBlock + 1n
      return chain.landed
        .filter((op) => op.block >= fromBlock && op.block <= toBlock)
        .map((op) => ({ blockNumber: op.block, args: { userOpHash: op.opHash, sender: op.sender, nonce: op.nonce, actualGasCost: op.cost, paymaster: testPaymasterAddress, success: true } }))
    },
  }
  return { chain, timeOf: (number: bigint) => Number(block(number).timestamp), client: client as unknown as Parameters<typeof settleSponsorships>[1]['client'] }
}

const opHash = (n: number) => pad(numberToHex(n), { size: 32 })

describe.each(databaseKinds)('settleSponsorships (%s)', (kind) => {
  const database = useTestDatabase(kind)
  const now = Date.now()
  const setUp = async () => {
    const { db } = database.get()
    await createProject(db, { name: 'Shop', id: 'p' })
    await setPaymasterPolicy(db, 'p', { enabled: true, chains: [31337], targets: null })
    return db
  }
  const reserveOn = (db: Awaited<ReturnType<typeof setUp>>, parameters: { projectId?: string; sender?: Address; nonce?: bigint; hash: number; maxCost?: bigint; validUntil: number; at?: number }) =>
    reserveSponsorship(db, { projectId: parameters.projectId ?? 'p', chainId: 31337, sender: parameters.sender ?? sender, nonce: parameters.nonce ?? 0n, opHash: opHash(parameters.hash), maxCost: parameters.maxCost ?? 5_000n, validUntil: parameters.validUntil, now: parameters.at ?? now, check: () => undefined })

  it('reads no logs while nothing is open; one eth_getLogs for all; a landed one is settled behind 250 older ones still pending', async () => {
    const db = database.get().db
    const { chain, client } = fakeChain(Math.floor(now / 1000) - 200)
    const settle = () => settleSponsorships(db, { chainId: 31337, client, entryPoint: entryPoint07, paymaster: testPaymasterAddress, now })
    expect(await settle()).toBe(0)
    expect(chain.reads.logs).toBe(0)
    await setUp()
    const validUntil = Math.floor(now / 1000) + 600
    for (let i = 0; i < 250; i++) await reserveOn(db, { sender: numberToHex(0x1000 + i, { size: 20 }), hash: 0x1000 + i, validUntil, at: now - 1_000 + i })
    await reserveOn(db, { hash: 1, validUntil })
    chain.head = 110n
    chain.landed.push({ block: 105n, opHash: opHash(1), sender, nonce: 0n, cost: 1_000n })
    expect(await settle()).toBe(1)
    expect(chain.reads.logs).toBe(1)
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(250n * 5_000n + 1_000n)
    expect(await db.selectFrom('paymaster_reservations').select('sender').where('settled_at', 'is not', null).execute()).toEqual([{ sender }])
  }, 30_000)

  it('keeps the budget exact through reserve, expiry unsettled, a new signature for the nonce, and its landing (issue 35, finding 4)', async () => {
    // Before: the second reservation overwrote the first, whose charge was never given back (spent 2x, for ever).
    const db = await setUp()
    const { chain, client, timeOf } = fakeChain(Math.floor(now / 1000))
    const settle = () => settleSponsorships(db, { chainId: 31337, client, entryPoint: entryPoint07, paymaster: testPaymasterAddress, now })
    await settle() // the cursor: block 100
    await reserveOn(db, { hash: 1, validUntil: timeOf(150n) })
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(5_000n)
    // The first signature is past its validUntil on the chain but not yet released; the wallet signs the nonce again.
    chain.head = 200n
    await reserveOn(db, { hash: 2, validUntil: timeOf(400n), at: now + 1 })
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(5_000n)
    expect(await settle()).toBe(0) // the second is still valid: the nonce may land with it
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(5_000n)
    chain.landed.push({ block: 250n, opHash: opHash(2), sender, nonce: 0n, cost: 1_200n })
    chain.head = 260n
    expect(await settle()).toBe(2)
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(1_200n)
    const day = await db.selectFrom('paymaster_account_days').select('spent').where('project_id', '=', 'p').executeTakeFirstOrThrow()
    expect(BigInt(day.spent)).toBe(1_200n)
  }, 30_000)

  it('keeps spent and each UTC day exact at every step: reserve, expire, release, re-reserve, expire unreleased, re-sign the next day, land, settle', async () => {
    const db = await setUp()
    const t0 = Date.UTC(2026, 10, 27, 23, 59) // a minute before midnight (UTC)
    const { chain, client, timeOf } = fakeChain(Math.floor(t0 / 1000))
    const settle = () => settleSponsorships(db, { chainId: 31337, client, entryPoint: entryPoint07, paymaster: testPaymasterAddress, now: t0, reorgBlocks: 0n })
    const totals = async () => {
      const days = await db.selectFrom('paymaster_account_days').select(['day', 'spent']).where('project_id', '=', 'p').where('sender', '=', sender).execute()
      const of = (day: string) => BigInt(days.find((row) => row.day === day)?.spent ?? '0')
      return { spent: (await getPaymasterPolicy(db, 'p')).spent, first: of('2026-11-27'), second: of('2026-11-28') }
    }
    await settle() // the cursor: block 100
    await reserveOn(db, { hash: 1, validUntil: timeOf(150n), at: t0 })
    expect(await totals()).toEqual({ spent: 5_000n, first: 5_000n, second: 0n })
    chain.head = 200n
    expect(await settle()).toBe(1) // expired, nothing landed: released
    expect(await totals()).toEqual({ spent: 0n, first: 0n, second: 0n })
    await reserveOn(db, { hash: 2, validUntil: timeOf(400n), at: t0 + 1 })
    expect(await totals()).toEqual({ spent: 5_000n, first: 5_000n, second: 0n })
    // Past its validUntil, not yet released; the next day the nonce is signed again for more gas: charged only the difference.
    chain.head = 500n
    await reserveOn(db, { hash: 3, maxCost: 7_000n, validUntil: timeOf(1_000n), at: t0 + 120_000 })
    expect(await totals()).toEqual({ spent: 7_000n, first: 5_000n, second: 2_000n })
    expect(await settle()).toBe(0) // the new one may still land
    expect(await totals()).toEqual({ spent: 7_000n, first: 5_000n, second: 2_000n })
    chain.landed.push({ block: 600n, opHash: opHash(3), sender, nonce: 0n, cost: 6_500n })
    chain.head = 700n
    expect(await settle()).toBe(2)
    // The landed cost stays charged, the oldest reservation's charge first; the rest goes back to its day.
    expect(await totals()).toEqual({ spent: 6_500n, first: 5_000n, second: 1_500n })
    expect(await settle()).toBe(0)
    expect(await totals()).toEqual({ spent: 6_500n, first: 5_000n, second: 1_500n })
  }, 30_000)

  it("charges the landed cost to the project whose signature it used, and releases a stranger's for the same nonce", async () => {
    const db = await setUp()
    await createProject(db, { name: 'Other', id: 'q' })
    await setPaymasterPolicy(db, 'q', { enabled: true, chains: [31337], targets: null })
    const { chain, client, timeOf } = fakeChain(Math.floor(now / 1000))
    await reserveOn(db, { projectId: 'q', hash: 7, validUntil: timeOf(400n) })
    await reserveOn(db, { projectId: 'p', hash: 8, validUntil: timeOf(400n) })
    chain.landed.push({ block: 90n, opHash: opHash(8), sender, nonce: 0n, cost: 900n })
    expect(await settleSponsorships(db, { chainId: 31337, client, entryPoint: entryPoint07, paymaster: testPaymasterAddress, now })).toBe(2)
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(900n)
    expect((await getPaymasterPolicy(db, 'q')).spent).toBe(0n)
  }, 30_000)

  it('catches up after an outage from the last block swept, never releasing a landed one at 0 (issue 35, finding 7)', async () => {
    // Before: each pass looked back a fixed 5,000 blocks, so an operation that landed 50,000 blocks before the
    // server came back was never seen, and its reservation was released as if it had cost nothing.
    const db = await setUp()
    const { chain, client, timeOf } = fakeChain(Math.floor(now / 1000))
    const settle = () => settleSponsorships(db, { chainId: 31337, client, entryPoint: entryPoint07, paymaster: testPaymasterAddress, now, reorgBlocks: 0n })
    await settle() // the cursor: block 100
    await reserveOn(db, { hash: 3, validUntil: timeOf(400n) })
    chain.landed.push({ block: 300n, opHash: opHash(3), sender, nonce: 0n, cost: 4_000n })
    chain.head = 150_000n // the sweep was down meanwhile
    expect(await settle()).toBe(1) // the first pass reads blocks 101 to 100,100 and finds it
    expect(chain.reads.widest).toBeLessThanOrEqual(5_000n)
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(4_000n)
    // An expired one is released only once the sweep has read past its validUntil, which takes passes.
    chain.head = 300_000n
    await reserveOn(db, { sender: '0x00000000000000000000000000000000000000bb', hash: 4, validUntil: timeOf(250_000n) })
    expect(await settle()).toBe(0) // blocks 100,101 to 200,100: before its validUntil, it may still land
    expect((await db.selectFrom('paymaster_sweeps').select('last_block').executeTakeFirstOrThrow()).last_block).toBe('200100')
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(4_000n + 5_000n)
    expect(await settle()).toBe(1) // to block 300,000: past it, and nothing landed
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(4_000n)
  }, 30_000)

  it('releases an expired reservation even behind nonces a newer signature keeps open (a stranger cannot stall the release of everyone else)', async () => {
    // Before: each pass looked at the 200 longest-expired reservations only, and skipped those whose nonce had a newer
    // signature still valid: 200 such nonces, signed again every 10 minutes, kept every other reservation unreleased.
    const db = await setUp()
    const { chain, client, timeOf } = fakeChain(Math.floor(now / 1000))
    const settle = () => settleSponsorships(db, { chainId: 31337, client, entryPoint: entryPoint07, paymaster: testPaymasterAddress, now, limit: 2, reorgBlocks: 0n })
    await settle() // the cursor: block 100
    for (const i of [1, 2]) {
      const stalled = numberToHex(0x5000 + i, { size: 20 })
      await reserveOn(db, { sender: stalled, hash: 10 + i, validUntil: timeOf(120n) })
      await reserveOn(db, { sender: stalled, hash: 20 + i, validUntil: timeOf(100_000n), at: now + 1 })
    }
    await reserveOn(db, { hash: 30, validUntil: timeOf(150n) })
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(3n * 5_000n)
    chain.head = 200n
    expect(await settle()).toBe(1)
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(2n * 5_000n)
  }, 30_000)

  it('a signature for the nonce given while the sweep releases the expired one keeps its charge (the check is made under the lock)', async () => {
    // Before: the sweep chose what to release from what it had read, then released it: a new signature for the nonce
    // reserved in between was charged nothing (the expired one held the nonce), and landed uncharged.
    const db = await setUp()
    const other = database.connectAgain().db
    const { chain, client, timeOf } = fakeChain(Math.floor(now / 1000))
    // Once the sweep has read the expired reservations of the nonce (the first read whose `where` names the nonce),
    // before it releases them: a new signature for the nonce is reserved on another connection (another instance).
    let during: Promise<void> | undefined
    const watched = new Set<unknown>()
    const racing = db.withPlugin({
      transformQuery: ({ node, queryId }) => {
        if (node.kind === 'SelectQueryNode' && JSON.stringify(node.from).includes('"paymaster_reservations"') && JSON.stringify(node.where ?? {}).includes('"nonce"')) watched.add(queryId)
        return node
      },
      transformResult: async ({ result, queryId }) => {
        if (!during && watched.has(queryId)) {
          during = reserveSponsorship(other, { projectId: 'p', chainId: 31337, sender, nonce: 0n, opHash: opHash(2), maxCost: 5_000n, validUntil: timeOf(400n), now: now + 1, check: () => undefined })
          // At most 1.5 s: inside the sweep's own transaction it waits for the sweep's lock.
          await Promise.race([during, new Promise((resolve) => setTimeout(resolve, 1_500))])
        }
        return result
      },
    })
    const settle = (on: typeof db) => settleSponsorships(on, { chainId: 31337, client, entryPoint: entryPoint07, paymaster: testPaymasterAddress, now, reorgBlocks: 0n })
    await settle(db) // the cursor: block 100
    await reserveOn(db, { hash: 1, validUntil: timeOf(150n) })
    chain.head = 200n
    await settle(racing)
    await during
    chain.landed.push({ block: 250n, opHash: opHash(2), sender, nonce: 0n, cost: 1_200n })
    chain.head = 260n
    await settle(db)
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(1_200n)
    const day = await db.selectFrom('paymaster_account_days').select('spent').where('project_id', '=', 'p').executeTakeFirstOrThrow()
    expect(BigInt(day.spent)).toBe(1_200n)
  }, 30_000)

  it('reads again the last blocks it swept: an operation a reorg put into one of them is settled at its cost, not released at 0', async () => {
    // Before: the next pass started after the last block read, so a block replaced by a reorg was never read again.
    const db = await setUp()
    const { chain, client, timeOf } = fakeChain(Math.floor(now / 1000))
    const settle = () => settleSponsorships(db, { chainId: 31337, client, entryPoint: entryPoint07, paymaster: testPaymasterAddress, now, reorgBlocks: 64n })
    await settle()
    await reserveOn(db, { hash: 5, validUntil: timeOf(210n) })
    chain.head = 200n
    expect(await settle()).toBe(0)
    // Block 195 is replaced by one that carries the operation; the chain moves past its validUntil.
    chain.landed.push({ block: 195n, opHash: opHash(5), sender, nonce: 0n, cost: 3_000n })
    chain.head = 400n
    expect(await settle()).toBe(1)
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(3_000n)
  }, 30_000)

  it('with no block swept yet, the first pass reads from before the oldest open reservation, however long ago', async () => {
    // Before: with no cursor the first pass read the last 5,000 blocks only, and released what had landed before them at 0.
    const db = await setUp()
    const { chain, client, timeOf } = fakeChain(Math.floor(now / 1000) - 2_000) // block 1,000 is now
    await reserveOn(db, { hash: 6, validUntil: timeOf(1_300n) })
    chain.landed.push({ block: 1_100n, opHash: opHash(6), sender, nonce: 0n, cost: 2_500n })
    chain.head = 150_000n
    const settle = () => settleSponsorships(db, { chainId: 31337, client, entryPoint: entryPoint07, paymaster: testPaymasterAddress, now, reorgBlocks: 0n })
    expect(await settle()).toBe(1)
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(2_500n)
  }, 30_000)
})
