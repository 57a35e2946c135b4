import { describe, expect, it } from 'vitest'
import { parseChainlinkFeeds } from './chainlinkFeeds.ts'
import { chainlinkPrices, maxFutureSkewSeconds, priceOfRound } from './chainlinkPrices.ts'
import { loadChainlinkFeeds } from './chainlinkFeeds.ts'

const now = 1_700_000_000
const fresh = { roundId: 7n, answer: 300_012_345_678n, updatedAt: BigInt(now - 60), answeredInRound: 7n, decimals: 8 }

describe('priceOfRound', () => {
  it('reads a fresh round in the feed decimals', () => {
    expect(priceOfRound(fresh, 3600, now)).toBe(3000.12345678)
    expect(priceOfRound({ ...fresh, answer: 999_800n, decimals: 6 }, 86_400, now)).toBe(0.9998)
  })

  it('gives no price rather than a wrong one: stale, future, zero, negative, carried over, absurd decimals', () => {
    expect(priceOfRound({ ...fresh, updatedAt: BigInt(now - 3601) }, 3600, now)).toBeUndefined()
    expect(priceOfRound({ ...fresh, updatedAt: BigInt(now - 3600) }, 3600, now)).toBe(3000.12345678)
    expect(priceOfRound({ ...fresh, updatedAt: BigInt(now + maxFutureSkewSeconds + 1) }, 3600, now)).toBeUndefined()
    expect(priceOfRound({ ...fresh, updatedAt: 0n }, 3600, now)).toBeUndefined()
    expect(priceOfRound({ ...fresh, answer: 0n }, 3600, now)).toBeUndefined()
    expect(priceOfRound({ ...fresh, answer: -5n }, 3600, now)).toBeUndefined()
    expect(priceOfRound({ ...fresh, answeredInRound: 6n }, 3600, now)).toBeUndefined()
    expect(priceOfRound({ ...fresh, decimals: 77 }, 3600, now)).toBeUndefined()
  })
})

describe('Chainlink feeds as data', () => {
  it('ships ETH/USD and USDC/USD for Ethereum and Base at their published addresses', () => {
    expect(loadChainlinkFeeds(1).native).toEqual({ pair: 'ETH / USD', feed: '0x5f4eC3Df9cbd43714FE2740f5E3616155c5b8419', heartbeat: 3600 })
    expect(loadChainlinkFeeds(1)['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48']?.feed).toBe('0x8fFfFfd4AfB6115b954Bd326cbe7B4BA576818f6')
    expect(loadChainlinkFeeds(8453).native?.feed).toBe('0x71041dddad3595F9CEd3DcCFBe3D1F4b0a16Bb70')
    expect(loadChainlinkFeeds(8453)['0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913']?.feed).toBe('0x7e860098F58bBFC8648a4311b374B1D669a2bc6B')
    expect(loadChainlinkFeeds(31337)).toEqual({})
  })

  it('refuses a malformed table', () => {
    expect(() => parseChainlinkFeeds({ native: { pair: 'x', feed: '0x12', heartbeat: 60 } })).toThrow()
    expect(() => parseChainlinkFeeds({ wrong: { pair: 'x', feed: `0x${'1'.repeat(40)}`, heartbeat: 60 } })).toThrow()
    expect(() => parseChainlinkFeeds({ native: { pair: 'x', feed: `0x${'1'.repeat(40)}`, heartbeat: 0 } })).toThrow()
  })

  it('asks no RPC for keys without a feed or an unknown chain, and answers nothing when the RPC is down', async () => {
    const chain = { chainId: 1, rpcUrl: 'http://127.0.0.1:9', multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11' } as never
    const provider = chainlinkPrices({ chains: [chain], timeoutMs: 500 })
    expect(await provider.getUsdPrices(1, ['native'])).toEqual({})
    expect(await provider.getUsdPrices(5, ['native'])).toEqual({})
    expect(await chainlinkPrices({ chains: [chain], feeds: () => ({}) }).getUsdPrices(1, ['native'])).toEqual({})
  })
})

describe('firstPrices', () => {
  it('asks the next provider only for what the earlier ones did not price, and survives one that throws', async () => {
    const { firstPrices } = await import('./priceProvider.ts')
    const asked: string[][] = []
    const provider = (table: Record<string, number>) => ({
      async getUsdPrices(_chainId: number, keys: readonly string[]) {
        asked.push([...keys])
        return Object.fromEntries(keys.flatMap((key) => (table[key] === undefined ? [] : [[key, table[key]]])))
      },
    })
    const failing = { getUsdPrices: async () => Promise.reject(new Error('down')) }
    const prices = firstPrices(provider({ native: 3000 }) as never, failing, provider({ native: 1, '0x01': 2 }) as never)
    expect(await prices.getUsdPrices(1, ['native', '0x01' as never, '0x02' as never])).toEqual({ native: 3000, '0x01': 2 })
    expect(asked).toEqual([['native', '0x01', '0x02'], ['0x01', '0x02']])
  })
})
