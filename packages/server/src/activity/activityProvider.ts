import type { HistoryItem } from '@portico/core/contract'
import type { QueryHistoryParameters } from './queryHistory.ts'

/** A page of an account's history on one chain, newest first; `next` is an opaque cursor (null at the end). */
export type ActivityPage = { data: HistoryItem[]; next: string | null }

/**
 * Where a chain's account history comes from when it is not the built-in indexer (an
 * Etherscan-compatible account API: Blockscout, Etherscan). Throws when it cannot answer; the
 * history route then says the chain's history is unavailable instead of showing it empty.
 */
export type ActivityProvider = {
  getHistory(parameters: {
    address: `0x${string}`
    cursor?: string | undefined
    limit: number
    /** How items are described (token names, prices, icons), as for the index's. */
    render: Pick<QueryHistoryParameters, 'chains' | 'tokens' | 'prices' | 'iconUrl'>
  }): Promise<ActivityPage>
}

/** Activity providers by chain id. */
export type ActivityProviders = Readonly<Record<number, ActivityProvider>>
