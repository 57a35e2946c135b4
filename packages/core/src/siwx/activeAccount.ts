import type { CaipNetworkId, ChainNamespace } from '../caip/types'
import { isUnsupportedNetwork } from '../networks/unsupportedNetwork'
import type { KitContext } from '../kit/context'

/** The account and network sign-in is about: the active connection of `namespace` (default: the first connected). */
export function activeAccount(
  ctx: KitContext,
  namespace?: ChainNamespace,
): { namespace: ChainNamespace; address: string; chainId: CaipNetworkId } | undefined {
  const first = ctx.network.getState().activeNamespace
  const namespaces = namespace ? [namespace] : [first, ...[...ctx.adapters.keys()].filter((ns) => ns !== first)]
  for (const ns of namespaces) {
    const connection = ctx.connection.active(ns)
    const network = ctx.network.active(ns)
    if (!connection?.accounts[0] || !network || isUnsupportedNetwork(network)) continue
    return { namespace: ns, address: connection.accounts[0], chainId: connection.caipNetworkId }
  }
  return undefined
}

/** Whether a session is for this account on this network and not expired. */
export function covers(session: { data: { accountAddress: string; chainId: string }; expiresAt?: string | undefined }, account: { address: string; chainId: string }, now = Date.now()) {
  return (
    session.data.chainId === account.chainId &&
    session.data.accountAddress.toLowerCase() === account.address.toLowerCase() &&
    (!session.expiresAt || Date.parse(session.expiresAt) > now)
  )
}
