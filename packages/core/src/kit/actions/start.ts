import type { ConnectionData } from '../../adapter/types'
import type { KitContext } from '../context'
import { applyConnection } from './applyConnection'

/**
 * Start-up (spec §4). Reconnect enabled: existing connections are synced, status is connecting,
 * then connected or disconnected. A connection shown from the stored state (see initialState.ts)
 * stays on screen while the wallet is asked, and goes quietly if the wallet does not confirm it.
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
      const shown = Object.keys(ctx.connection.get(namespace).connections)
      ctx.connection.setStatus(namespace, 'connecting')
      let restored: readonly ConnectionData[] = []
      try {
        restored = await adapter.reconnect()
      } catch (error) {
        ctx.emitter.emit('error', { error: error as Error, action: 'reconnect' })
      }
      // The stored connections make way for what the wallets say, so a restored one counts as a
      // new connection ('connect' fires, sign-in checks its session) like any reconnect.
      for (const connectorId of shown) ctx.connection.forget(namespace, connectorId)
      for (const data of restored) applyConnection(ctx, namespace, data)
      if (!Object.keys(ctx.connection.get(namespace).connections).length) {
        ctx.connection.setStatus(namespace, 'disconnected')
      }
    }),
  )
}
