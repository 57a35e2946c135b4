import type { KitContext } from '../kit/context'
import { leaveRestoring } from '../navigation/restore'
import { applyConnection, recordConnection } from './applyConnection'

/**
 * Start-up (spec §4). Reconnect enabled: existing connections are synced, status is connecting,
 * then connected or disconnected. Last visit's connection (see initialState.ts) is shown while the
 * wallet is asked, and no longer once it has answered. A wallet disconnected while it was being
 * restored stays disconnected: the restore ends it at the adapter instead of showing it.
 * Disabled: stored connections are dropped, status disconnected.
 */
export async function start(ctx: KitContext): Promise<void> {
  const reconnect = ctx.options.enableReconnect ?? true
  await Promise.all(
    [...ctx.adapters.values()].map(async (adapter) => {
      const namespace = adapter.namespace
      if (!reconnect) {
        await adapter.forgetConnections()
        ctx.connection.setStatus(namespace, 'disconnected')
        return
      }
      ctx.connection.beginRestore(namespace)
      // Last visit's session (stored, or an error on the way): losing it is a failed restore.
      let failed = !!ctx.connection.get(namespace).stored
      try {
        const restored = (await adapter.reconnect()).filter((data) => data.accounts.length)
        // A wallet the app disconnected meanwhile (Disconnect clicked during the restore) is ended
        // at the adapter, not shown; one connected anew meanwhile is the new connection's.
        const { restoreCancelled: cancelled, connections: current } = ctx.connection.get(namespace)
        const isCancelled = (data: { connectorId: string }) => cancelled === 'all' || !!cancelled?.includes(data.connectorId)
        const ended = restored.filter((data) => isCancelled(data) && !(data.connectorId in current))
        const connections = restored.filter((data) => !isCancelled(data))
        if (cancelled === 'all') failed = false
        await Promise.all(ended.map((data) => adapter.disconnect({ connectorId: data.connectorId }).catch(() => undefined)))
        // Several wallets (multi-wallet): all are restored, in the adapter's order; the one active
        // last visit is active again, else the adapter's first.
        const storedId = ctx.connection.get(namespace).stored?.connectorId
        const active = connections.find((data) => data.connectorId === storedId) ?? connections[0]
        for (const data of connections) recordConnection(ctx, namespace, data)
        if (active) applyConnection(ctx, namespace, active)
      } catch (error) {
        failed = true
        ctx.emitter.emit('error', { error: error as Error, action: 'reconnect' })
      }
      ctx.connection.endRestore(namespace)
      ctx.connection.dropStored(namespace)
      if (!Object.keys(ctx.connection.get(namespace).connections).length) {
        ctx.connection.setStatus(namespace, 'disconnected')
      }
      leaveRestoring(ctx, namespace, failed)
    }),
  )
}
