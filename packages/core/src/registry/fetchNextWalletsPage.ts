import { WALLETS_PAGE_SIZE } from '../constants'
import type { KitContext } from '../kit/context'
import { serverClient } from '../server/serverClient'
import { baseQuery, installedRdns } from './walletsQuery'
import type { ErrorType } from '../errors/errorType'

/** None: `fetchNextWalletsPage` takes the context only. */
export type FetchNextWalletsPageParameters = void

export type FetchNextWalletsPageReturnType = void

/** What `fetchNextWalletsPage` can throw: nothing of its own (a failure sets the wallets store's status to `error`). */
export type FetchNextWalletsPageErrorType = ErrorType

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
