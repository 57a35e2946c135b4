import type { StoredConnections } from '../storage/createStoredConnections'
import type { AdapterEvents, Connector } from './types'

/** What an adapter keeps of one live connection; `stop` ends what it follows (listeners, subscriptions). */
export type LiveConnection = { stop(): void }

export type CreateAdapterConnectionsParameters = {
  /** Where the connections are remembered for the next visit. */
  stored: StoredConnections
  /** The adapter's connectors, reported to the kit when `watch` says they changed. */
  getConnectors(): readonly Connector[]
}

/**
 * The bookkeeping the wallet adapters of the non-EVM namespaces do alike: their live connections
 * (remembered for the next visit while live), the kit's events while set up, and `setup`'s teardown.
 * Namespace-neutral: what a connection holds besides `stop` is the adapter's.
 *
 * @example
 * const connections = createAdapterConnections<{ chainId: string; stop(): void }>({ stored, getConnectors })
 * // Adapter.setup: report the wallets when the registry changes; the teardown stops every connection.
 * setup: (events) => connections.setup(events, (report) => [registry.on('register', report)]),
 */
export function createAdapterConnections<TConnection extends LiveConnection>(parameters: CreateAdapterConnectionsParameters) {
  const { stored } = parameters
  const live = new Map<string, TConnection>()
  let events: AdapterEvents | undefined

  /** Stops following a connection and forgets it, for the next visit too. */
  function remove(connectorId: string) {
    live.get(connectorId)?.stop()
    live.delete(connectorId)
    stored.remove(connectorId)
  }

  return {
    /** The kit's events while the adapter is set up. */
    get events(): AdapterEvents | undefined {
      return events
    },
    get: (connectorId: string): TConnection | undefined => live.get(connectorId),
    has: (connectorId: string) => live.has(connectorId),
    /** The live connections' ids, oldest first. */
    ids: () => [...live.keys()],
    /** A connection starts (or starts again: the previous one of the id is stopped); it is remembered for the next visit. */
    add(connectorId: string, connection: TConnection) {
      live.get(connectorId)?.stop()
      live.set(connectorId, connection)
      stored.add(connectorId)
    },
    remove,
    /** The wallet ended the connection: it is forgotten and the kit told (`disconnected`). */
    end(connectorId: string) {
      remove(connectorId)
      events?.disconnected(connectorId)
    },
    /**
     * `Adapter.setup`: keeps the kit's events and starts `watch` with a `report` of the connectors;
     * `watch` returns the functions that stop it. Returns the teardown: stops watching and following
     * every connection (they stay remembered for the next visit) and drops the events.
     */
    setup(given: AdapterEvents, watch: (report: () => void) => readonly (() => void)[] = () => []): () => void {
      events = given
      const unwatch = watch(() => given.connectorsChanged(parameters.getConnectors()))
      return () => {
        for (const stop of unwatch) stop()
        for (const connection of live.values()) connection.stop()
        live.clear()
        events = undefined
      }
    },
  }
}

export type AdapterConnections<TConnection extends LiveConnection> = ReturnType<typeof createAdapterConnections<TConnection>>
