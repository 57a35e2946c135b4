import type { Kysely } from 'kysely'
import { formatUnits } from 'viem'
import { SIMULATE_UNUSUAL_FACTOR } from '@portico/core/contract'
import type { Database } from '../db/schema.ts'
import type { AssetChange } from './describeChanges.ts'

export type UnusualValue = { kind: 'unusual_value'; severity: 'caution'; symbol: string; formatted: string; usual: string }

/** The account's recent sends of an asset looked at (newest first), and how many it needs before any value counts as unusual. */
export const recentSendsRead = 50
export const recentSendsNeeded = 3

/**
 * The assets the batch sends more of than {@link SIMULATE_UNUSUAL_FACTOR} times the largest of the
 * account's last {@link recentSendsRead} sends of the same asset on the chain, from the server's
 * own index (`transfers`). An account with fewer than {@link recentSendsNeeded} such sends, an
 * asset of unknown decimals and a chain the server does not index say nothing.
 */
export async function unusualValues({ db, chainId, from, assets }: { db: Kysely<Database>; chainId: number; from: string; assets: readonly AssetChange[] }): Promise<UnusualValue[]> {
  const warnings: UnusualValue[] = []
  for (const asset of assets) {
    if (asset.kind === 'erc721' || asset.decimals === null || !asset.amount.startsWith('-')) continue
    let query = db
      .selectFrom('transfers')
      .select('amount')
      .where('chain_id', '=', chainId)
      .where('from_address', '=', from.toLowerCase())
      .where('token_standard', '=', asset.kind)
    query = asset.kind === 'native' ? query.where('token_address', 'is', null) : query.where('token_address', '=', asset.token.toLowerCase())
    const rows = await query.orderBy('block_number', 'desc').limit(recentSendsRead).execute()
    if (rows.length < recentSendsNeeded) continue
    const largest = rows.reduce((max, row) => (BigInt(row.amount) > max ? BigInt(row.amount) : max), 0n)
    const out = -BigInt(asset.amount)
    if (out <= largest * BigInt(SIMULATE_UNUSUAL_FACTOR)) continue
    const symbol = asset.kind === 'native' ? asset.symbol : (asset.symbol ?? asset.token)
    warnings.push({ kind: 'unusual_value', severity: 'caution', symbol, formatted: formatUnits(out, asset.decimals), usual: formatUnits(largest, asset.decimals) })
  }
  return warnings
}
