import { fetchBalance } from '../account/fetchBalance'
import { track } from '../analytics/track'
import type { ChainNamespace } from '../caip/types'
import { getAccount } from '../connection/getAccount'
import { getRecentWallets } from '../connection/recentWallets'
import type { createEmbeddedHost } from '../embedded/createEmbeddedHost'
import { closeModal } from '../modal/closeModal'
import { openModal, type OpenModalParameters } from '../modal/openModal'
import type { PendingPayment } from '../pay/types'
import { storageKeys } from '../storage/storageKeys'
import type { KitContext, ThemeState } from './context'
import { type LazyModule, loadLazy } from './loadLazy'

/** A lazy action with the kit's context bound: the same parameters after `ctx`, always a promise. */
type Forwarded<F> = F extends (ctx: KitContext, ...parameters: infer P) => infer R ? (...parameters: P) => Promise<Awaited<R>> : never

/** The lazy module's actions that run at start-up, not offered as methods. */
type StartUpAction = 'checkSession'

/** The kit's lazy methods: every other action of the lazy module, its own doc comment included. */
type LazyMethods = { [K in keyof LazyModule as K extends StartUpAction ? never : K]: Forwarded<LazyModule[K]> }

/** Their names, known before the module loads (TypeScript checks the list is complete). */
const lazyMethodNames = Object.keys({
  connect: 0,
  connectWallet: 0,
  connectWalletConnect: 0,
  abandonWalletConnect: 0,
  disconnect: 0,
  switchNetwork: 0,
  switchNamespace: 0,
  signMessage: 0,
  sendTransaction: 0,
  getCapabilities: 0,
  sendCalls: 0,
  getCallsStatus: 0,
  showCallsStatus: 0,
  fetchConnectWallets: 0,
  fetchNextWalletsPage: 0,
  searchWallets: 0,
  getConnections: 0,
  switchConnection: 0,
  signIn: 0,
  cancelSignIn: 0,
  signOut: 0,
  fetchTokenBalances: 0,
  fetchActivity: 0,
  checkSend: 0,
  estimateSend: 0,
  sendToken: 0,
  fetchSwapTokens: 0,
  fetchSwapQuote: 0,
  fetchSwapAllowance: 0,
  approveSwap: 0,
  swap: 0,
  fetchSwapBatching: 0,
  fetchOnrampOptions: 0,
  fetchOnrampQuotes: 0,
  fetchOnrampCheckoutUrl: 0,
  resolveName: 0,
  lookupAccountName: 0,
  lookupAccountIdentity: 0,
  fetchNameSuggestions: 0,
  registerName: 0,
  pay: 0,
  refreshPayOptions: 0,
  selectPayAsset: 0,
  sendPayment: 0,
  cancelPay: 0,
  fetchPayExchanges: 0,
  payWithExchange: 0,
  leavePay: 0,
  answerCallsReview: 0,
  reviewCalls: 0,
  reviewPay: 0,
  reviewSend: 0,
  reviewSwap: 0,
  simulateCalls: 0,
} satisfies Record<keyof LazyMethods, 0>) as (keyof LazyMethods)[]

/** `portico.name(...)` for each lazy action: loads the lazy module (once, see loadLazy.ts), then runs the action with the kit's context. */
function lazyMethods(ctx: KitContext): LazyMethods {
  const forward = (name: keyof LazyMethods) => async (...parameters: unknown[]) =>
    ((await loadLazy())[name] as (...all: unknown[]) => unknown)(ctx, ...parameters)
  return Object.fromEntries(lazyMethodNames.map((name) => [name, forward(name)])) as LazyMethods
}

/**
 * The kit object's convenience methods: each one calls the action of the same name (one file each,
 * all exported by `@portico/core/actions`) with the kit's context. The ones below run at once; the
 * lazy ones (`lazyMethods`) load the lazy module on first call.
 */
export function porticoMethods(ctx: KitContext, embedded: ReturnType<typeof createEmbeddedHost>) {
  return {
    /** Opens the modal: Account when connected, else Connect, unless a view is named. */
    open: (parameters?: OpenModalParameters) => openModal(ctx, parameters),
    close: () => closeModal(ctx),
    /** The active account of a namespace (default: the active namespace). */
    getAccount: (namespace?: ChainNamespace) => getAccount(ctx, namespace),
    /** Fetches the active account's native balance into `stores.balance` (cached 30 s). */
    fetchBalance: (parameters?: Parameters<typeof fetchBalance>[1]) => fetchBalance(ctx, parameters),
    /** Ids of the wallets used last, newest first. */
    getRecentWallets: () => getRecentWallets(ctx),
    /**
     * Whether e-mail login is offered now: the project's `email` feature, a frame named by the server,
     * not basic mode, and an adapter that lists the embedded wallet's `auth` connector.
     */
    isEmailLoginEnabled: () => embedded.host.enabled() && ctx.connectors.getState().connectors.some((c) => c.type === 'auth'),
    /** The embedded wallet's client (e-mail login steps, sign-out), loading the frame on first call; the EmailLogin view drives it. */
    getEmbeddedWallet: () => embedded.host.getClient(),
    /** Records an analytics event (sent only when the project's analytics flag is on). */
    track: (event: string, properties?: Readonly<Record<string, unknown>>) => track(ctx, event, properties),
    setThemeMode: (themeMode: ThemeState['themeMode']) => ctx.theme.setState({ themeMode }),
    /** Pay: the payment sent and not yet confirmed (kept across reloads), if any. */
    getPendingPayment(): PendingPayment | undefined {
      const value = ctx.storage.get<PendingPayment>(storageKeys.pendingPayment)
      return typeof value?.hash === 'string' ? value : undefined
    },
    ...lazyMethods(ctx),
  }
}
