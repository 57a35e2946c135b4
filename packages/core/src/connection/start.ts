import type { KitContext } from '../kit/context'
import { leaveRestoring } from '../navigation/restore'
import { applyConnection, recordConnection } from './applyConnection'

/**
 * Start-up (spec §4). Reconnect enabled: existing connections are synced, status is connecting,
 * then connected or disconnected. Last visit's connection (see initialState.ts) is shown while the
 * wallet is asked, and no longer once it has answered.
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
      ctx.connection.setStatus(namespace, 'connecting')
      // Last visit's session (stored, or an error on the way): losing it is a failed restore.
      let failed = !!ctx.connection.get(namespace).stored
      try {
        const connections = (await adapter.reconnect()).filter((data) => data.accounts.length)
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
      ctx.connection.dropStored(namespace)
      if (!Object.keys(ctx.connection.get(namespace).connections).length) {
        ctx.connection.setStatus(namespace, 'disconnected')
      }
      leaveRestoring(ctx, namespace, failed)
    }),
  )
}
