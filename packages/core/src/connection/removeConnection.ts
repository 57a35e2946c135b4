import type { ChainNamespace } from '../caip/types'
import type { KitContext } from '../kit/context'
import { applyConnection, toConnectionData } from './applyConnection'

/**
 * Forgets one connection (the app disconnected it, or the wallet did). When it was the active one
 * and others remain, the most recently connected of them takes over as a newly connected one would:
 * its network, a `connect` event for its account, its balance, and the adapter is told. When none
 * remain the namespace is disconnected (`disconnect` event, see createConnectionStore).
 */
export function removeConnection(ctx: KitContext, namespace: ChainNamespace, connectorId: string) {
  const before = ctx.connection.get(namespace)
  const removed = before.connections[connectorId]
  if (!removed) return
  ctx.connection.remove(namespace, connectorId)
  if (before.activeConnectorId !== connectorId) return
  const next = ctx.connection.active(namespace)
  if (!next) return
  applyConnection(ctx, namespace, toConnectionData(next), { previous: removed })
  const adapter = ctx.adapters.get(namespace)
  adapter?.switchConnection?.({ connectorId: next.connectorId }).catch((error: Error) => ctx.emitter.emit('error', { error, action: 'switchConnection' }))
}
