import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/** Which transfers an indexer keeps: every one of the chain, or those of addresses that asked. */
export type IndexedAddresses = 'all' | 'asked'

/**
 * What a chain's indexer keeps unless told: a devnet's every transfer (its history from block 0 is
 * small); any other chain's only for addresses whose history someone asked (`watchAddress`), so an
 * app chain's index grows with its visitors, not with the chain.
 */
export function defaultIndexedAddresses(chain: { devnet: boolean }): IndexedAddresses {
  return chain.devnet ? 'all' : 'asked'
}

/** From now on the indexers of `chainIds` keep `address`'s transfers (asking again changes nothing); one statement. */
export async function watchAddress(db: Kysely<Database>, chainIds: readonly number[], address: string, now: number): Promise<void> {
  if (chainIds.length === 0) return
  await db
    .insertInto('indexer_addresses')
    .values(chainIds.map((chainId) => ({ chain_id: chainId, address: address.toLowerCase(), created_at: now })))
    .onConflict((oc) => oc.columns(['chain_id', 'address']).doNothing())
    .execute()
}

/** Of `addresses` (lowercase), those the indexer of `chainId` keeps; read 500 at a time. */
export async function watchedAmong(db: Kysely<Database>, chainId: number, addresses: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(addresses)]
  const watched = new Set<string>()
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('indexer_addresses')
      .select('address')
      .where('chain_id', '=', chainId)
      .where('address', 'in', unique.slice(i, i + 500))
      .execute()
    for (const row of rows) watched.add(row.address)
  }
  return watched
}
