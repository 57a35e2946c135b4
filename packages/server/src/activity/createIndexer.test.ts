import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { databaseKinds, useTestDatabase } from '../testing/databases.ts'
import { useTestDevnet } from '../testing/devnet.ts'
import { createLease } from '../lease/createLease.ts'
import { createIndexer, type IndexedRange } from './createIndexer.ts'
import { defaultIndexedAddresses, watchAddress } from './indexerAddresses.ts'

const quiet = { warn: () => {}, info: () => {} }

describe.each(databaseKinds)('createIndexer (%s)', (kind) => {
  const devnet = useTestDevnet()
  const database = useTestDatabase(kind)

  const transfersOf = async () =>
    (
      await database
        .get()
        .db.selectFrom('transfers')
        .select(['tx_hash', 'log_index', 'token_standard', 'from_address', 'to_address', 'amount', 'block_number'])
        .orderBy('block_number')
        .orderBy('log_index')
        .execute()
    ).map((row) => ({ ...row, block_number: Number(row.block_number) }))

  it('stores native transfers and ERC-20 Transfer logs, with the progress', async () => {
    const [a, b] = devnet.accounts()
    const [pusd] = devnet.tokens()
    const eth = await devnet.sendEth(a!, b!, '0.5')
    const token = await devnet.sendToken(a!, pusd!.address, b!, 42_000_000n)

    const indexer = createIndexer({ db: database.get().db, chain: devnet.chain(), logger: quiet })
    await indexer.catchUp()

    const rows = await transfersOf()
    expect(rows.find((row) => row.tx_hash === eth)).toMatchObject({
      log_index: -1,
      token_standard: 'native',
      from_address: a!.toLowerCase(),
      to_address: b!.toLowerCase(),
      amount: parseEther('0.5').toString(),
    })
    expect(rows.find((row) => row.tx_hash === token)).toMatchObject({
      token_standard: 'erc20',
      from_address: a!.toLowerCase(),
      to_address: b!.toLowerCase(),
      amount: '42000000',
    })
    const head = await devnet.wallet(a!).getBlockNumber({ cacheTime: 0 })
    const state = await database.get().db.selectFrom('indexer_state').selectAll().executeTakeFirstOrThrow()
    expect(Number(state.last_block)).toBe(Number(head))
    expect(await indexer.step()).toBe(0)
  })

  it('never reads from block 0 of a chain that is not a devnet: from its start block, else from the head; says how far behind it is', async () => {
    const [a, b] = devnet.accounts()
    await devnet.sendEth(a!, b!, '0.1')
    const head = Number(await devnet.wallet(a!).getBlockNumber({ cacheTime: 0 }))
    const publicChain = { ...devnet.chain(), devnet: false }
    const ranges: IndexedRange[] = []
    const lags: number[] = []
    const fresh = createIndexer({ db: database.get().db, chain: publicChain, logger: quiet, onIndexed: (range) => ranges.push(range), onLag: ({ blocks }) => lags.push(blocks) })
    expect(fresh.lag()).toBeUndefined()
    await fresh.catchUp()
    expect(ranges).toEqual([{ chainId: 31337, from: head, to: head }])
    expect(fresh.lag()).toBe(0)
    expect(lags).toEqual([1, 0, 0])

    await database.get().db.deleteFrom('indexer_state').execute()
    ranges.length = 0
    const configured = createIndexer({ db: database.get().db, chain: publicChain, startBlock: head - 2, batchSize: 1, logger: quiet, onIndexed: (range) => ranges.push(range) })
    expect(await configured.step()).toBe(1)
    expect(ranges).toEqual([{ chainId: 31337, from: head - 2, to: head - 2 }])
    expect(configured.lag()).toBe(2)
    expect(() => createIndexer({ db: database.get().db, chain: publicChain, startBlock: -1 })).toThrow(RangeError)
  })

  it('after a reset (its stored block gone) a chain that is not a devnet starts again at the head, never at block 0', async () => {
    const [a, b] = devnet.accounts()
    const { db } = database.get()
    const publicChain = { ...devnet.chain(), devnet: false }
    const ranges: IndexedRange[] = []
    const indexer = createIndexer({ db, chain: publicChain, logger: quiet, onIndexed: (range) => ranges.push(range) })
    await indexer.catchUp()
    await devnet.sendEth(a!, b!, '0.01')
    await db.updateTable('indexer_state').set({ last_block_hash: '0xdead' }).execute()
    const head = Number(await devnet.wallet(a!).getBlockNumber({ cacheTime: 0 }))
    ranges.length = 0
    await indexer.catchUp()
    expect(ranges).toEqual([{ chainId: 31337, from: head, to: head }])
    expect(indexer.lag()).toBe(0)
    for (const table of ['transfers', 'indexer_state'] as const) await db.deleteFrom(table).execute()
  })

  it('on a chain that is not a devnet keeps only the transfers of addresses whose history was asked', async () => {
    // Accounts of this test alone (the restart test below counts every transfer of its c).
    const [, , , , , a, b, c] = devnet.accounts()
    const [pusd] = devnet.tokens()
    const { db } = database.get()
    const publicChain = { ...devnet.chain(), devnet: false }
    const start = Number(await devnet.wallet(a!).getBlockNumber({ cacheTime: 0 })) + 1
    await watchAddress(db, [31337], c!, Date.now())
    const unasked = await devnet.sendEth(a!, b!, '0.01')
    const toC = await devnet.sendEth(a!, c!, '0.02')
    const tokenToC = await devnet.sendToken(b!, pusd!.address, c!, 1_000_000n)
    const indexer = createIndexer({ db, chain: publicChain, startBlock: start, logger: quiet })
    await indexer.catchUp()
    expect((await transfersOf()).map((row) => row.tx_hash).sort()).toEqual([toC, tokenToC].sort())

    // b asks (its history, say): its later transfers are kept, its earlier one stays out.
    await watchAddress(db, [31337], b!, Date.now())
    await watchAddress(db, [31337], b!.toLowerCase(), Date.now())
    const fromB = await devnet.sendEth(b!, a!, '0.03')
    await indexer.catchUp()
    const hashes = (await transfersOf()).map((row) => row.tx_hash)
    expect(hashes).toContain(fromB)
    expect(hashes).not.toContain(unasked)
    // A devnet keeps every transfer unless told otherwise.
    expect(defaultIndexedAddresses(devnet.chain())).toBe('all')
    for (const table of ['transfers', 'indexer_state', 'indexer_addresses'] as const) await db.deleteFrom(table).execute()
  })

  it('catches up after a restart without duplicating or losing transfers', async () => {
    const [a, b, c] = devnet.accounts()
    const [pusd, ptk] = devnet.tokens()
    const { db } = database.get()

    // The first server indexes part of the chain (2 blocks a step, one step) and stops.
    const first = createIndexer({ db, chain: devnet.chain(), batchSize: 2, logger: quiet })
    const start = Number(await devnet.wallet(a!).getBlockNumber({ cacheTime: 0 }))
    const sent = [await devnet.sendEth(a!, c!, '1'), await devnet.sendToken(b!, ptk!.address, c!, 5n * 10n ** 18n)]
    expect(await first.step()).toBe(2)
    await first.stop()

    // While it is down, more transfers happen.
    sent.push(await devnet.sendToken(c!, pusd!.address, a!, 7_000_000n), await devnet.sendEth(c!, b!, '0.25'))

    // A new server on the same database (another connection) continues from the stored block.
    const again = database.connectAgain()
    const second = createIndexer({ db: again.db, chain: devnet.chain(), batchSize: 3, logger: quiet })
    await second.catchUp()
    // Replaying everything (a second instance from scratch) adds nothing either.
    await again.db.deleteFrom('indexer_state').execute()
    await createIndexer({ db: again.db, chain: devnet.chain(), batchSize: 50, logger: quiet }).catchUp()

    const rows = await transfersOf()
    const keys = rows.map((row) => `${row.tx_hash}:${row.log_index}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const hash of sent) expect(rows.filter((row) => row.tx_hash === hash)).toHaveLength(1)
    // Every transfer to or from c since the test began, in chain order: nothing lost.
    const head = Number(await devnet.wallet(a!).getBlockNumber({ cacheTime: 0 }))
    const blocks = rows.map((row) => row.block_number)
    expect(Math.max(...blocks)).toBe(head)
    const ofC = rows.filter((row) => row.block_number > start && [row.from_address, row.to_address].includes(c!.toLowerCase()))
    expect(ofC.map((row) => row.tx_hash)).toEqual(sent)
    // …and the earlier chain too (the test tokens' mints to c in the deployment blocks).
    expect(rows.filter((row) => row.block_number <= start && row.to_address === c!.toLowerCase())).toHaveLength(2)
  })

  it('indexes the chain again when its stored last block is gone (a reset devnet)', async () => {
    const { db } = database.get()
    const [a, b] = devnet.accounts()
    await devnet.sendEth(a!, b!, '0.1')
    const indexer = createIndexer({ db, chain: devnet.chain(), logger: quiet })
    await indexer.catchUp()
    // Pretend the stored block was another one: the chain must be indexed from 0 again.
    await db.updateTable('indexer_state').set({ last_block_hash: '0xdead' }).execute()
    await db.insertInto('transfers').values({
      chain_id: 31337, tx_hash: '0xstale', log_index: -1, block_number: 1, tx_index: 0, mined_at: 0, tx_from: '0x', tx_to: null,
      tx_nonce: 0, tx_status: 'confirmed', from_address: '0x', to_address: '0x', token_address: null, token_standard: 'native', amount: '1',
    }).execute()
    await indexer.catchUp()
    const rows = await transfersOf()
    expect(rows.some((row) => row.tx_hash === '0xstale')).toBe(false)
    expect(rows.length).toBeGreaterThan(0)
  })

  it('polls while started and stops cleanly', async () => {
    const [a, b] = devnet.accounts()
    const { db } = database.get()
    const indexer = createIndexer({ db, chain: devnet.chain(), pollMs: 50, logger: quiet })
    indexer.start()
    const hash = await devnet.sendEth(a!, b!, '0.01')
    await expect
      .poll(async () => (await transfersOf()).some((row) => row.tx_hash === hash), { timeout: 10_000, interval: 50 })
      .toBe(true)
    await indexer.stop()
  })

  it('with a lease: a stalled holder that lost it commits nothing, the new holder continues without a gap or an overlap', async () => {
    const [a, b] = devnet.accounts()
    const clock = { now: 1_000_000 }
    const ranges: (IndexedRange & { by: string })[] = []
    const indexer = (name: string, db = database.get().db) =>
      createIndexer({
        db,
        chain: devnet.chain(),
        batchSize: 2,
        logger: quiet,
        lease: createLease({ db, name: 'indexer:31337', holder: name, ttlMs: 1_000, now: () => clock.now }),
        onIndexed: (range) => ranges.push({ ...range, by: name }),
      })
    const first = indexer('first')
    const second = indexer('second', database.connectAgain().db)
    await devnet.sendEth(a!, b!, '0.01')
    expect(await first.step()).toBe(2)
    // The standby does nothing while the lease is held.
    expect(await second.step()).toBe(0)
    // The first stalls past its lease; the second takes over and indexes on.
    clock.now += 1_001
    expect(await second.step()).toBeGreaterThan(0)
    // The first wakes up: it lost the lease, its step commits nothing.
    expect(await first.step()).toBe(0)
    await second.catchUp()
    let next = 0
    for (const range of ranges) {
      expect(range.from).toBe(next)
      next = range.to + 1
    }
    expect(ranges.map((range) => range.by)).toEqual(['first', ...ranges.slice(1).map(() => 'second')])
    const head = Number(await devnet.wallet(a!).getBlockNumber({ cacheTime: 0 }))
    expect(next).toBe(head + 1)
  })
})
