import { EventEmitter } from 'eventemitter3'
import { createStore } from 'zustand/vanilla'
import type { Adapter, Connector } from '../adapter/types'
import type { CaipNetworkId, ChainNamespace } from '../caip'
import { createTracker } from '../analytics/createTracker'
import { DEFAULT_CHAIN_ID, DEFAULT_SDK_VERSION } from '../constants'
import { localFeatures } from '../features/features'
import { findNetwork } from '../network/findNetwork'
import { validateOptions } from '../options'
import { createKeyedStorage, createWebStorage } from '../storage'
import { createAlertStore } from '../store/createAlertStore'
import { createBalanceStore } from '../store/createBalanceStore'
import { createConnectionStore } from '../store/createConnectionStore'
import { createFeaturesStore } from '../store/createFeaturesStore'
import { createModalStore } from '../store/createModalStore'
import { createNetworkStore } from '../store/createNetworkStore'
import { createPairingStore } from '../store/createPairingStore'
import { createRouter, type RouteData, type View } from '../store/createRouter'
import { createWalletsStore } from '../store/createWalletsStore'
import { createSiwxStore } from '../store/createSiwxStore'
import { createAccountStore } from '../store/createAccountStore'
import { applyConnection } from './actions/applyConnection'
import { fetchBalance } from './actions/fetchBalance'
import { getAccount } from './actions/getAccount'
import { getRecentWallets } from './actions/recentWallets'
import { start } from './actions/start'
import { bindLazy } from '../utils/bindLazy'
import type { KitContext, ThemeState } from './context'
import type { PorticoEvents, PorticoOptions } from './types'

/**
 * Creates one Portico kit: its own stores, adapters and storage. Nothing is shared between two
 * kits, so two modals on a page (or two SSR requests) never see each other's state.
 *
 * @example
 * const portico = createPortico({ adapters: [evmAdapter({ chains: [mainnet] })] })
 * portico.open()
 */
export function createPortico(options: PorticoOptions) {
  const networks = options.networks ?? options.adapters.flatMap((adapter) => adapter.networks)
  validateOptions({ ...options, networks })
  const defaultNetwork =
    options.defaultNetwork ?? findNetwork(networks, DEFAULT_CHAIN_ID as CaipNetworkId) ?? networks[0]!

  const emitter = new EventEmitter<PorticoEvents>()
  const modal = createModalStore()
  const router = createRouter()
  const server =
    options.serverUrl && options.projectId && !options.basic
      ? {
          url: options.serverUrl,
          projectId: options.projectId,
          sdkType: options.sdkType ?? 'portico',
          sdkVersion: options.sdkVersion ?? DEFAULT_SDK_VERSION,
        }
      : undefined
  const ctx: KitContext = {
    options,
    adapters: new Map(options.adapters.map((adapter) => [adapter.namespace, adapter])),
    storage: createKeyedStorage(options.storage ?? createWebStorage()),
    emitter,
    connection: createConnectionStore({
      onLastDisconnect(chainNamespace) {
        emitter.emit('disconnect', { chainNamespace })
        router.reset('Connect')
        modal.setOpen(false)
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
    server,
    remote: {},
    pairing: createPairingStore(),
    siwx: createSiwxStore({
      enabled: Boolean(options.siwx ?? options.siweConfig),
      required: options.siwx ? Boolean(options.siwx.required) : (options.siweConfig?.required ?? true),
    }),
    account: createAccountStore(),
  }
  const address = () => getAccount(ctx).address

  const byNamespace = new Map<ChainNamespace, readonly Connector[]>()
  const cleanups = options.adapters.map((adapter: Adapter) =>
    adapter.setup({
      connectorsChanged(connectors) {
        byNamespace.set(adapter.namespace, connectors)
        ctx.connectors.setState({ connectors: [...byNamespace.values()].flat() })
      },
      connectionChanged(data) {
        if (ctx.connection.get(adapter.namespace).connections[data.connectorId]) {
          applyConnection(ctx, adapter.namespace, data)
        }
      },
      disconnected(connectorId) {
        ctx.connection.remove(adapter.namespace, connectorId)
      },
      walletConnectUri({ connectorId, uri }) {
        ctx.pairing.setUri(connectorId, uri)
      },
    }),
  )
  for (const adapter of options.adapters) byNamespace.set(adapter.namespace, adapter.getConnectors())
  ctx.connectors.setState({ connectors: [...byNamespace.values()].flat() })

  // Sign-in: after connect and on account or network changes, check the session (lazy module).
  const siwx = () => import('./siwx')
  if (options.siwx ?? options.siweConfig) {
    emitter.on('connect', ({ caipNetworkId }) => {
      void siwx()
        .then((m) => m.checkSession(ctx, { namespace: caipNetworkId.split(':')[0] as ChainNamespace }))
        .catch((error: Error) => emitter.emit('error', { error, action: 'siwx' }))
    })
    emitter.on('disconnect', () => void siwx().then((m) => m.signOut(ctx)).catch(() => undefined))
  }

  const ready = start(ctx)
  const actions = () => import('./actions/lazy')
  const remote = () => import('./remote')
  // Each action below is one line that loads its module on first call (see bindLazy).
  const action = bindLazy(ctx, actions)
  const remoteAction = bindLazy(ctx, remote)
  const siwxAction = bindLazy(ctx, siwx)
  // With a server: the remote config, origin check and analytics start in the background; without
  // one, nothing is recorded. Neither delays the modal or a connection.
  let remoteStarted: Promise<void> | undefined
  const syncRemote = () => {
    remoteStarted ??= remote().then((m) => m.startRemote(ctx))
    return remoteStarted
  }
  if (!server) ctx.tracker.attach(null)
  else if (typeof window !== 'undefined') setTimeout(() => void syncRemote().catch(() => undefined), 0)

  return {
    options,
    /** Resolves once start-up (reconnect or not) is done. */
    ready,
    stores: {
      connection: ctx.connection,
      network: ctx.network,
      modal: ctx.modal,
      router: ctx.router,
      balance: ctx.balance,
      connectors: ctx.connectors,
      theme: ctx.theme,
      features: ctx.features,
      alerts: ctx.alerts,
      wallets: ctx.wallets,
      pairing: ctx.pairing,
      siwx: ctx.siwx,
      account: ctx.account,
    },
    /** Whether a Portico server is configured (remote config, wallet registry, analytics). */
    hasServer: server !== undefined,
    /**
     * Fetches the remote config, checks the allowed origins and starts analytics, once. Browsers
     * do it by themselves right after start-up; call it on the server side (SSR) when needed.
     */
    syncRemote,
    on: emitter.on.bind(emitter),
    off: emitter.off.bind(emitter),
    /** Opens the modal: Account when connected, else Connect, unless a view is named. */
    open(parameters: { view?: View; data?: RouteData } = {}) {
      const view = parameters.view ?? (getAccount(ctx).status === 'connected' ? 'Account' : 'Connect')
      router.reset(view, parameters.data)
      modal.setOpen(true)
      if (view === 'Account') void fetchBalance(ctx)
    },
    close() {
      modal.setOpen(false)
    },
    /** Loads the interaction code ahead of use (the modal calls it on idle). */
    preload: () => Promise.all([actions(), ...(server ? [remote()] : []), ...options.adapters.map((adapter) => adapter.preload?.())]).then(() => undefined),
    connect: action('connect'),
    /** WalletConnect: makes a pairing URI (`stores.pairing`) and resolves once the wallet approves. */
    connectWalletConnect: action('connectWalletConnect'),
    /** WalletConnect: the user left the QR view; a still-pending attempt stops counting as connecting. */
    abandonWalletConnect: action('abandonWalletConnect'),
    disconnect: action('disconnect'),
    switchNetwork: action('switchNetwork'),
    signMessage: action('signMessage'),
    sendTransaction: action('sendTransaction'),
    fetchBalance: (parameters?: { force?: boolean }) => fetchBalance(ctx, parameters),
    getAccount: (namespace?: ChainNamespace) => getAccount(ctx, namespace),
    getRecentWallets: () => getRecentWallets(ctx),
    /** Records an analytics event (sent only when the project's analytics flag is on). */
    track: (event: string, properties?: Readonly<Record<string, unknown>>) => ctx.tracker.track(event, properties, { address: address() }),
    /** The Connect view's registry wallets: featured and recommended. */
    fetchConnectWallets: remoteAction('fetchConnectWallets'),
    /** The next page of the All Wallets list. */
    fetchNextWalletsPage: remoteAction('fetchNextWalletsPage'),
    /** Searches the wallet registry. */
    searchWallets: remoteAction('searchWallets'),
    /** Multi-wallet: every live connection of a namespace (info alert and `[]` when not enabled). */
    getConnections: remoteAction('getConnections'),
    /** Multi-wallet: makes another live connection active (info alert and `undefined` when not enabled). */
    switchConnection: remoteAction('switchConnection'),
    /** Sign-in: creates the message, asks the wallet to sign it, stores the session (the SIWXSignMessage view calls it). */
    signIn: siwxAction('signIn'),
    /** Declines sign-in: disconnects when it is required, else stays connected without a session. */
    cancelSignIn: siwxAction('cancelSignIn'),
    /** Ends the sign-in session (disconnect does it too). */
    signOut: siwxAction('signOut'),
    /** Token balances of the active account (cached 30 s; 'Token Balance Unavailable' and 30 s pause on failure). */
    fetchTokenBalances: action('fetchTokenBalances'),
    /** The active account's transactions (first page, or `{ more: true }` for the next). */
    fetchActivity: action('fetchActivity'),
    /** Checks the send state (spec §5); rejects with the first problem. The wallet is not asked. */
    checkSend: action('checkSend'),
    /** Checks the send state and estimates the fee; the wallet is not asked. */
    estimateSend: action('estimateSend'),
    /** Checks and sends the send state's token; resolves with the hash. */
    sendToken: action('sendToken'),
    setThemeMode(themeMode: ThemeState['themeMode']) {
      ctx.theme.setState({ themeMode })
    },
    /** Stops listening to the wallets. */
    destroy() {
      for (const cleanup of cleanups) cleanup()
      ctx.remote.stopTracking?.()
      ctx.remote.analytics?.stop()
      emitter.removeAllListeners()
    },
  }
}

export type Portico = ReturnType<typeof createPortico>
