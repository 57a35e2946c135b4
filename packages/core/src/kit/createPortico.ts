import { createStore } from 'zustand/vanilla'
import type { Adapter, Connector, SendTransactionParameters } from '../adapter/types'
import type { CaipNetworkId, ChainNamespace } from '../caip/types'
import { createTracker } from '../analytics/createTracker'
import { DEFAULT_CHAIN_ID, DEFAULT_SDK_VERSION } from '../constants'
import { localFeatures } from '../features/features'
import { findNetwork } from '../networks/findNetwork'
import { validateOptions } from '../options/validateOptions'
import { createKeyedStorage } from '../storage/createKeyedStorage'
import { createWebStorage } from '../storage/createWebStorage'
import { storageKeys } from '../storage/storageKeys'
import { createAlertStore } from '../modal/createAlertStore'
import { createBalanceStore } from '../account/createBalanceStore'
import { createConnectionStore } from '../connection/createConnectionStore'
import { createFeaturesStore } from '../features/createFeaturesStore'
import { createModalStore } from '../modal/createModalStore'
import { createNetworkStore } from '../networks/createNetworkStore'
import { createPairingStore } from '../walletConnect/createPairingStore'
import { createRouter, type RouteData, type View } from '../modal/createRouter'
import { createWalletsStore } from '../registry/createWalletsStore'
import { createSiwxStore } from '../siwx/createSiwxStore'
import { createAccountStore } from '../account/createAccountStore'
import { createPayStore } from '../pay/createPayStore'
import type { AssetId, PayParameters, PendingPayment } from '../pay/types'
import { applyConnection, recordConnection } from '../connection/applyConnection'
import { removeConnection } from '../connection/removeConnection'
import { createEmitter } from './createEmitter'
import { createEmbeddedHost } from '../embedded/createEmbeddedHost'
import { hydrate, parseInitialState, persistConnections } from '../connection/initialState'
import { fetchBalance } from '../account/fetchBalance'
import { getAccount } from '../connection/getAccount'
import { getRecentWallets } from '../connection/recentWallets'
import { start } from '../connection/start'
import type { ConnectParameters } from '../connection/connect'
import type { ConnectWalletParameters } from '../connection/connectWallet'
import type { DisconnectParameters } from '../connection/disconnect'
import type { FetchBalanceParameters } from '../account/fetchBalance'
import type { SignMessageParameters } from '../connection/signMessage'
import type { SwitchNamespaceParameters } from '../networks/switchNamespace'
import type { SwitchNetworkParameters } from '../networks/switchNetwork'
import type { FetchActivityParameters } from '../activity/fetchActivity'
import type { FetchTokenBalancesParameters } from '../account/fetchTokenBalances'
import type { KitContext, ThemeState } from './context'
import type { SwitchConnectionParameters } from '../multiWallet/switchConnection'
import type { SearchWalletsParameters } from '../registry/searchWallets'
import type { FetchSwapQuoteParameters } from '../swaps/fetchSwapQuote'
import type { SwapParameters } from '../swaps/swap'
import type { FetchOnrampOptionsParameters, FetchOnrampQuotesParameters } from '../onramp/onrampRequest'
import type { PorticoEvents, PorticoOptions } from './types'

/** The kit's lazy module (see lazy.ts): every action that loads after start-up. */
const lazy = () => import('./lazy')

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

  const emitter = createEmitter<PorticoEvents>()
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
    pay: createPayStore(),
    payments: {},
  }
  const address = () => getAccount(ctx).address
  // The embedded wallet: adapters that can use it list its connector (its code loads on first use).
  const embedded = createEmbeddedHost(ctx)
  for (const adapter of options.adapters) adapter.useEmbeddedWallet?.(embedded.host)

  const byNamespace = new Map<ChainNamespace, readonly Connector[]>()
  const cleanups = options.adapters.map((adapter: Adapter) =>
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
  for (const adapter of options.adapters) byNamespace.set(adapter.namespace, adapter.getConnectors())
  ctx.connectors.setState({ connectors: [...byNamespace.values()].flat() })

  // Sign-in: after connect and on account or network changes, check the session.
  if (options.siwx ?? options.siweConfig) {
    emitter.on('connect', ({ caipNetworkId }) => {
      void lazy()
        .then((m) => m.checkSession(ctx, { namespace: caipNetworkId.split(':')[0] as ChainNamespace }))
        .catch((error: Error) => emitter.emit('error', { error, action: 'siwx' }))
    })
    emitter.on('disconnect', () => void lazy().then((m) => m.signOut(ctx)).catch(() => undefined))
  }

  // Last visit's connection is shown at once while the wallet is asked again (with SSR: the one the
  // server rendered, from the request's cookies).
  const reconnect = options.enableReconnect ?? true
  const stored = ctx.storage.get(storageKeys.connections)
  const initialState = options.initialState ?? (options.ssr ? undefined : parseInitialState(stored))
  if (reconnect && initialState) hydrate(ctx, initialState)
  const stopPersisting = persistConnections(ctx, stored)

  let remoteStarted: Promise<void> | undefined
  const syncRemote = () => {
    remoteStarted ??= lazy().then((m) => m.startRemote(ctx))
    return remoteStarted
  }
  if (!server) ctx.tracker.attach(null)

  let resolveReady!: (started: Promise<void>) => void
  const ready = new Promise<void>((resolve) => (resolveReady = resolve))
  let mounted = false
  /** Start-up: reconnect, then (with a server, in browsers) the remote config, origin check and analytics in the background. */
  const mount = () => {
    if (mounted) return ready
    mounted = true
    resolveReady(start(ctx))
    if (server && typeof window !== 'undefined') setTimeout(() => void syncRemote().catch(() => undefined), 0)
    return ready
  }
  // With SSR the page must first render what the server rendered: PorticoProvider mounts the kit after hydration.
  if (!options.ssr) mount()

  return {
    options,
    /** Resolves once start-up (reconnect or not) is done. */
    ready,
    /**
     * Starts the kit (reconnect, remote config) when it was made with `ssr: true`; `PorticoProvider`
     * calls it once the page is hydrated. Without `ssr` the kit started on creation and this does
     * nothing. Resolves like `ready`.
     */
    mount,
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
      embedded: embedded.store,
      pay: ctx.pay,
    },
    /** Whether a Portico server is configured (remote config, wallet registry, analytics). */
    hasServer: server !== undefined,
    /**
     * Fetches the remote config, checks the allowed origins and starts analytics, once. Browsers
     * do it by themselves right after start-up; call it on the server side (SSR) when needed.
     */
    syncRemote,
    /** Listens to `connect`, `disconnect` and `error`. */
    on: emitter.on,
    /** Stops listening. */
    off: emitter.off,
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
    /** Loads the kit's lazy module and the adapters' lazy code ahead of use (the button calls it on hover and focus, the modal when it opens). */
    async preload(): Promise<void> {
      await Promise.all([lazy(), ...options.adapters.map((adapter) => adapter.preload?.())])
    },
    /** The active account of a namespace (default: the active namespace). */
    getAccount(namespace?: ChainNamespace) {
      return getAccount(ctx, namespace)
    },
    /** Fetches the active account's native balance into `stores.balance` (cached 30 s). */
    fetchBalance(parameters?: FetchBalanceParameters) {
      return fetchBalance(ctx, parameters)
    },
    /** Ids of the wallets used last, newest first. */
    getRecentWallets() {
      return getRecentWallets(ctx)
    },
    /**
     * Whether e-mail login is offered now: the project's `email` feature, a frame named by the server,
     * not basic mode, and an adapter that lists the embedded wallet's `auth` connector.
     */
    isEmailLoginEnabled() {
      return embedded.host.enabled() && ctx.connectors.getState().connectors.some((c) => c.type === 'auth')
    },
    /**
     * The embedded wallet's client (e-mail login steps, sign-out), loading the frame on first call.
     * The EmailLogin view drives it, then connects the adapter's `auth` connector.
     */
    getEmbeddedWallet() {
      return embedded.host.getClient()
    },
    /** Records an analytics event (sent only when the project's analytics flag is on). */
    track(event: string, properties?: Readonly<Record<string, unknown>>) {
      ctx.tracker.track(event, properties, { address: address() })
    },
    setThemeMode(themeMode: ThemeState['themeMode']) {
      ctx.theme.setState({ themeMode })
    },

    // The methods below load the kit's lazy module on their first call (see lazy.ts).

    /** Connects a wallet by connector id; a wallet error comes back typed (4001: UserRejectedRequestError…). */
    async connect(parameters: ConnectParameters) {
      return (await lazy()).connect(ctx, parameters)
    },
    /**
     * Connects one wallet that speaks several namespaces (a Connect entry of `groupByWallet`), once
     * per namespace, one request after the other; `onProgress` reports each namespace's step.
     */
    async connectWallet(parameters: ConnectWalletParameters) {
      return (await lazy()).connectWallet(ctx, parameters)
    },
    /** WalletConnect: makes a pairing URI (`stores.pairing`) and resolves once the wallet approves. */
    async connectWalletConnect() {
      return (await lazy()).connectWalletConnect(ctx)
    },
    /** WalletConnect: the user left the QR view; a still-pending attempt stops counting as connecting. */
    async abandonWalletConnect() {
      return (await lazy()).abandonWalletConnect(ctx)
    },
    /**
     * Disconnects every connection of a namespace (default: all), or one wallet's with `connectorId`
     * (multi-wallet: another connection becomes active); the local state is cleared anyway.
     *
     * @example
     * await portico.disconnect() // every wallet
     * await portico.disconnect({ connectorId: 'io.metamask' }) // one wallet, the others stay
     */
    async disconnect(parameters?: DisconnectParameters) {
      return (await lazy()).disconnect(ctx, parameters)
    },
    /** Switches the active network (asks the wallet when connected). */
    async switchNetwork(parameters: SwitchNetworkParameters) {
      return (await lazy()).switchNetwork(ctx, parameters)
    },
    /**
     * Moves to another chain namespace (SwitchActiveChain): its connection, network and account become
     * the active ones. 'Unsupported chain namespace' / 'Adapter for namespace {ns} doesn't exist' otherwise.
     */
    async switchNamespace(parameters: SwitchNamespaceParameters) {
      return (await lazy()).switchNamespace(ctx, parameters)
    },
    /** Asks the connected wallet to sign a text message; resolves with the signature. */
    async signMessage(parameters: SignMessageParameters) {
      return (await lazy()).signMessage(ctx, parameters)
    },
    /** Sends a transaction from the connected wallet; resolves with its hash. */
    async sendTransaction(parameters: SendTransactionParameters) {
      return (await lazy()).sendTransaction(ctx, parameters)
    },
    /** The Connect view's registry wallets: featured and recommended. */
    async fetchConnectWallets() {
      return (await lazy()).fetchConnectWallets(ctx)
    },
    /** The next page of the All Wallets list. */
    async fetchNextWalletsPage() {
      return (await lazy()).fetchNextWalletsPage(ctx)
    },
    /** Searches the wallet registry. */
    async searchWallets(parameters: SearchWalletsParameters) {
      return (await lazy()).searchWallets(ctx, parameters)
    },
    /**
     * Multi-wallet: every live connection of a namespace (default: the active one), in the order they
     * were made; `stores.connection` has the active one's id. When the project's multiWallet feature
     * is off: an info alert ('Multi-Wallet Not Enabled') and `[]`.
     *
     * @example
     * const connections = await portico.getConnections()
     * // [{ connectorId: 'io.metamask', accounts: ['0x…'], caipNetworkId: 'eip155:1' }, …]
     */
    async getConnections(namespace?: ChainNamespace) {
      return (await lazy()).getConnections(ctx, namespace)
    },
    /**
     * Multi-wallet: makes another live connection the active one (its network and account; `connect`
     * fires) and resolves with it; ConnectorNotConnectedError for a wallet that is not connected.
     * When the project's multiWallet feature is off: an info alert and `undefined`.
     *
     * @example
     * await portico.switchConnection({ connectorId: 'io.metamask' })
     */
    async switchConnection(parameters: SwitchConnectionParameters) {
      return (await lazy()).switchConnection(ctx, parameters)
    },
    /** Sign-in: creates the message, asks the wallet to sign it, stores the session (the SIWXSignMessage view calls it). */
    async signIn() {
      return (await lazy()).signIn(ctx)
    },
    /** Declines sign-in: disconnects when it is required, else stays connected without a session. */
    async cancelSignIn() {
      return (await lazy()).cancelSignIn(ctx)
    },
    /** Ends the sign-in session (disconnect does it too). */
    async signOut() {
      return (await lazy()).signOut(ctx)
    },
    /** Token balances of the active account (cached 30 s; 'Token Balance Unavailable' and 30 s pause on failure). */
    async fetchTokenBalances(parameters?: FetchTokenBalancesParameters) {
      return (await lazy()).fetchTokenBalances(ctx, parameters)
    },
    /** The active account's transactions (first page, or `{ more: true }` for the next). */
    async fetchActivity(parameters?: FetchActivityParameters) {
      return (await lazy()).fetchActivity(ctx, parameters)
    },
    /** Checks the send state (spec §5); rejects with the first problem. The wallet is not asked. */
    async checkSend() {
      return (await lazy()).checkSend(ctx)
    },
    /** Checks the send state and estimates the fee; the wallet is not asked. */
    async estimateSend() {
      return (await lazy()).estimateSend(ctx)
    },
    /** Checks and sends the send state's token (set it with `setSend`); resolves with the hash. */
    async sendToken() {
      return (await lazy()).sendToken(ctx)
    },
    /** Swaps: the tokens of the active network (native first), with prices and icons. */
    async fetchSwapTokens() {
      return (await lazy()).fetchSwapTokens(ctx)
    },
    /** Swaps: a quote (output, minimum with slippage, price impact, fee); 'Network not supported for Swaps' off the swap networks. */
    async fetchSwapQuote(parameters: FetchSwapQuoteParameters) {
      return (await lazy()).fetchSwapQuote(ctx, parameters)
    },
    /** Swaps: what the swap contract may spend of a token for the account (undefined for the native currency). */
    async fetchSwapAllowance(parameters: { token: string }) {
      return (await lazy()).fetchSwapAllowance(ctx, parameters)
    },
    /** Swaps: approves a token for the swap and resolves once mined. */
    async approveSwap(parameters: { token: string; amount: bigint }) {
      return (await lazy()).approveSwap(ctx, parameters)
    },
    /** Swaps: builds and sends the swap; resolves with its hash and quote (a pending trade until mined). */
    async swap(parameters: SwapParameters) {
      return (await lazy()).swap(ctx, parameters)
    },
    /** On-ramp: each provider's fiat currencies, payment methods and tokens in a country. */
    async fetchOnrampOptions(parameters: FetchOnrampOptionsParameters) {
      return (await lazy()).fetchOnrampOptions(ctx, parameters)
    },
    /** On-ramp: a quote per provider (fee 1 to 2 %) for the connected account; `onramp_amount_out_of_range` outside the limits. */
    async fetchOnrampQuotes(parameters: FetchOnrampQuotesParameters) {
      return (await lazy()).fetchOnrampQuotes(ctx, parameters)
    },
    /** On-ramp: the provider's checkout URL for the purchase (open it in a new window). */
    async fetchOnrampCheckoutUrl(parameters: FetchOnrampQuotesParameters & { provider: string }) {
      return (await lazy()).fetchOnrampCheckoutUrl(ctx, parameters)
    },
    /** Names: the account holding a name, or undefined (cached 5 min; 'Error resolving name' on failure). */
    async resolveName(name: string) {
      return (await lazy()).resolveName(ctx, name)
    },
    /** Names: an account's name (default the connected one), or undefined (cached 5 min). */
    async lookupAccountName(parameters?: { address?: string | undefined }) {
      return (await lazy()).lookupAccountName(ctx, parameters)
    },
    /** Names: an account's identity (default the connected one): its name and the name's avatar URL, or undefined (cached 5 min). */
    async lookupAccountIdentity(parameters?: { address?: string | undefined }) {
      return (await lazy()).lookupAccountIdentity(ctx, parameters)
    },
    /** Names: whether a name is free, and free names close to it ('Error fetching name suggestions' on failure). */
    async fetchNameSuggestions(name: string) {
      return (await lazy()).fetchNameSuggestions(ctx, name)
    },
    /** Names: registers a name (and optionally an http(s) avatar URL) for the connected account (the wallet signs; 'Error registering name' on failure). */
    async registerName(parameters: { name: string; avatar?: string | undefined }) {
      return (await lazy()).registerName(ctx, parameters)
    },

    /**
     * Pay: asks the visitor to pay `amount` of `asset` (CAIP-19; native or ERC-20, or the same
     * asset on several networks) to `recipient` (an address or a name). The Pay view shows it,
     * connects a wallet first if needed, offers the networks where the visitor holds the asset and
     * sends; resolves with the confirmed payment (hash and receipt). Asking again while it is
     * under way (a double click) joins it; after a reload mid-way, asking again waits for the
     * payment already sent instead of paying twice. Needs the pay feature.
     *
     * @example
     * const { hash, receipt } = await portico.pay({ recipient: 'alice', asset: 'eip155:8453/erc20:0x8335…2913', amount: '5' })
     * @throws {PayCancelledError} 'Payment cancelled', and the other `Pay…Error`s.
     */
    async pay(parameters: PayParameters) {
      return (await lazy()).pay(ctx, parameters)
    },
    /** Pay: the payment sent and not yet confirmed (kept across reloads), if any. */
    getPendingPayment(): PendingPayment | undefined {
      const value = ctx.storage.get<PendingPayment>(storageKeys.pendingPayment)
      return typeof value?.hash === 'string' ? value : undefined
    },
    /** Pay: reads the connected account's balances of the payment's assets and picks where to pay (the Pay view calls it). */
    async refreshPayOptions() {
      return (await lazy()).refreshPayOptions(ctx)
    },
    /** Pay: picks the asset (network) to pay with; the wallet switches to its network. */
    async selectPayAsset(parameters: { asset: AssetId }) {
      return (await lazy()).selectPayAsset(ctx, parameters)
    },
    /** Pay: sends the payment under way (the Pay view's button); a second call while it is under way joins it. */
    async sendPayment() {
      return (await lazy()).sendPayment(ctx)
    },
    /** Pay: cancels the payment under way when nothing has been sent (at an exchange: unless confirmed there; `pay` rejects with PayCancelledError) and closes the Pay view. */
    async cancelPay() {
      return (await lazy()).cancelPay(ctx)
    },
    /** Pay: reads the exchanges that pay the selected asset ("Pay with an exchange") into the Pay view's state. */
    async fetchPayExchanges() {
      return (await lazy()).fetchPayExchanges(ctx)
    },
    /**
     * Pay: pays through an exchange instead of the wallet: starts the payment there and returns the
     * page where the visitor signs in and confirms it (open it in a new tab); `pay` then resolves
     * as for a wallet payment. A second call joins the first.
     */
    async payWithExchange(parameters: { exchange: string }) {
      return (await lazy()).payWithExchange(ctx, parameters)
    },
    /** Pay: closes the Pay view once the payment is confirmed (its Done button). */
    async leavePay() {
      return (await lazy()).leavePay(ctx)
    },

    /** Stops listening to the wallets. */
    destroy() {
      for (const cleanup of cleanups) cleanup()
      stopPersisting()
      ctx.remote.stopTracking?.()
      ctx.remote.analytics?.stop()
      emitter.removeAllListeners()
    },
  }
}

export type Portico = ReturnType<typeof createPortico>
