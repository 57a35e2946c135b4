import { createStore } from 'zustand/vanilla'
import type { Connector } from '../adapter/types'
import { createTracker } from '../analytics/createTracker'
import type { CaipNetworkId } from '../caip/types'
import { createConnectionStore } from '../connection/createConnectionStore'
import { DEFAULT_CHAIN_ID, DEFAULT_SDK_VERSION } from '../constants'
import { createFeaturesStore } from '../features/createFeaturesStore'
import { localFeatures } from '../features/features'
import { createAlertStore } from '../modal/createAlertStore'
import { createModalStore } from '../modal/createModalStore'
import { createRouter } from '../modal/createRouter'
import { createNetworkStore } from '../networks/createNetworkStore'
import { findNetwork } from '../networks/findNetwork'
import { validateOptions } from '../options/validateOptions'
import { createPayStore } from '../pay/createPayStore'
import { createSimulationStore } from '../simulation/createSimulationStore'
import { createWalletsStore } from '../registry/createWalletsStore'
import { createSIWXStore } from '../siwx/createSIWXStore'
import { createKeyedStorage } from '../storage/createKeyedStorage'
import { createWebStorage } from '../storage/createWebStorage'
import { createAccountStore } from '../account/createAccountStore'
import { createBalanceStore } from '../account/createBalanceStore'
import { createPairingStore } from '../walletConnect/createPairingStore'
import type { KitContext, ThemeState } from './context'
import { createEmitter } from './createEmitter'
import type { PorticoEvents, PorticoOptions } from './types'
import { showDisconnected } from '../navigation/afterDisconnect'

/**
 * The context of one kit: its options, adapters, storage and every store, each made here by its
 * factory. Nothing is shared between two contexts. Checks the options first (EmptyNetworksError,
 * OptionsConflictError); starts nothing (see `createPortico`).
 */
export function createContext(options: PorticoOptions): KitContext {
  const networks = options.networks ?? options.adapters.flatMap((adapter) => adapter.networks)
  validateOptions({ ...options, networks })
  const defaultNetwork =
    options.defaultNetwork ?? findNetwork(networks, DEFAULT_CHAIN_ID as CaipNetworkId) ?? networks[0]!

  const emitter = createEmitter<PorticoEvents>()
  const modal = createModalStore()
  const router = createRouter()
  return {
    options,
    adapters: new Map(options.adapters.map((adapter) => [adapter.namespace, adapter])),
    storage: createKeyedStorage(options.storage ?? createWebStorage()),
    emitter,
    connection: createConnectionStore({
      onLastDisconnect(chainNamespace) {
        emitter.emit('disconnect', { chainNamespace })
        showDisconnected({ router, modal })
      },
    }),
    network: createNetworkStore({ networks, defaultNetwork }),
    modal,
    router,
    balance: createBalanceStore(),
    connectors: createStore(() => ({ connectors: [] as readonly Connector[] })),
    theme: createStore<ThemeState>(() => ({
      themeMode: options.themeMode ?? 'light',
      themeVariables: options.themeVariables ?? {},
    })),
    inflight: new Map(),
    features: createFeaturesStore({
      features: localFeatures(options.features, options.basic),
      source: options.basic ? 'basic' : 'local',
    }),
    alerts: createAlertStore(),
    wallets: createWalletsStore(),
    tracker: createTracker(),
    server:
      options.serverUrl && options.projectId && !options.basic
        ? {
            url: options.serverUrl,
            projectId: options.projectId,
            sdkType: options.sdkType ?? 'portico',
            sdkVersion: options.sdkVersion ?? DEFAULT_SDK_VERSION,
          }
        : undefined,
    remote: {},
    pairing: createPairingStore(),
    siwx: createSIWXStore({
      enabled: Boolean(options.siwx ?? options.siweConfig),
      required: options.siwx ? Boolean(options.siwx.required) : (options.siweConfig?.required ?? true),
    }),
    account: createAccountStore(),
    pay: createPayStore(),
    simulation: createSimulationStore(),
    payments: {},
  }
}
