import { z } from 'zod'
import type { PriceKey, PriceProvider } from './priceProvider.ts'

/** CoinGecko's asset platform and native coin of each chain the server lists. */
export const coinGeckoChains: Readonly<Record<number, { platform: string; nativeCoin: string }>> = {
  1: { platform: 'ethereum', nativeCoin: 'ethereum' },
  10: { platform: 'optimistic-ethereum', nativeCoin: 'ethereum' },
  56: { platform: 'binance-smart-chain', nativeCoin: 'binancecoin' },
  100: { platform: 'xdai', nativeCoin: 'xdai' },
  137: { platform: 'polygon-pos', nativeCoin: 'polygon-ecosystem-token' },
  324: { platform: 'zksync', nativeCoin: 'ethereum' },
  8453: { platform: 'base', nativeCoin: 'ethereum' },
  42161: { platform: 'arbitrum-one', nativeCoin: 'ethereum' },
  42220: { platform: 'celo', nativeCoin: 'celo' },
  43114: { platform: 'avalanche', nativeCoin: 'avalanche-2' },
  7777777: { platform: 'zora-network', nativeCoin: 'ethereum' },
  1313161554: { platform: 'aurora', nativeCoin: 'ethereum' },
}

const usdTable = z.record(z.string(), z.object({ usd: z.number().optional() }).passthrough())

export type HttpPricesOptions = {
  /** A CoinGecko-compatible API: `https://pro-api.coingecko.com/api/v3` (or `…/api/v3` of the public one). */
  url: string
  /** The operator's key, sent as the `keyHeader` header. */
  apiKey: string
  /** Default `x-cg-pro-api-key` (CoinGecko's paid API; `x-cg-demo-api-key` for its demo keys). */
  keyHeader?: string | undefined
  fetch?: typeof fetch | undefined
  timeoutMs?: number | undefined
}

/**
 * USD prices from a CoinGecko-compatible HTTP API with the operator's key, for tokens without a
 * Chainlink feed (put it after `chainlinkPrices` in `firstPrices`): `/simple/token_price/<platform>`
 * for tokens and `/simple/price` for the native coin. A price that is not a finite positive number,
 * or an API that does not answer, gives no price.
 */
export function httpPrices({ url, apiKey, keyHeader = 'x-cg-pro-api-key', fetch: doFetch = fetch, timeoutMs = 5_000 }: HttpPricesOptions): PriceProvider {
  const base = url.replace(/\/+$/, '')
  async function get(path: string, query: Record<string, string>) {
    const target = new URL(`${base}${path}`)
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value)
    const response = await doFetch(target, { headers: { [keyHeader]: apiKey, accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    return usdTable.parse(await response.json())
  }
  const valid = (price: number | undefined) => (price !== undefined && Number.isFinite(price) && price > 0 ? price : undefined)
  return {
    async getUsdPrices(chainId, keys) {
      const chain = coinGeckoChains[chainId]
      if (!chain) return {}
      const prices: Partial<Record<PriceKey, number>> = {}
      const tokens = keys.filter((key): key is `0x${string}` => key !== 'native').slice(0, 100)
      const [native, byToken] = await Promise.all([
        keys.includes('native') ? get('/simple/price', { ids: chain.nativeCoin, vs_currencies: 'usd' }).catch(() => undefined) : undefined,
        tokens.length
          ? get(`/simple/token_price/${chain.platform}`, { contract_addresses: tokens.join(',').toLowerCase(), vs_currencies: 'usd' }).catch(() => undefined)
          : undefined,
      ])
      const nativePrice = valid(native?.[chain.nativeCoin]?.usd)
      if (nativePrice !== undefined) prices.native = nativePrice
      for (const token of tokens) {
        const price = valid(byToken?.[token.toLowerCase()]?.usd)
        if (price !== undefined) prices[token] = price
      }
      return prices
    },
  }
}
