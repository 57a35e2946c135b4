import { SEARCH_RESULTS_MAX } from '../constants'
import type { KitContext } from '../kit/context'
import { serverClient } from '../server/serverClient'
import { baseQuery } from './walletsQuery'
import type { ErrorType } from '../errors/errorType'

export type SearchWalletsParameters = {
  /** What the visitor typed; blank clears the results. */
  query: string
}

export type SearchWalletsReturnType = void

/** What `searchWallets` can throw: nothing of its own (a failure sets the search's status to `error`). */
export type SearchWalletsErrorType = ErrorType

/**
 * Searches the registry (up to SEARCH_RESULTS_MAX results). An answer that arrives after a newer
 * query was typed is dropped.
 */
export async function searchWallets(ctx: KitContext, parameters: SearchWalletsParameters): Promise<void> {
  const query = parameters.query.trim()
  const client = serverClient(ctx)
  if (!client) return
  if (!query) {
    ctx.wallets.setState({ search: { query: '', results: [], count: 0, status: 'idle' } })
    return
  }
  ctx.wallets.setState((s) => ({ search: { ...s.search, query, status: 'loading' } }))
  try {
    const { data, count } = await client.getWallets({ ...baseQuery(ctx), page: 1, entries: SEARCH_RESULTS_MAX, search: query })
    if (ctx.wallets.getState().search.query !== query) return
    ctx.wallets.setState({ search: { query, results: data, count, status: 'ready' } })
  } catch {
    if (ctx.wallets.getState().search.query !== query) return
    ctx.wallets.setState((s) => ({ search: { ...s.search, results: [], count: 0, status: 'error' } }))
  }
}
