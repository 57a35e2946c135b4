import { createStore } from 'zustand/vanilla'
import type { OnrampQuote } from '../onramp/types'
import type { RegistryWallet } from '../server/types'

/** The modal's views (spec §2). Feature views are added as they land. */
export type View =
  | 'Connect'
  /** Opened while start-up restores last visit's session: becomes Account, or Connect when it fails. */
  | 'Restoring'
  | 'AllWallets'
  | 'GetWallet'
  | 'ConnectingExternal'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'Account'
  | 'ProfileWallets'
  | 'Networks'
  | 'SwitchNetwork'
  | 'SwitchActiveChain'
  | 'UnsupportedChain'
  | 'SIWXSignMessage'
  | 'WalletSend'
  | 'WalletSendPreview'
  | 'WalletReceive'
  | 'Transactions'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'Swap'
  | 'SwapPreview'
  | 'EmailLogin'
  | 'ConnectingFarcaster'
  | 'ConnectingSocial'
  /** The wallet frame's "Log in with a passkey" screen (issue 40), shown over this view. */
  | 'ConnectingPasskey'
  | 'ApproveTransaction'
  | 'UpdateEmailWallet'
  | 'ExportKey'
  | 'EmbeddedSessions'
  | 'OnRamp'
  | 'OnRampCheckout'
  | 'Pay'
  /** A `sendCalls({ review: true })` batch: what it changes, before the wallet is asked. */
  | 'CallsReview'

export type RouteData = {
  connectorId?: string | undefined
  /** ConnectingExternal for a wallet of several namespaces: its connectors, one per namespace. */
  connectorIds?: readonly string[] | undefined
  /** A registry wallet (GetWallet, and later ConnectingWalletConnect). */
  wallet?: RegistryWallet | undefined
  caipNetworkId?: string | undefined
  /** An account name (RegisterAccountNameSuccess: the name just registered). */
  name?: string | undefined
  /** A swap to preview (SwapPreview): tokens (`native` or an address), amount in `from`'s smallest units, slippage in percent. */
  swap?: { from: string; to: string; amount: string; slippage: number } | undefined
  /** The e-mail address being logged in with (EmailLogin). */
  email?: string | undefined
  /**
   * The social login in progress (ConnectingSocial): its provider (`google`…); `resume`: back from
   * a same-tab login, its outcome (the one-time result for the frame, or the server's error code).
   */
  social?: { provider: string; resume?: { result: string } | { error: string } | undefined } | undefined
  /** A chosen on-ramp quote and the buyer's country (OnRampCheckout opens that provider's checkout). */
  onramp?: { quote: OnrampQuote; country: string } | undefined
}

export type Route = { view: View; data?: RouteData | undefined }

export type RouterState = {
  history: readonly Route[]
}

/** View history with push, replace, back and reset. */
export function createRouter(initial: Route = { view: 'Connect' }) {
  const store = createStore<RouterState>(() => ({ history: [initial] }))
  const set = (history: readonly Route[]) => store.setState({ history })

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    /** The view on top of the history. */
    current(): Route {
      const { history } = store.getState()
      return history[history.length - 1] ?? initial
    },
    push(view: View, data?: RouteData) {
      const current = this.current()
      if (current.view === view && JSON.stringify(current.data) === JSON.stringify(data)) return
      set([...store.getState().history, { view, data }])
    },
    replace(view: View, data?: RouteData) {
      const { history } = store.getState()
      set([...history.slice(0, -1), { view, data }])
    },
    /** Goes one view back; the first view stays. */
    back() {
      const { history } = store.getState()
      if (history.length > 1) set(history.slice(0, -1))
    },
    canGoBack(): boolean {
      return store.getState().history.length > 1
    },
    /** Starts a new history at `view` (used when the modal opens). */
    reset(view: View, data?: RouteData) {
      store.setState({ history: [{ view, data }] })
    },
  }
}

export type Router = ReturnType<typeof createRouter>
