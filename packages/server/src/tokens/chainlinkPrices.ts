import { createPublicClient, http } from 'viem'
import type { ChainConfig } from '../chains/chains.ts'
import { type ChainlinkFeeds, loadChainlinkFeeds } from './chainlinkFeeds.ts'
import type { PriceKey, PriceProvider } from './priceProvider.ts'

export const aggregatorV3Abi = [
  { type: 'function', name: 'decimals', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint8' }] },
  {
    type: 'function',
    name: 'latestRoundData',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'roundId', type: 'uint80' },
      { name: 'answer', type: 'int256' },
      { name: 'startedAt', type: 'uint256' },
      { name: 'updatedAt', type: 'uint256' },
      { name: 'answeredInRound', type: 'uint80' },
    ],
  },
] as const

/** A round as `latestRoundData()` returns it, with the feed's `decimals()`. */
export type ChainlinkRound = { roundId: bigint; answer: bigint; updatedAt: bigint; answeredInRound: bigint; decimals: number }

/** Seconds an `updatedAt` may lie ahead of the server's clock (clock skew), no more. */
export const maxFutureSkewSeconds = 300

/**
 * The USD price a round says, or `undefined` when it must not be used: a zero or negative answer,
 * no update time, an update in the future (beyond {@link maxFutureSkewSeconds}), older than the
 * feed's heartbeat, or an answer carried from an earlier round. No price rather than a wrong one.
 */
export function priceOfRound(round: ChainlinkRound, heartbeat: number, nowSeconds: number): number | undefined {
  if (round.answer <= 0n || round.updatedAt === 0n || round.answeredInRound < round.roundId) return undefined
  if (round.decimals > 36) return undefined
  const age = nowSeconds - Number(round.updatedAt)
  if (age > heartbeat || age < -maxFutureSkewSeconds) return undefined
  const price = Number(round.answer) / 10 ** round.decimals
  return Number.isFinite(price) && price > 0 ? price : undefined
}

export type ChainlinkPricesOptions = {
  chains: readonly ChainConfig[]
  /** Feeds by chain id; default `loadChainlinkFeeds` (the shipped `feeds/<chainId>.json`). */
  feeds?: (chainId: number) => ChainlinkFeeds
  /** The clock (ms); default `Date.now`. */
  now?: () => number
  timeoutMs?: number
}

/**
 * USD prices from Chainlink data feeds read through each chain's own RPC: `latestRoundData()` and
 * `decimals()` of every feed asked for, in one Multicall3 `aggregate3` (`allowFailure`) per call. A
 * key without a feed, a feed that does not answer and a round {@link priceOfRound} refuses are left
 * out, as is every key when the RPC does not answer: the caller shows no price, never a wrong one.
 */
export function chainlinkPrices({ chains, feeds = loadChainlinkFeeds, now = Date.now, timeoutMs = 5_000 }: ChainlinkPricesOptions): PriceProvider {
  const tables = new Map<number, ChainlinkFeeds>()
  const feedsOf = (chainId: number) => {
    let table = tables.get(chainId)
    if (!table) tables.set(chainId, (table = feeds(chainId)))
    return table
  }
  return {
    async getUsdPrices(chainId, keys) {
      const chain = chains.find((candidate) => candidate.chainId === chainId)
      const table = feedsOf(chainId)
      const wanted = keys.flatMap((key) => (table[key] ? [[key, table[key]!] as const] : []))
      if (!chain || wanted.length === 0) return {}
      const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: timeoutMs }) })
      let answers
      try {
        answers = await client.multicall({
          multicallAddress: chain.multicall3,
          allowFailure: true,
          contracts: wanted.flatMap(([, { feed }]) => [
            { address: feed, abi: aggregatorV3Abi, functionName: 'latestRoundData' },
            { address: feed, abi: aggregatorV3Abi, functionName: 'decimals' },
          ]),
        })
      } catch {
        return {}
      }
      const nowSeconds = Math.floor(now() / 1000)
      const prices: Partial<Record<PriceKey, number>> = {}
      wanted.forEach(([key, { heartbeat }], index) => {
        const round = answers[index * 2]!
        const decimals = answers[index * 2 + 1]!
        if (round.status !== 'success' || decimals.status !== 'success') return
        const [roundId, answer, , updatedAt, answeredInRound] = round.result as readonly [bigint, bigint, bigint, bigint, bigint]
        const price = priceOfRound({ roundId, answer, updatedAt, answeredInRound, decimals: Number(decimals.result) }, heartbeat, nowSeconds)
        if (price !== undefined) prices[key] = price
      })
      return prices
    },
  }
}
