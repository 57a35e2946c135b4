import { RECOMMENDED_WALLETS_COUNT, SEARCH_RESULTS_MAX, WALLETS_PAGE_SIZE } from '../constants'
import type { GetWalletsParameters, RegistryWallet } from '../server/types'
import type { KitContext } from '../kit/context'
import { serverClient } from '../server/serverClient'

/** The registry query every list shares: the app's include/exclude lists and its networks. */
function baseQuery(ctx: KitContext): GetWalletsParameters {
  return {
    include: ctx.options.includeWalletIds,
    exclude: ctx.options.excludeWalletIds,
    chains: ctx.network.getState().networks.filter((n) => !n.testnet).map((n) => n.caipNetworkId),
  }
}

/** Rdns of the wallets present in this browser: the registry does not recommend those. */
function installedRdns(ctx: KitContext): Set<string> {
  return new Set(
    ctx.connectors
      .getState()
      .connectors.filter((c) => c.installed && c.rdns)
      .map((c) => c.rdns!),
  )
}

/**
 * The Connect view's registry wallets: the app's featured ones (in its order) and the top
 * RECOMMENDED_WALLETS_COUNT that are neither installed nor featured.
 */
export async function fetchConnectWallets(ctx: KitContext): Promise<void> {
  const client = serverClient(ctx)
  if (!client || ctx.wallets.getState().connectStatus === 'loading') return
  ctx.wallets.setState({ connectStatus: 'loading' })
  const featuredIds = ctx.options.featuredWalletIds ?? []
  const installed = installedRdns(ctx)
  try {
    const [featured, top] = await Promise.all([
      featuredIds.length
        ? client.getWallets({ include: featuredIds, entries: featuredIds.length }).then((r) => r.data)
        : Promise.resolve([] as RegistryWallet[]),
      client.getWallets({ ...baseQuery(ctx), page: 1, entries: RECOMMENDED_WALLETS_COUNT + installed.size + featuredIds.length }),
    ])
    const featuredSet = new Set(featuredIds)
    ctx.wallets.setState({
      featured: [...featured].sort((a, b) => featuredIds.indexOf(a.id) - featuredIds.indexOf(b.id)),
      recommended: top.data
        .filter((w) => !featuredSet.has(w.id) && !(w.rdns && installed.has(w.rdns)))
        .slice(0, RECOMMENDED_WALLETS_COUNT),
      connectStatus: 'ready',
    })
  } catch {
    ctx.wallets.setState({ connectStatus: 'error' })
  }
}

/**
 * Loads the next page (WALLETS_PAGE_SIZE wallets) of the All Wallets list; with the first page,
 * the registry entries of the wallets installed here (by rdns), which the list shows first.
 */
export async function fetchNextWalletsPage(ctx: KitContext): Promise<void> {
  const client = serverClient(ctx)
  const state = ctx.wallets.getState()
  if (!client || state.allStatus === 'loading') return
  if (state.page > 0 && state.all.length >= state.count) return
  ctx.wallets.setState({ allStatus: 'loading' })
  try {
    const page = state.page + 1
    const rdns = [...installedRdns(ctx)]
    const [{ data, count }, installed] = await Promise.all([
      client.getWallets({ ...baseQuery(ctx), page, entries: WALLETS_PAGE_SIZE }),
      page === 1 && rdns.length
        ? client.getWallets({ ...baseQuery(ctx), rdns, entries: rdns.length }).then((r) => r.data)
        : Promise.resolve(undefined),
    ])
    const known = new Set(ctx.wallets.getState().all.map((w) => w.id))
    ctx.wallets.setState((current) => ({
      all: [...current.all, ...data.filter((w) => !known.has(w.id))],
      installed: installed ?? current.installed,
      count,
      page,
      allStatus: 'ready',
    }))
  } catch {
    ctx.wallets.setState({ allStatus: 'error' })
  }
}

export type SearchWalletsParameters = {
  /** What the visitor typed; blank clears the results. */
  query: string
}

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
