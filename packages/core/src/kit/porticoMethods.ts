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

/** `portico.name(...)`: loads the lazy module (once, see loadLazy.ts), then runs its action `name` with the kit's context. */
function forward<K extends keyof LazyModule>(ctx: KitContext, name: K): Forwarded<LazyModule[K]> {
  const run = async (...parameters: unknown[]) => ((await loadLazy())[name] as (...all: unknown[]) => unknown)(ctx, ...parameters)
  return run as Forwarded<LazyModule[K]>
}

/**
 * The kit object's convenience methods: each one calls the action of the same name (one file each,
 * all exported by `@portico/core/actions`) with the kit's context. The first group runs at once; the
 * rest load the lazy module on first call.
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

    // Loaded on first call (the lazy module, kit/lazy.ts).

    /** Connects a wallet by connector id; a wallet error comes back typed (4001: UserRejectedRequestError…). */
    connect: forward(ctx, 'connect'),
    /** Connects one wallet that speaks several namespaces (a Connect entry of `groupByWallet`), once per namespace. */
    connectWallet: forward(ctx, 'connectWallet'),
    /** WalletConnect: makes a pairing URI (`stores.pairing`) and resolves once the wallet approves. */
    connectWalletConnect: forward(ctx, 'connectWalletConnect'),
    /** WalletConnect: the user left the QR view; a still-pending attempt stops counting as connecting. */
    abandonWalletConnect: forward(ctx, 'abandonWalletConnect'),
    /** Disconnects every connection of a namespace (default: all), or one wallet's with `connectorId`. */
    disconnect: forward(ctx, 'disconnect'),
    /** Switches the active network (asks the wallet when connected). */
    switchNetwork: forward(ctx, 'switchNetwork'),
    /** Moves to another chain namespace: its connection, network and account become the active ones. */
    switchNamespace: forward(ctx, 'switchNamespace'),
    /** Asks the connected wallet to sign a text message; resolves with the signature. */
    signMessage: forward(ctx, 'signMessage'),
    /** Sends a transaction from the connected wallet; resolves with its hash. */
    sendTransaction: forward(ctx, 'sendTransaction'),
    /** The Connect view's registry wallets: featured and recommended. */
    fetchConnectWallets: forward(ctx, 'fetchConnectWallets'),
    /** The next page of the All Wallets list. */
    fetchNextWalletsPage: forward(ctx, 'fetchNextWalletsPage'),
    /** Searches the wallet registry. */
    searchWallets: forward(ctx, 'searchWallets'),
    /** Multi-wallet: every live connection of a namespace (default: the active one), in the order they were made. */
    getConnections: forward(ctx, 'getConnections'),
    /** Multi-wallet: makes another live connection the active one and resolves with it. */
    switchConnection: forward(ctx, 'switchConnection'),
    /** Sign-in: creates the message, asks the wallet to sign it, stores the session (the SIWXSignMessage view calls it). */
    signIn: forward(ctx, 'signIn'),
    /** Declines sign-in: disconnects when it is required, else stays connected without a session. */
    cancelSignIn: forward(ctx, 'cancelSignIn'),
    /** Ends the sign-in session (disconnect does it too). */
    signOut: forward(ctx, 'signOut'),
    /** Token balances of the active account (cached 30 s; 'Token Balance Unavailable' and 30 s pause on failure). */
    fetchTokenBalances: forward(ctx, 'fetchTokenBalances'),
    /** The active account's transactions (first page, or `{ more: true }` for the next). */
    fetchActivity: forward(ctx, 'fetchActivity'),
    /** Checks the send state (spec §5); rejects with the first problem. The wallet is not asked. */
    checkSend: forward(ctx, 'checkSend'),
    /** Checks the send state and estimates the fee; the wallet is not asked. */
    estimateSend: forward(ctx, 'estimateSend'),
    /** Checks and sends the send state's token (set it with `setSend`); resolves with the hash. */
    sendToken: forward(ctx, 'sendToken'),
    /** Swaps: the tokens of the active network (native first), with prices and icons. */
    fetchSwapTokens: forward(ctx, 'fetchSwapTokens'),
    /** Swaps: a quote (output, minimum with slippage, price impact, fee); 'Network not supported for Swaps' off the swap networks. */
    fetchSwapQuote: forward(ctx, 'fetchSwapQuote'),
    /** Swaps: what the swap contract may spend of a token for the account (undefined for the native currency). */
    fetchSwapAllowance: forward(ctx, 'fetchSwapAllowance'),
    /** Swaps: approves a token for the swap and resolves once mined. */
    approveSwap: forward(ctx, 'approveSwap'),
    /** Swaps: builds and sends the swap; resolves with its hash and quote (a pending trade until mined). */
    swap: forward(ctx, 'swap'),
    /** On-ramp: each provider's fiat currencies, payment methods and tokens in a country. */
    fetchOnrampOptions: forward(ctx, 'fetchOnrampOptions'),
    /** On-ramp: a quote per provider (fee 1 to 2 %) for the connected account; `onramp_amount_out_of_range` outside the limits. */
    fetchOnrampQuotes: forward(ctx, 'fetchOnrampQuotes'),
    /** On-ramp: the provider's checkout URL for the purchase (open it in a new window). */
    fetchOnrampCheckoutUrl: forward(ctx, 'fetchOnrampCheckoutUrl'),
    /** Names: the account holding a name, or undefined (cached 5 min; 'Error resolving name' on failure). */
    resolveName: forward(ctx, 'resolveName'),
    /** Names: an account's name (default the connected one), or undefined (cached 5 min). */
    lookupAccountName: forward(ctx, 'lookupAccountName'),
    /** Names: an account's identity (default the connected one): its name and avatar URL, or undefined (cached 5 min). */
    lookupAccountIdentity: forward(ctx, 'lookupAccountIdentity'),
    /** Names: whether a name is free, and free names close to it ('Error fetching name suggestions' on failure). */
    fetchNameSuggestions: forward(ctx, 'fetchNameSuggestions'),
    /** Names: registers a name (and optionally an http(s) avatar URL) for the connected account (the wallet signs). */
    registerName: forward(ctx, 'registerName'),
    /**
     * Pay: asks the visitor to pay `amount` of `asset` (CAIP-19) to `recipient` (an address or a name)
     * and resolves with the confirmed payment (hash and receipt); see the `pay` action. Needs the pay feature.
     *
     * @example
     * const { hash, receipt } = await portico.pay({ recipient: 'alice', asset: 'eip155:8453/erc20:0x8335…2913', amount: '5' })
     * @throws {PayCancelledError} 'Payment cancelled', and the other `Pay…Error`s.
     */
    pay: forward(ctx, 'pay'),
    /** Pay: reads the connected account's balances of the payment's assets and picks where to pay (the Pay view calls it). */
    refreshPayOptions: forward(ctx, 'refreshPayOptions'),
    /** Pay: picks the asset (network) to pay with; the wallet switches to its network. */
    selectPayAsset: forward(ctx, 'selectPayAsset'),
    /** Pay: sends the payment under way (the Pay view's button); a second call while it is under way joins it. */
    sendPayment: forward(ctx, 'sendPayment'),
    /** Pay: cancels the payment under way when nothing has been sent, and closes the Pay view. */
    cancelPay: forward(ctx, 'cancelPay'),
    /** Pay: reads the exchanges that pay the selected asset ("Pay with an exchange") into the Pay view's state. */
    fetchPayExchanges: forward(ctx, 'fetchPayExchanges'),
    /** Pay: pays through an exchange instead of the wallet; returns the page where the visitor confirms it. */
    payWithExchange: forward(ctx, 'payWithExchange'),
    /** Pay: closes the Pay view once the payment is confirmed (its Done button). */
    leavePay: forward(ctx, 'leavePay'),
  }
}
