import type { ChainNamespace } from '../caip/types'
import { NetworkOutsideAdapterError } from '../networks/errors'
import type { CaipNetwork } from '../networks/types'
import { createStoredConnections } from '../storage/createStoredConnections'
import type { Storage } from '../storage/types'
import type { AdapterEvents, AdapterSwitchNetworkParameters, ConnectionData, Connector } from './types'

/**
 * What an adapter keeps of one live connection: the chain it is on (the reference within the
 * namespace) and `stop`, which ends what it follows (listeners, subscriptions).
 */
export type LiveConnection = { chainId: string | number; stop(): void }

export type CreateAdapterConnectionsParameters = {
  namespace: ChainNamespace
  /** The adapter's networks: a connection starts on one of them, and switches only to one of them. */
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  /** Where the connections are remembered for the next visit; default localStorage, none outside browsers. */
  storage: Storage | undefined
  /** They are kept under `portico.<storageName>.connections`; default the namespace. */
  storageName?: string | undefined
  /** The adapter's connectors, reported to the kit when `watch` says they changed. */
  getConnectors(): readonly Connector[]
}

/** How `reconnect` brings back one connection of the last visit. */
export type RestoreConnection = {
  /** Whether the wallet is on the page now; one that is not is skipped and stays remembered (default: every one is). */
  isPresent?(connectorId: string): boolean
  /** Connects it again without a prompt: its connection, else `undefined` (or a throw) and it is forgotten. */
  restore(connectorId: string): Promise<ConnectionData | undefined>
}

/**
 * The plumbing the wallet adapters of the non-EVM namespaces share: their live connections
 * (remembered for the next visit while live), the kit's events while set up and `setup`'s teardown,
 * the reconnect loop over the remembered wallets, the network a connection starts on, the guard of
 * `switchNetwork` and `forgetConnections`. Namespace-neutral: what a connection holds besides its
 * chain and `stop`, and how a wallet is asked, are the adapter's.
 *
 * @example
 * const connections = createAdapterConnections<{ chainId: string; stop(): void }>({ namespace: 'solana', networks, storage, getConnectors })
 * // Adapter.setup: report the wallets when the registry changes; the teardown stops every connection.
 * setup: (events) => connections.setup(events, (report) => [registry.on('register', report)]),
 * reconnect: () => connections.reconnect({ restore: (connectorId) => silentConnect(connectorId) }),
 */
export function createAdapterConnections<TConnection extends LiveConnection>(parameters: CreateAdapterConnectionsParameters) {
  const { namespace, networks, storageName = namespace } = parameters
  const stored = createStoredConnections(parameters.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage), `portico.${storageName}.connections`)
  const live = new Map<string, TConnection>()
  let events: AdapterEvents | undefined

  /** Stops following a connection and forgets it, for the next visit too. */
  function remove(connectorId: string) {
    live.get(connectorId)?.stop()
    live.delete(connectorId)
    stored.remove(connectorId)
  }

  /** Throws NetworkOutsideAdapterError unless `network` is one of the adapter's. */
  function checkNetwork(network: CaipNetwork) {
    if (network.chainNamespace !== namespace || !networks.some((candidate) => candidate.caipNetworkId === network.caipNetworkId)) {
      throw new NetworkOutsideAdapterError({ caipNetworkId: network.caipNetworkId, chainNamespace: namespace })
    }
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
    /**
     * `Adapter.reconnect`: brings back the wallets remembered from the last visit, one at a time in
     * the order they were connected. A wallet not on the page stays remembered; one that does not
     * come back silently is forgotten.
     */
    async reconnect({ isPresent = () => true, restore }: RestoreConnection): Promise<ConnectionData[]> {
      const restored: ConnectionData[] = []
      for (const connectorId of stored.list()) {
        if (!isPresent(connectorId)) continue
        const connection = await restore(connectorId).catch(() => undefined)
        if (connection) restored.push(connection)
        else stored.remove(connectorId)
      }
      return restored
    },
    /** `Adapter.forgetConnections`: the next visit reconnects none of the wallets remembered now. */
    async forgetConnections() {
      stored.clear()
    },
    /** The network a connection starts on: the one the kit asks for when it is the adapter's, else the first. */
    startChain: (chainId: string | number | undefined): string | number => networks.find((network) => network.id === chainId)?.id ?? networks[0].id,
    checkNetwork,
    /**
     * `Adapter.switchNetwork` for wallets that have no current chain (the network is named with
     * each request, so switching is the dapp's): checks the network, then the connection is on it.
     */
    async switchNetwork({ connectorId, network }: AdapterSwitchNetworkParameters) {
      checkNetwork(network)
      const connection = live.get(connectorId)
      if (connection) connection.chainId = network.id
    },
  }
}

export type AdapterConnections<TConnection extends LiveConnection> = ReturnType<typeof createAdapterConnections<TConnection>>
