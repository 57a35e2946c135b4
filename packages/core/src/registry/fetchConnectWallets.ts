import { RECOMMENDED_WALLETS_COUNT } from '../constants'
import type { RegistryWallet } from '../server/types'
import type { KitContext } from '../kit/context'
import { serverClient } from '../server/serverClient'
import { baseQuery, installedRdns } from './walletsQuery'
import type { ErrorType } from '../errors/errorType'

/** None: `fetchConnectWallets` takes the context only. */
export type FetchConnectWalletsParameters = void

export type FetchConnectWalletsReturnType = void

/** What `fetchConnectWallets` can throw: nothing of its own (a failure sets the wallets store's status to `error`). */
export type FetchConnectWalletsErrorType = ErrorType

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
