import type { ConnectionData } from '../../adapter/types'
import type { ChainNamespace } from '../../caip/types'
import { isUnsupportedNetwork } from '../../network/unsupportedNetwork'
import type { KitContext } from '../context'
import { fetchBalance } from './fetchBalance'

/**
 * Records what a wallet reported (connect, reconnect, account or chain change): the connection,
 * the active network ('unsupported' when unconfigured) and a balance refresh. A wallet on an
 * unconfigured network opens the UnsupportedChain view unless the app allows it.
 */
export function applyConnection(ctx: KitContext, namespace: ChainNamespace, data: ConnectionData) {
  if (!data.accounts.length) return
  const previous = ctx.connection.active(namespace)
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
  if (isUnsupportedNetwork(network)) {
    if (!ctx.options.allowUnsupportedChain) {
      ctx.router.reset('UnsupportedChain')
      ctx.modal.setOpen(true)
    }
    return
  }
  if (ctx.router.current().view === 'UnsupportedChain') ctx.router.replace('Account')
  void fetchBalance(ctx)
}
