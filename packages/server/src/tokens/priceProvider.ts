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
