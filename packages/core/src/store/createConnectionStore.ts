import { createStore } from 'zustand/vanilla'
import type { CaipNetworkId, ChainNamespace } from '../caip/types'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** One live wallet connection (spec §3: connectorId, accounts, caipNetwork). */
export type Connection = {
  connectorId: string
  accounts: readonly string[]
  caipNetworkId: CaipNetworkId
}

export type NamespaceConnections = {
  status: ConnectionStatus
  /** Keyed by connector id: one entry per connected wallet. */
  connections: Readonly<Record<string, Connection>>
  /** The connection the modal shows; the last one connected. */
  activeConnectorId: string | undefined
}

export type ConnectionState = Readonly<Partial<Record<ChainNamespace, NamespaceConnections>>>

const empty: NamespaceConnections = { status: 'disconnected', connections: {}, activeConnectorId: undefined }

/**
 * Connection status per namespace and connections per connector.
 * `onLastDisconnect` fires when the last connection of a namespace goes away.
 */
export function createConnectionStore(parameters: { onLastDisconnect?: (namespace: ChainNamespace) => void } = {}) {
  const store = createStore<ConnectionState>(() => ({}))

  function get(namespace: ChainNamespace): NamespaceConnections {
    return store.getState()[namespace] ?? empty
  }
  function patch(namespace: ChainNamespace, next: Partial<NamespaceConnections>) {
    store.setState((state) => ({ ...state, [namespace]: { ...get(namespace), ...next } }))
  }

  /** The namespace's connections without one (the last remaining becomes active); undefined when it is not there. */
  function without(namespace: ChainNamespace, connectorId: string) {
    const current = get(namespace)
    if (!(connectorId in current.connections)) return undefined
    const { [connectorId]: _removed, ...connections } = current.connections
    const remaining = Object.keys(connections)
    const activeConnectorId =
      current.activeConnectorId === connectorId ? remaining[remaining.length - 1] : current.activeConnectorId
    return { connections, activeConnectorId }
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    get,
    setStatus(namespace: ChainNamespace, status: ConnectionStatus) {
      if (get(namespace).status !== status) patch(namespace, { status })
    },
    /** Adds or updates a connection (connect, account change, chain change) and makes it active. */
    upsert(namespace: ChainNamespace, connection: Connection) {
      patch(namespace, {
        status: 'connected',
        connections: { ...get(namespace).connections, [connection.connectorId]: connection },
        activeConnectorId: connection.connectorId,
      })
    },
    /**
     * Shows a stored connection while start-up asks the wallet again: status 'connecting', the
     * account known. No event fires.
     */
    hydrate(namespace: ChainNamespace, connection: Connection) {
      patch(namespace, {
        status: 'connecting',
        connections: { ...get(namespace).connections, [connection.connectorId]: connection },
        activeConnectorId: connection.connectorId,
      })
    },
    /** Drops a connection without changing the status or firing `onLastDisconnect` (a stored one the wallet did not confirm). */
    forget(namespace: ChainNamespace, connectorId: string) {
      const next = without(namespace, connectorId)
      if (next) patch(namespace, next)
    },
    /** Removes a connection; when none remain the namespace is disconnected and `onLastDisconnect` fires. */
    remove(namespace: ChainNamespace, connectorId: string) {
      const next = without(namespace, connectorId)
      if (!next) return
      const last = !Object.keys(next.connections).length
      patch(namespace, { ...next, status: last ? 'disconnected' : get(namespace).status })
      if (last) parameters.onLastDisconnect?.(namespace)
    },
    /** The active connection of a namespace, if any. */
    active(namespace: ChainNamespace): Connection | undefined {
      const { connections, activeConnectorId } = get(namespace)
      return activeConnectorId ? connections[activeConnectorId] : undefined
    },
  }
}

export type ConnectionStore = ReturnType<typeof createConnectionStore>
