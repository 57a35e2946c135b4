import type { ConnectionData } from '../adapter/types'
import { parseCaipNetworkId } from '../caip/parseCaipNetworkId'
import type { ChainNamespace } from '../caip/types'
import { findNetwork } from '../networks/findNetwork'
import { isUnsupportedNetwork, unsupportedNetwork } from '../networks/unsupportedNetwork'
import type { Connection } from './createConnectionStore'
import type { KitContext } from '../kit/context'
import { fetchBalance } from '../account/fetchBalance'
import { leaveUnsupportedChain, showUnsupportedChain } from '../navigation/unsupportedChain'

/**
 * Records what a wallet reported (connect, reconnect, account or chain change) as the active
 * connection: the connection, the active network ('unsupported' when unconfigured) and a balance
 * refresh. A wallet on an unconfigured network opens the UnsupportedChain view unless the app
 * allows it. `connect` fires when the active account or network changed from `previous` (default:
 * the active connection before this one).
 */
export function applyConnection(
  ctx: KitContext,
  namespace: ChainNamespace,
  data: ConnectionData,
  options: { previous?: Connection | undefined } = {},
) {
  if (!data.accounts.length) return
  const previous = 'previous' in options ? options.previous : ctx.connection.active(namespace)
  ctx.network.setActiveChain(namespace, data.chainId)
  const network = ctx.network.active(namespace)!
  ctx.connection.upsert(namespace, {
    connectorId: data.connectorId,
    accounts: data.accounts,
    caipNetworkId: network.caipNetworkId,
  })
  if (!previous || previous.accounts[0] !== data.accounts[0] || previous.caipNetworkId !== network.caipNetworkId) {
    ctx.emitter.emit('connect', {
      connectorId: data.connectorId,
      address: data.accounts[0]!,
      caipNetworkId: network.caipNetworkId,
    })
  }
  if (isUnsupportedNetwork(network)) return showUnsupportedChain(ctx)
  leaveUnsupportedChain(ctx)
  void fetchBalance(ctx)
}

/**
 * Multi-wallet: records what a wallet that is not the active one reported (an account or chain
 * change, or a connection restored beside the active one). The active connection, the active
 * network and the modal stay as they are.
 */
export function recordConnection(ctx: KitContext, namespace: ChainNamespace, data: ConnectionData) {
  if (!data.accounts.length) return
  const network =
    findNetwork(ctx.network.getState().networks, { chainNamespace: namespace, id: data.chainId }) ??
    unsupportedNetwork(namespace, data.chainId)
  ctx.connection.update(namespace, { connectorId: data.connectorId, accounts: data.accounts, caipNetworkId: network.caipNetworkId })
}

/** A stored connection as the adapter would report it (its chain reference from the CAIP-2 id). */
export function toConnectionData(connection: Connection): ConnectionData {
  return {
    connectorId: connection.connectorId,
    accounts: connection.accounts,
    chainId: parseCaipNetworkId(connection.caipNetworkId).chainId,
  }
}
