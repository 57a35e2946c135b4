import type { Connector } from '../adapter/types'
import type { ChainNamespace } from '../caip/types'
import { applyConnection, recordConnection } from '../connection/applyConnection'
import { removeConnection } from '../connection/removeConnection'
import type { KitContext } from './context'

/**
 * Listens to every adapter: their connectors fill `ctx.connectors`, their connection events the
 * connection store (another wallet's change, with multi-wallet, is noted and the active one stays),
 * their WalletConnect URIs the pairing store. Returns the adapters' cleanups.
 */
export function watchAdapters(ctx: KitContext): (() => void)[] {
  const byNamespace = new Map<ChainNamespace, readonly Connector[]>()
  const cleanups = ctx.options.adapters.map((adapter) =>
    adapter.setup({
      connectorsChanged(connectors) {
        byNamespace.set(adapter.namespace, connectors)
        ctx.connectors.setState({ connectors: [...byNamespace.values()].flat() })
      },
      connectionChanged(data) {
        const { connections, activeConnectorId } = ctx.connection.get(adapter.namespace)
        if (!connections[data.connectorId]) return
        // Another wallet's account or chain changed (multi-wallet): noted, the active one stays.
        if (data.connectorId === activeConnectorId) applyConnection(ctx, adapter.namespace, data)
        else recordConnection(ctx, adapter.namespace, data)
      },
      disconnected(connectorId) {
        removeConnection(ctx, adapter.namespace, connectorId)
      },
      walletConnectUri({ connectorId, uri }) {
        ctx.pairing.setUri(connectorId, uri)
      },
    }),
  )
  for (const adapter of ctx.options.adapters) byNamespace.set(adapter.namespace, adapter.getConnectors())
  ctx.connectors.setState({ connectors: [...byNamespace.values()].flat() })
  return cleanups
}
