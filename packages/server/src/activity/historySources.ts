import type { Kysely } from 'kysely'
import type { ChainConfig } from '../chains/chains.ts'
import type { Database } from '../db/schema.ts'
import { BadRequestError } from '../errors.ts'
import type { ActivityPage, ActivityProviders } from './activityProvider.ts'
import type { QueryHistoryParameters } from './queryHistory.ts'

export type HistoryStatus = {
  /** CAIP-2 ids of the chains asked whose history no source answered. */
  unavailable?: string[]
  /** The built-in index's distance from the head, for indexed chains asked. */
  indexing?: { chain: string; behindBlocks: number }[]
}

/**
 * Which of `chains` have their history in the built-in index (an `indexer_state` row; a devnet
 * counts as indexed), how far behind their heads those are, and which have no source at all (not
 * indexed, no account API): those are `unavailable`, never shown as an empty history.
 */
export async function indexStatus(
  db: Kysely<Database>,
  chains: readonly ChainConfig[],
  providers: ActivityProviders,
  headOf: (chain: ChainConfig) => Promise<bigint>,
): Promise<HistoryStatus> {
  const states = await db.selectFrom('indexer_state').select(['chain_id', 'last_block']).execute()
  const unavailable: string[] = []
  const indexing: { chain: string; behindBlocks: number }[] = []
  for (const chain of chains) {
    const state = states.find((row) => Number(row.chain_id) === chain.chainId)
    if (!state) {
      if (!chain.devnet && !providers[chain.chainId]) unavailable.push(`eip155:${chain.chainId}`)
      continue
    }
    const head = await headOf(chain).catch(() => undefined)
    if (head !== undefined) indexing.push({ chain: `eip155:${chain.chainId}`, behindBlocks: Math.max(0, Number(head) - Number(state.last_block)) })
  }
  return { ...(unavailable.length ? { unavailable } : {}), ...(indexing.length ? { indexing } : {}) }
}

/**
 * One chain's page from its account API, or no page and the chain `unavailable` when the API does
 * not answer (a bad cursor is still the caller's error).
 */
export async function accountApiPage(
  providers: ActivityProviders,
  chainId: number,
  parameters: { address: `0x${string}`; cursor: string | undefined; limit: number },
  render: Pick<QueryHistoryParameters, 'chains' | 'tokens' | 'prices' | 'iconUrl'>,
): Promise<ActivityPage & HistoryStatus> {
  try {
    return await providers[chainId]!.getHistory({ ...parameters, render })
  } catch (error) {
    if (error instanceof BadRequestError) throw error
    return { data: [], next: null, unavailable: [`eip155:${chainId}`] }
  }
}
