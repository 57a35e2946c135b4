import type { GetWalletsParameters } from '../server/types'
import type { KitContext } from '../kit/context'

/** The registry query every list shares: the app's include/exclude lists and its networks. */
export function baseQuery(ctx: KitContext): GetWalletsParameters {
  return {
    include: ctx.options.includeWalletIds,
    exclude: ctx.options.excludeWalletIds,
    chains: ctx.network.getState().networks.filter((n) => !n.testnet).map((n) => n.caipNetworkId),
  }
}

/** Rdns of the wallets present in this browser: the registry does not recommend those. */
export function installedRdns(ctx: KitContext): Set<string> {
  return new Set(
    ctx.connectors
      .getState()
      .connectors.filter((c) => c.installed && c.rdns)
      .map((c) => c.rdns!),
  )
}
