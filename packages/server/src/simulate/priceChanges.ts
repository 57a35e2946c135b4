import type { PriceKey, PriceProvider } from '../tokens/priceProvider.ts'
import type { AssetChange } from './describeChanges.ts'

/**
 * `assets` with `usd` (signed like the amount) where `prices` knows the native currency's or the
 * token's USD price; a price provider that fails prices nothing.
 */
export async function priceChanges(prices: PriceProvider, chainId: number, assets: readonly AssetChange[]): Promise<AssetChange[]> {
  const keyOf = (asset: AssetChange): PriceKey | undefined => (asset.kind === 'native' ? 'native' : asset.kind === 'erc20' && asset.formatted !== null ? asset.token : undefined)
  const keys = [...new Set(assets.map(keyOf).filter((key): key is PriceKey => key !== undefined))]
  if (keys.length === 0) return [...assets]
  const priceOf = await prices.getUsdPrices(chainId, keys).catch(() => ({}) as Partial<Record<PriceKey, number>>)
  return assets.map((asset) => {
    const key = keyOf(asset)
    const price = key === undefined ? undefined : priceOf[key]
    if (price === undefined || asset.kind === 'erc721' || asset.formatted === null || !Number.isFinite(price)) return asset
    return { ...asset, usd: Number(asset.formatted) * price }
  })
}
