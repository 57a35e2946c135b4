import type { Tracker } from '../analytics/createTracker'
import type { Analytics } from '../analytics/createAnalytics'
import type { ServerClient } from '../server/createServerClient'
import type { AlertStore } from '../modal/createAlertStore'
import type { FeaturesStore } from '../features/createFeaturesStore'
import type { WalletsStore } from '../registry/createWalletsStore'
import type { SIWXStore } from '../siwx/createSIWXStore'
import type { Adapter, Connector } from '../adapter/types'
import type { ChainNamespace } from '../caip/types'
import { AdapterNotFoundError } from '../errors/adapter'
import type { KeyedStorage } from '../storage/createKeyedStorage'
import type { BalanceStore } from '../account/createBalanceStore'
import type { AccountStore } from '../account/createAccountStore'
import type { PayStore } from '../pay/createPayStore'
import type { SimulationStore } from '../simulation/createSimulationStore'
import type { PaymentSession } from '../pay/paymentSession'
import type { ConnectionStore } from '../connection/createConnectionStore'
import type { ModalStore } from '../modal/createModalStore'
import type { NetworkStore } from '../networks/createNetworkStore'
import type { PairingStore } from '../walletConnect/createPairingStore'
import type { Router } from '../modal/createRouter'
import type { StoreApi } from 'zustand/vanilla'
import type { NameCache } from '../names/nameCache'
import type { EmbeddedStore } from '../embedded/types'
import type { Emitter } from './createEmitter'
import type { PorticoEvents, PorticoOptions, ThemeMode } from './types'

export type ThemeState = { themeMode: ThemeMode; themeVariables: Readonly<Record<string, string>> }

/** Everything one kit instance owns. Actions take it as their first argument (viem style). */
export type KitContext = {
  options: PorticoOptions
  adapters: ReadonlyMap<ChainNamespace, Adapter>
  storage: KeyedStorage
  emitter: Emitter<PorticoEvents>
  connection: ConnectionStore
  network: NetworkStore
  modal: ModalStore
  router: Router
  balance: BalanceStore
  connectors: StoreApi<{ connectors: readonly Connector[] }>
  theme: StoreApi<ThemeState>
  /** Requests under way, keyed by what they fetch, so concurrent callers share one. */
  inflight: Map<string, Promise<void>>
  features: FeaturesStore
  alerts: AlertStore
  wallets: WalletsStore
  tracker: Tracker
  /** The Portico server, when `serverUrl` and `projectId` are set and basic mode is off. */
  server: { url: string; projectId: string; sdkType: string; sdkVersion: string } | undefined
  /** Token balances, activity, pending transactions, send state. */
  account: AccountStore
  /** What the server actions (server/) set up on first use (kept per kit, never global). */
  remote: { client?: ServerClient; analytics?: Analytics; stopTracking?: () => void }
  /** The WalletConnect pairing URI to show. */
  pairing: PairingStore
  /** Sign-in state (SIWX); its flow is in siwx/, loaded with the lazy module (kit/lazy.ts). */
  siwx: SIWXStore
  /** The payment under way (`portico.pay`), for the Pay view. */
  pay: PayStore
  /** The review steps' simulation, and a `sendCalls` batch waiting on its review (simulation/). */
  simulation: SimulationStore
  /** The payment's promise and what the pay actions keep between calls (pay/; per kit, never global). */
  payments: { session?: PaymentSession | undefined }
  /** Names and identities looked up, with their time: made by the name actions on first use (names/nameCache.ts). */
  nameCache?: NameCache | undefined
  /** The embedded wallet's state (`portico.stores.embedded`), set by the kit's embedded host (embedded/createEmbeddedHost.ts). */
  embedded?: EmbeddedStore | undefined
}

/** The adapter of a namespace; AdapterNotFoundError ('Adapter for namespace {ns} doesn't exist', naming `action`) when the app has none. */
export function getAdapter(ctx: KitContext, namespace: ChainNamespace, action?: string): Adapter {
  const adapter = ctx.adapters.get(namespace)
  if (!adapter) throw new AdapterNotFoundError({ chainNamespace: namespace, action })
  return adapter
}
