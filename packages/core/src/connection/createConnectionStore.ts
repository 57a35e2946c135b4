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
  /** The connection the modal shows and actions use: the last one connected or switched to. */
  activeConnectorId: string | undefined
  /** Last visit's connection, shown while start-up reconnects (never counted as connected). */
  stored?: Connection | undefined
  /** Start-up is asking the wallets again (connection/start.ts). */
  restoring?: boolean | undefined
  /**
   * Wallets the app disconnected while start-up was restoring them ('all': the whole namespace): what
   * the restore brings back for them is ended, not shown (see connection/start.ts).
   */
  restoreCancelled?: 'all' | readonly string[] | undefined
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
     * Updates a connection, or adds one beside the others, without making it active (an account or
     * chain change of another wallet, a connection restored beside the active one).
     */
    update(namespace: ChainNamespace, connection: Connection) {
      patch(namespace, { connections: { ...get(namespace).connections, [connection.connectorId]: connection } })
    },
    /**
     * Shows last visit's connection while start-up asks the wallet again: status 'connecting' and
     * `stored` set, no connection and no event (see connection/initialState.ts).
     */
    showStored(namespace: ChainNamespace, connection: Connection) {
      patch(namespace, { status: 'connecting', stored: connection })
    },
    /** Start-up has its answer: the stored connection is no longer shown. */
    dropStored(namespace: ChainNamespace) {
      if (get(namespace).stored) patch(namespace, { stored: undefined })
    },
    /** Start-up starts asking the namespace's wallets again: status 'connecting' until `endRestore`. */
    beginRestore(namespace: ChainNamespace) {
      patch(namespace, { status: 'connecting', restoring: true, restoreCancelled: undefined })
    },
    endRestore(namespace: ChainNamespace) {
      patch(namespace, { restoring: undefined, restoreCancelled: undefined })
    },
    /**
     * The app disconnects a wallet (default: every wallet of the namespace) while start-up restores it:
     * the restore's answer for it will be ended, not shown, and last visit's connection is no longer
     * shown now (a whole namespace: disconnected at once). Nothing when no restore is under way.
     */
    cancelRestore(namespace: ChainNamespace, connectorId?: string) {
      const current = get(namespace)
      if (!current.restoring || current.restoreCancelled === 'all') return
      const restoreCancelled = connectorId === undefined ? 'all' : [...(current.restoreCancelled ?? []), connectorId]
      const dropsShown = connectorId === undefined || current.stored?.connectorId === connectorId
      const empty = !Object.keys(current.connections).length
      patch(namespace, {
        restoreCancelled,
        ...(dropsShown ? { stored: undefined } : {}),
        ...(dropsShown && empty ? { status: 'disconnected' as const } : {}),
      })
      // What the page showed as connected goes away: the same event as a last connection's end (a session signed out, say).
      if (dropsShown && empty && current.stored) parameters.onLastDisconnect?.(namespace)
    },
    /**
     * Removes a connection. When it was the active one, the most recently connected of the others
     * becomes active; when none remain the namespace is disconnected and `onLastDisconnect` fires.
     */
    remove(namespace: ChainNamespace, connectorId: string) {
      const current = get(namespace)
      if (!(connectorId in current.connections)) return
      const { [connectorId]: _removed, ...connections } = current.connections
      const remaining = Object.keys(connections)
      const activeConnectorId =
        current.activeConnectorId === connectorId ? remaining[remaining.length - 1] : current.activeConnectorId
      patch(namespace, {
        connections,
        activeConnectorId,
        status: remaining.length ? current.status : 'disconnected',
      })
      if (!remaining.length) parameters.onLastDisconnect?.(namespace)
    },
    /** The active connection of a namespace, if any. */
    active(namespace: ChainNamespace): Connection | undefined {
      const { connections, activeConnectorId } = get(namespace)
      return activeConnectorId ? connections[activeConnectorId] : undefined
    },
  }
}

export type ConnectionStore = ReturnType<typeof createConnectionStore>
