import type { ChainNamespace, Connection, ConnectionState, Connector, FeaturesState, NamespaceConnections, NetworkState } from '@portico/core'
import { useCallback, useMemo } from 'react'
import { usePorticoContext } from '../context'
import { useStore } from './useStore'

/** One live wallet connection, with its connector (name, icon) and whether it is the active one. */
export type PorticoConnection = Connection & {
  /** The connector as the kit lists it (name, icon); undefined when the adapter no longer lists it. */
  connector: Connector | undefined
  isActive: boolean
}

export type UsePorticoConnectionsReturnType = {
  /** The project's multiWallet feature: without it `connections` is always empty. */
  isEnabled: boolean
  /** The namespace's live connections, in the order they were made. */
  connections: readonly PorticoConnection[]
  activeConnectorId: string | undefined
}

/**
 * The namespace's connections as the multi-wallet views show them: each with its connector and
 * whether it is active; none when the feature is off.
 */
export function listConnections(
  state: NamespaceConnections | undefined,
  connectors: readonly Connector[],
  isEnabled: boolean,
): UsePorticoConnectionsReturnType {
  if (!isEnabled || !state) return { isEnabled, connections: [], activeConnectorId: undefined }
  const connections = Object.values(state.connections).map((connection) => ({
    ...connection,
    connector: connectors.find((c) => c.id === connection.connectorId),
    isActive: connection.connectorId === state.activeConnectorId,
  }))
  return { isEnabled, connections, activeConnectorId: state.activeConnectorId }
}

const selectMultiWallet = (s: FeaturesState) => s.features.multiWallet
const selectConnectors = (s: { connectors: readonly Connector[] }) => s.connectors
const selectNamespace = (s: NetworkState) => s.activeNamespace

/**
 * Multi-wallet: every live connection of a namespace (default: the active one), each with its
 * connector and `isActive`. Re-renders when a wallet connects, disconnects, changes account or
 * becomes active. When the project's multiWallet feature is off, `connections` is empty and
 * `isEnabled` false. Switch with `useSwitchConnection`, disconnect one with
 * `useDisconnect().disconnect({ connectorId })`.
 *
 * @example
 * const { connections } = usePorticoConnections()
 * connections.map((c) => `${c.connector?.name}: ${c.accounts[0]}${c.isActive ? ' (active)' : ''}`)
 */
export function usePorticoConnections(namespace?: ChainNamespace): UsePorticoConnectionsReturnType {
  const { portico } = usePorticoContext()
  const activeNamespace = useStore(portico.stores.network, selectNamespace)
  const chainNamespace = namespace ?? activeNamespace
  const selectState = useCallback((s: ConnectionState) => s[chainNamespace], [chainNamespace])
  const state = useStore(portico.stores.connection, selectState)
  const connectors = useStore(portico.stores.connectors, selectConnectors)
  const isEnabled = useStore(portico.stores.features, selectMultiWallet)
  return useMemo(() => listConnections(state, connectors, isEnabled), [state, connectors, isEnabled])
}
