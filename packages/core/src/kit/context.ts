import type { EventEmitter } from 'eventemitter3'
import type { Adapter, Connector } from '../adapter/types'
import type { ChainNamespace } from '../caip'
import { AdapterNotFoundError, ConnectorNotFoundError } from '../errors'
import type { KeyedStorage } from '../storage'
import type { BalanceStore } from '../store/createBalanceStore'
import type { ConnectionStore } from '../store/createConnectionStore'
import type { ModalStore } from '../store/createModalStore'
import type { NetworkStore } from '../store/createNetworkStore'
import type { Router } from '../store/createRouter'
import type { StoreApi } from 'zustand/vanilla'
import type { PorticoEvents, PorticoOptions, ThemeMode } from './types'

export type ThemeState = { themeMode: ThemeMode; themeVariables: Readonly<Record<string, string>> }

/** Everything one kit instance owns. Actions take it as their first argument (viem style). */
export type KitContext = {
  options: PorticoOptions
  adapters: ReadonlyMap<ChainNamespace, Adapter>
  storage: KeyedStorage
  emitter: EventEmitter<PorticoEvents>
  connection: ConnectionStore
  network: NetworkStore
  modal: ModalStore
  router: Router
  balance: BalanceStore
  connectors: StoreApi<{ connectors: readonly Connector[] }>
  theme: StoreApi<ThemeState>
  /** Requests under way, keyed by what they fetch, so concurrent callers share one. */
  inflight: Map<string, Promise<void>>
}

export function getAdapter(ctx: KitContext, namespace: ChainNamespace): Adapter {
  const adapter = ctx.adapters.get(namespace)
  if (!adapter) throw new AdapterNotFoundError({ chainNamespace: namespace })
  return adapter
}

export function getConnector(ctx: KitContext, connectorId: string): Connector {
  const connector = ctx.connectors.getState().connectors.find((c) => c.id === connectorId)
  if (!connector) throw new ConnectorNotFoundError({ connectorId })
  return connector
}
