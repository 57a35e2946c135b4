import type { Kysely } from 'kysely'
import { createPublicClient, http } from 'viem'
import type { ChainConfig } from '../chains/chains.ts'
import type { Database } from '../db/schema.ts'
import { entryPoint07 } from './handlePaymasterRequest.ts'
import { settleSponsorships } from './settleSponsorships.ts'
import type { PaymasterDeps } from './types.ts'

export type CreateSettlementSweepParameters = {
  db: Kysely<Database>
  chains: readonly ChainConfig[]
  paymaster: Pick<PaymasterDeps, 'paymasters'>
  /** Between two passes; default 5000 ms. */
  everyMs?: number | undefined
  /** Where failures go (once per outage of a chain); default `console`. */
  logger?: Pick<Console, 'warn'> | undefined
  /** The clock (ms); default `Date.now`. */
  now?: () => number
}

export type SettlementSweep = {
  /** One pass over every chain with a paymaster: how many reservations it settled. */
  sweep(): Promise<number>
  /** Sweeps every `everyMs` until `stop()`. */
  start(): void
  /** Stops, and resolves once a pass under way has finished. */
  stop(): Promise<void>
}

/**
 * The paymaster's settlement, off the request path: every `everyMs` each chain's open reservations
 * that landed are charged their actual cost and the expired ones released (`settleSponsorships`),
 * so `pm_getPaymasterData` reads no chain. Every instance may run it at once: each reservation is
 * settled in one transaction that updates it only while still open, so the budget gets a refund once.
 */
export function createSettlementSweep({ db, chains, paymaster, everyMs = 5_000, logger = console, now = Date.now }: CreateSettlementSweepParameters): SettlementSweep {
  const targets = chains.flatMap((chain) => {
    const address = paymaster.paymasters.get(chain.chainId)
    if (!address || !chain.rpcUrl) return []
    const client = createPublicClient({ transport: http(chain.rpcUrl, { timeout: 10_000, retryCount: 0 }) })
    // A local devnet has no reorgs: its head counts as read (a signature moved past its end is released at once).
    return [{ chainId: chain.chainId, address, client, reorgBlocks: chain.devnet ? 0n : undefined }]
  })
  const failing = new Set<number>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let running = false
  let current: Promise<unknown> = Promise.resolve()

  async function sweep(): Promise<number> {
    let settled = 0
    for (const { chainId, address, client, reorgBlocks } of targets) {
      try {
        settled += await settleSponsorships(db, { chainId, client, entryPoint: entryPoint07, paymaster: address, now: now(), reorgBlocks })
        failing.delete(chainId)
      } catch (error) {
        if (!failing.has(chainId)) logger.warn(`[portico-server] settling paymaster reservations on chain ${chainId} failed (retried):`, error)
        failing.add(chainId)
      }
    }
    return settled
  }

  function schedule() {
    if (!running) return
    timer = setTimeout(() => {
      current = sweep().finally(schedule)
    }, everyMs)
    timer.unref?.()
  }

  return {
    sweep,
    start() {
      if (running || targets.length === 0) return
      running = true
      schedule()
    },
    async stop() {
      running = false
      clearTimeout(timer)
      await current.catch(() => undefined)
    },
  }
}
