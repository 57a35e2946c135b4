import type { Kysely, Transaction } from 'kysely'
import { createPublicClient, http, type PublicClient } from 'viem'
import type { ChainConfig } from '../chains/chains.ts'
import { dialectOf } from '../db/dialectOf.ts'
import type { Database } from '../db/schema.ts'
import type { Lease } from '../lease/createLease.ts'
import { fetchRange, toTransferRows } from './indexBlocks.ts'
import { defaultIndexedAddresses, type IndexedAddresses, watchedAmong } from './indexerAddresses.ts'

type TransferRow = ReturnType<typeof toTransferRows>[number]

/** Blocks one step indexed (both ends included), as reported to `onIndexed`. */
export type IndexedRange = { chainId: number; from: number; to: number }

export type CreateIndexerParameters = {
  db: Kysely<Database>
  chain: ChainConfig
  /** Blocks read per step; default 200. */
  batchSize?: number
  /** Wait between polls once caught up; default 1000 ms. */
  pollMs?: number
  /** Where logging goes; default `console`. */
  logger?: Pick<Console, 'warn' | 'info'>
  /** The clock (ms); default `Date.now`. */
  now?: () => number
  /**
   * Run only while holding this lease (one indexer per chain among all instances): a step without
   * it does nothing, and a step whose lease was lost meanwhile rolls back. Default: no lease.
   */
  lease?: Lease | undefined
  /**
   * The first block to index when the chain has no progress yet (and after a reset). Default: block 0
   * on a devnet (`chain.devnet`); on any other chain the head at the first step, so the indexer never
   * reads logs from block 0 of a public chain (its history comes from an account API instead).
   */
  startBlock?: number | undefined
  /**
   * Which transfers to keep: `'all'` of the chain, or `'asked'`, those sent or received by an
   * address someone asked the history of (`watchAddress`; its transfers from before it asked are
   * not there). Default: `'all'` on a devnet, `'asked'` on any other chain.
   */
  addresses?: IndexedAddresses | undefined
  /** Called after each committed step. */
  onIndexed?: ((range: IndexedRange) => void) | undefined
  /** Called after each look at the head: how many blocks this chain's index is behind it (metrics). */
  onLag?: ((lag: { chainId: number; blocks: number }) => void) | undefined
}

/** A step found the chain's progress changed under it (another writer): it rolls back and indexes nothing. */
class StepAbandoned extends Error {
  override name = 'StepAbandoned'
}

export type Indexer = {
  chainId: number
  /**
   * Indexes up to `batchSize` blocks after the last stored one, in one transaction with the new
   * progress (so a crash never leaves transfers without progress, or progress without transfers).
   * @returns how many blocks it indexed (0 when caught up).
   */
  step(): Promise<number>
  /** Blocks behind the chain's head at the last step (undefined before the first). */
  lag(): number | undefined
  /** Steps until caught up with the chain's head at the time of the call. */
  catchUp(): Promise<void>
  /** Polls the chain until `stop()`; failures are logged (once per outage) and retried. */
  start(): void
  stop(): Promise<void>
}

/**
 * Follows one chain into the `transfers` table: native value transfers and `Transfer` logs. The
 * progress (`indexer_state`: last block and its hash) is in the database, so a restarted server
 * continues where it stopped, without gaps; rows are keyed by (chain, tx, log index) and inserted
 * with "do nothing" on conflict, so several instances (or a replay) never duplicate. When the
 * stored last block is no longer on the chain (a reset devnet, a reorg), the chain's rows are
 * dropped and it is indexed again from its start block (see `startBlock`: never block 0 of a chain
 * that is not a devnet unless configured so). On a chain that is not a devnet it keeps only the
 * transfers of addresses whose history someone asked (see `addresses`).
 */
export function createIndexer({ db, chain, batchSize = 200, pollMs = 1000, logger = console, now = Date.now, lease, startBlock, addresses = defaultIndexedAddresses(chain), onIndexed, onLag }: CreateIndexerParameters): Indexer {
  if (startBlock !== undefined && (!Number.isSafeInteger(startBlock) || startBlock < 0)) throw new RangeError(`Invalid start block ${startBlock}`)
  let lastLag: number | undefined
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: 10_000 }) }) as PublicClient
  let running = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let current: Promise<unknown> = Promise.resolve()
  let failing = false

  async function readState() {
    return db.selectFrom('indexer_state').selectAll().where('chain_id', '=', chain.chainId).executeTakeFirst()
  }

  /**
   * Runs `work` in a transaction that also checks the lease (when there is one) and that the chain's
   * progress is still `expected` (`undefined`: no progress row): a stalled instance that lost its
   * lease, or any other writer that moved the progress, makes it roll back. So each block is
   * committed once, in order, by one instance.
   */
  async function commit(expected: number | undefined, work: (trx: Transaction<Database>) => Promise<void>): Promise<boolean> {
    try {
      await db.transaction().execute(async (trx) => {
        if (lease && !(await lease.confirm(trx))) throw new StepAbandoned('lease lost')
        const current = await trx
          .selectFrom('indexer_state')
          .select('last_block')
          .where('chain_id', '=', chain.chainId)
          .$if(dialectOf(trx) === 'postgres', (query) => query.forUpdate())
          .executeTakeFirst()
        if ((current ? Number(current.last_block) : undefined) !== expected) throw new StepAbandoned('progress moved')
        await work(trx)
      })
      return true
    } catch (error) {
      if (error instanceof StepAbandoned) return false
      throw error
    }
  }

  async function step(): Promise<number> {
    if (lease && !(await lease.acquire())) return 0
    const head = await client.getBlockNumber({ cacheTime: 0 })
    let state = await readState()
    if (state) {
      const stored = await client.getBlock({ blockNumber: BigInt(state.last_block) }).catch(() => undefined)
      if (!stored || stored.hash !== state.last_block_hash) {
        logger.warn(`[portico-server] chain ${chain.chainId} no longer has block ${state.last_block}: indexing it again`)
        const reset = await commit(Number(state.last_block), async (trx) => {
          await trx.deleteFrom('transfers').where('chain_id', '=', chain.chainId).execute()
          await trx.deleteFrom('indexer_state').where('chain_id', '=', chain.chainId).execute()
        })
        if (!reset) return 0
        state = undefined
      }
    }
    const first = startBlock !== undefined ? BigInt(startBlock) : chain.devnet ? 0n : head
    const from = state ? BigInt(state.last_block) + 1n : first
    reportLag(Number(head - from + 1n))
    if (from > head) return 0
    const to = from + BigInt(batchSize) - 1n < head ? from + BigInt(batchSize) - 1n : head
    const range = await fetchRange(client, from, to)
    const rows = await kept(toTransferRows(chain.chainId, range))
    const last = range.blocks.at(-1)!
    const committed = await commit(state ? Number(state.last_block) : undefined, async (trx) => {
      for (let i = 0; i < rows.length; i += 100) {
        await trx
          .insertInto('transfers')
          .values(rows.slice(i, i + 100))
          .onConflict((oc) => oc.columns(['chain_id', 'tx_hash', 'log_index']).doNothing())
          .execute()
      }
      const progress = { last_block: Number(to), last_block_hash: last.hash!, updated_at: now() }
      await trx
        .insertInto('indexer_state')
        .values({ chain_id: chain.chainId, ...progress })
        .onConflict((oc) => oc.column('chain_id').doUpdateSet(progress))
        .execute()
    })
    if (!committed) return 0
    reportLag(Number(head - to))
    onIndexed?.({ chainId: chain.chainId, from: Number(from), to: Number(to) })
    return Number(to - from + 1n)
  }

  /** The rows to store: all, or those with a watched address as a side (sender, receiver, or the account behind a UserOperation). */
  async function kept(rows: TransferRow[]): Promise<TransferRow[]> {
    if (addresses === 'all' || rows.length === 0) return rows
    const sides = (row: TransferRow) => [row.from_address, row.to_address, row.tx_from].filter((side): side is string => typeof side === 'string')
    const watched = await watchedAmong(db, chain.chainId, rows.flatMap(sides))
    return rows.filter((row) => sides(row).some((side) => watched.has(side)))
  }

  function reportLag(blocks: number) {
    lastLag = Math.max(0, blocks)
    onLag?.({ chainId: chain.chainId, blocks: lastLag })
  }

  async function catchUp() {
    while ((await step()) > 0) {
      /* keep going */
    }
  }

  function schedule(delay: number) {
    if (!running) return
    timer = setTimeout(() => {
      current = step().then(
        (count) => {
          if (failing) logger.info(`[portico-server] indexing chain ${chain.chainId} again`)
          failing = false
          schedule(count > 0 ? 0 : pollMs)
        },
        (error: unknown) => {
          if (!failing) logger.warn(`[portico-server] indexing chain ${chain.chainId} failed, retrying:`, error instanceof Error ? error.message : error)
          failing = true
          schedule(pollMs)
        },
      )
    }, delay)
    timer.unref?.()
  }

  return {
    chainId: chain.chainId,
    step,
    lag: () => lastLag,
    catchUp,
    start() {
      if (running) return
      running = true
      schedule(0)
    },
    async stop() {
      running = false
      clearTimeout(timer)
      await current.catch(() => {})
      // Hand the chain over at once instead of when the lease expires.
      await lease?.release().catch(() => {})
    },
  }
}
