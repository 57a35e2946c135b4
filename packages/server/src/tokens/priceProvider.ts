import pricesJson from './prices.json' with { type: 'json' }

/** `native`, or a token's checksummed address. */
export type PriceKey = 'native' | `0x${string}`

/**
 * Where USD prices come from. The devnet uses {@link configuredPrices}; a real price feed (an
 * exchange API, an oracle) plugs in here. A token without a price is left out (price 0).
 */
export type PriceProvider = {
  getUsdPrices(chainId: number, keys: readonly PriceKey[]): Promise<Partial<Record<PriceKey, number>>>
}

/** Fixed prices by chain id and key (default: `prices.json`: ETH 3000, PUSD 1, PTK 0.5 on the devnet). */
export function configuredPrices(table: Readonly<Record<string, Readonly<Record<string, number>>>> = pricesJson): PriceProvider {
  return {
    async getUsdPrices(chainId, keys) {
      const prices = table[String(chainId)] ?? {}
      return Object.fromEntries(keys.flatMap((key) => (prices[key] === undefined ? [] : [[key, prices[key]]])))
    },
  }
}

/**
 * Asks each provider in turn for the keys the ones before it did not price (Chainlink feeds first,
 * then an HTTP provider, then fixed devnet prices). A provider that throws prices nothing.
 */
export function firstPrices(...providers: readonly PriceProvider[]): PriceProvider {
  return {
    async getUsdPrices(chainId, keys) {
      const prices: Partial<Record<PriceKey, number>> = {}
      for (const provider of providers) {
        const missing = keys.filter((key) => prices[key] === undefined)
        if (missing.length === 0) break
        const found = await provider.getUsdPrices(chainId, missing).catch(() => ({}) as Partial<Record<PriceKey, number>>)
        for (const key of missing) if (found[key] !== undefined) prices[key] = found[key]
      }
      return prices
    },
  }
}
