import { existsSync, readFileSync } from 'node:fs'
import { getAddress } from 'viem'
import { z } from 'zod'
import type { PriceKey } from './priceProvider.ts'

/** A Chainlink data feed (its aggregator proxy) and how often it must update at the latest. */
export type ChainlinkFeed = {
  /** e.g. `ETH / USD`; only for people reading the file. */
  pair: string
  /** The feed's proxy address (`latestRoundData()`, `decimals()`). */
  feed: `0x${string}`
  /** Seconds: an answer older than this is stale and not used. */
  heartbeat: number
}

/** Feeds of one chain by price key (`native` or a token's checksummed address). */
export type ChainlinkFeeds = Partial<Record<PriceKey, ChainlinkFeed>>

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const feedsSchema = z.record(
  z.union([z.literal('native'), address]),
  z.object({ pair: z.string().min(1), feed: address, heartbeat: z.number().int().positive().max(7 * 86_400) }),
)

/**
 * The Chainlink feeds of a chain: `feeds/<chainId>.json` beside this file (none when there is no
 * file). Kept as data: adding a feed is a data change. Ethereum and Base ship ETH/USD and USDC/USD
 * (Ethereum also USDT and DAI), at the addresses Chainlink publishes.
 */
export function loadChainlinkFeeds(chainId: number, dir: URL = new URL('./feeds/', import.meta.url)): ChainlinkFeeds {
  const file = new URL(`${chainId}.json`, dir)
  if (!existsSync(file)) return {}
  return parseChainlinkFeeds(JSON.parse(readFileSync(file, 'utf8')))
}

/** Validates a feeds table (the file format above) and checksums its addresses. */
export function parseChainlinkFeeds(value: unknown): ChainlinkFeeds {
  const parsed = feedsSchema.parse(value)
  return Object.fromEntries(
    Object.entries(parsed).map(([key, feed]) => [key === 'native' ? 'native' : getAddress(key), { ...feed, feed: getAddress(feed.feed) }]),
  )
}
