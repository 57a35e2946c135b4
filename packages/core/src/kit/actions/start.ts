import type { KitContext } from '../context'
import { applyConnection } from './applyConnection'

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
      try {
        const connections = await adapter.reconnect()
        for (const data of connections) applyConnection(ctx, namespace, data)
      } catch (error) {
        ctx.emitter.emit('error', { error: error as Error, action: 'reconnect' })
      }
      ctx.connection.dropStored(namespace)
      if (!Object.keys(ctx.connection.get(namespace).connections).length) {
        ctx.connection.setStatus(namespace, 'disconnected')
      }
    }),
  )
}
