import type {
  Adapter,
  AdapterCallsIdParameters,
  AdapterConnectParameters,
  AdapterDisconnectParameters,
  AdapterEstimateTransferFeeParameters,
  AdapterFindSentPaymentParameters,
  AdapterEvents,
  AdapterGetBalanceParameters,
  AdapterGetCapabilitiesParameters,
  AdapterSendCallsParameters,
  AdapterSendTransactionParameters,
  AdapterSignMessageParameters,
  AdapterSwitchConnectionParameters,
  AdapterSwitchNetworkParameters,
  AdapterTransferTokenParameters,
  AdapterWaitForTransactionParameters,
  EmbeddedWalletHost,
  AdapterGetTokenParameters,
  AdapterGetTokenBalanceParameters,
} from '@portico/core'
import type { Config, CreateConnectorFn, Storage as WagmiStorage } from '@wagmi/core'
import type { Chain, Transport } from 'viem'
import { hasLegacyOnlyProvider, watchAnnouncedProviders } from './legacyInjected'
import { earlyConnectors, listingOf } from './earlyConnectors'
import { EMBEDDED_CONNECTOR_ID, findEmbeddedConnector } from './embedded/findEmbeddedConnector'
import { hasStoredWagmiConnection } from './storedConnection'
import { LEGACY_INJECTED_ID, toConnector } from './toConnector'
import { toCaipNetwork } from './toCaipNetwork'
import { evmChainRules } from './chainRules'

// The package's lazy modules, each a chunk of its own: the wagmi side loads on start-up, right
// after the page's first paint, when there is a connection to restore, and otherwise when the
// visitor turns to the kit (`preload`: the button's hover or focus, the modal opening) or on the first
// action; the wallet actions on the first interaction (or `preload`); viem's HTTP transport (the lazy
// half of `lazyHttp`) on the first RPC request (or `preload`).
const wagmiSide = () => import('./wagmiSide')
const walletActions = () => import('./walletActions')
const httpTransport = () => import('./transport/http')

export type EvmAdapterParameters =
  | {
      /** The EVM chains the app supports (viem chain objects). */
      chains: readonly [Chain, ...Chain[]]
      /** Transports per chain id; default viem's `http()` on the chain's own RPC URL, loaded on first use. */
      transports?: Record<number, Transport> | undefined
      /**
       * Extra wagmi connectors. EIP-6963 wallets are found by themselves. WalletConnect v2 (QR code, deep
       * link): `walletConnect({ projectId })` from `@portico/evm/walletConnect`; its client loads only when
       * the user picks it (or on start-up when a WalletConnect session was stored).
       */
      connectors?: readonly CreateConnectorFn[] | undefined
      /** wagmi's storage; default localStorage under the `portico.wagmi` prefix. */
      storage?: WagmiStorage | undefined
    }
  | {
      /**
       * The app's own wagmi config (wagmi's `createConfig`), when it uses wagmi's hooks as well: the kit
       * and the hooks then share its chains, connectors and connections. It is in the app's first load.
       */
      wagmiConfig: Config
    }

export type EvmAdapter = Adapter & {
  /** The wagmi config: the app's own, or the one the adapter makes on start-up (to call `@wagmi/core` actions). */
  getWagmiConfig(): Promise<Config>
}

/**
 * The eip155 adapter on @wagmi/core and viem: EIP-6963 discovery plus a legacy `window.ethereum`
 * fallback, connect/reconnect/disconnect, account and chain events, switch (adding unknown
 * chains), balance, personal_sign and transactions.
 *
 * @example
 * const evm = evmAdapter({ chains: [mainnet, base] })
 * const portico = createPortico({ adapters: [evm] })
 */
export function evmAdapter(parameters: EvmAdapterParameters): EvmAdapter {
  const appConfig = 'wagmiConfig' in parameters ? parameters.wagmiConfig : undefined
  const chains = appConfig ? appConfig.chains : (parameters as { chains: readonly [Chain, ...Chain[]] }).chains
  // Now, not with the wagmi config: it records the wallets that announce themselves while it loads.
  const announced = watchAnnouncedProviders()
  let config = appConfig
  let embeddedWallet: EmbeddedWalletHost | undefined
  let loading: Promise<{ side: Awaited<ReturnType<typeof wagmiSide>>; config: Config }> | undefined
  // wagmi can wait for the visitor when the adapter can list every connector without it (the
  // EIP-6963 wallets, and extra connectors that carry their listing) and nothing is stored to
  // restore; the app's own config or storage, or a connector without a listing, load it on start-up.
  const extras = appConfig ? [] : ((parameters as { connectors?: readonly CreateConnectorFn[] }).connectors ?? [])
  const deferred =
    !appConfig &&
    !(parameters as { storage?: WagmiStorage }).storage &&
    extras.every((extra) => listingOf(extra) !== undefined) &&
    !hasStoredWagmiConnection(typeof window === 'undefined' ? undefined : window.localStorage)
  /** Set by `setup` when wagmi waits: starts watching it once something loads it. */
  let watchOnLoad: (() => void) | undefined
  /** The wagmi side and the config, made once (every caller shares one promise, in call order). */
  const loadWagmi = () => {
    if (!loading) {
      loading = wagmiSide().then((side) => {
        config ??= side.createWagmiConfig({ ...(parameters as Parameters<typeof side.createWagmiConfig>[0]), embeddedWallet })
        return { side, config }
      })
      const watch = watchOnLoad
      watchOnLoad = undefined
      watch?.()
    }
    return loading
  }
  /** The wallet actions with their context, for the methods below. */
  const loadActions = async () => {
    const [actions, wagmi] = await Promise.all([walletActions(), loadWagmi()])
    return [actions, { config: wagmi.config, chains }] as const
  }

  function getConnectors() {
    if (!config) {
      if (!deferred) return []
      const embedded = embeddedWallet ? { id: EMBEDDED_CONNECTOR_ID, name: 'E-mail', type: 'auth' as const } : undefined
      return earlyConnectors({ announced, extras, embedded })
    }
    const legacyOnly = hasLegacyOnlyProvider(announced)
    return config.connectors.filter((c) => c.id !== LEGACY_INJECTED_ID || legacyOnly).map(toConnector)
  }

  return {
    namespace: 'eip155',
    chain: evmChainRules,
    networks: chains.map(toCaipNetwork),
    getConnectors,

    /**
     * E-mail login: the adapter's own wagmi config lists the embedded wallet's connector; an app's own
     * config lists it when the app added `embeddedWallet()` to its connectors, which then gets the host.
     */
    useEmbeddedWallet(host: EmbeddedWalletHost) {
      embeddedWallet = host
      if (appConfig) findEmbeddedConnector(appConfig.connectors)?.useHost(host)
    },

    async getWagmiConfig() {
      return (await loadWagmi()).config
    },

    /** Loads the wagmi side, the wallet actions and the HTTP transport ahead of the first interaction. */
    async preload(): Promise<void> {
      await Promise.all([loadWagmi(), walletActions(), httpTransport()])
    },

    setup(events: AdapterEvents) {
      let stop: (() => void) | undefined
      let stopped = false
      const watch = () =>
        void loadWagmi().then(
          ({ side, config }) => {
            if (stopped) return
            stop = side.watchWagmi(config, events, getConnectors)
            events.connectorsChanged(getConnectors())
          },
          // Start-up's reconnect (or the action that loaded it) reports the failure to load.
          () => undefined,
        )
      // While wagmi waits, the list follows the wallets that announce themselves.
      const stopAnnounced = deferred && !loading ? announced.subscribe(() => !config && events.connectorsChanged(getConnectors())) : undefined
      if (deferred && !loading) watchOnLoad = watch
      else watch()
      return () => {
        stopped = true
        watchOnLoad = undefined
        stop?.()
        stopAnnounced?.()
      }
    },

    /** Restores last visit's connections; with nothing stored (see `deferred`), none, and wagmi stays unloaded. */
    async reconnect() {
      if (deferred && !loading) return []
      const { side, config } = await loadWagmi()
      return side.reconnectWallets(config)
    },

    async forgetConnections() {
      if (deferred && !loading) return
      const { side, config } = await loadWagmi()
      await side.forgetConnections(config)
    },

    // The methods below load the wallet actions on their first call (see walletActions.ts).

    /**
     * Connects with the wagmi connector `connectorId`, beside any other live connection (wagmi keeps
     * several); an existing connection is made current and returned as it is.
     */
    async connect(parameters: AdapterConnectParameters) {
      const [actions, ctx] = await loadActions()
      return actions.connect(ctx, parameters)
    },
    /** Disconnects the connector's live connection, if any; the others stay. */
    async disconnect(parameters: AdapterDisconnectParameters) {
      const [actions, ctx] = await loadActions()
      return actions.disconnect(ctx, parameters)
    },
    /** Multi-wallet: makes the connector's live connection wagmi's current one. */
    async switchConnection(parameters: AdapterSwitchConnectionParameters) {
      const [actions, ctx] = await loadActions()
      return actions.switchConnection(ctx, parameters)
    },
    /** Asks the wallet to switch to the network, adding it first when the wallet does not know it. */
    async switchNetwork(parameters: AdapterSwitchNetworkParameters) {
      const [actions, ctx] = await loadActions()
      return actions.switchNetwork(ctx, parameters)
    },
    /** The native balance (`eth_getBalance`). */
    async getBalance(parameters: AdapterGetBalanceParameters) {
      const [actions, ctx] = await loadActions()
      return actions.getBalance(ctx, parameters)
    },
    /** personal_sign of a text message. */
    async signMessage(parameters: AdapterSignMessageParameters) {
      const [actions, ctx] = await loadActions()
      return actions.signMessage(ctx, parameters)
    },
    /** Sends a transaction; resolves with its hash. */
    async sendTransaction(parameters: AdapterSendTransactionParameters) {
      const [actions, ctx] = await loadActions()
      return actions.sendTransaction(ctx, parameters)
    },
    /** An ERC-20 `transfer`; resolves with the hash. */
    async transferToken(parameters: AdapterTransferTokenParameters) {
      const [actions, ctx] = await loadActions()
      return actions.transferToken(ctx, parameters)
    },
    /** Gas of the transfer times the current gas price, in wei. */
    async estimateTransferFee(parameters: AdapterEstimateTransferFeeParameters) {
      const [actions, ctx] = await loadActions()
      return actions.estimateTransferFee(ctx, parameters)
    },
    /** The account's next nonce (pending included) and the head, before the wallet is asked to pay. */
    async paymentCheckpoint(parameters: { address: string; network: AdapterFindSentPaymentParameters['network'] }) {
      const [actions, ctx] = await loadActions()
      return actions.paymentCheckpoint(ctx, parameters)
    },
    /** Looks for the payment sent with the checkpoint's nonce (a bisection on the account's nonce by block). */
    async findSentPayment(parameters: AdapterFindSentPaymentParameters) {
      const [actions, ctx] = await loadActions()
      return actions.findSentPayment(ctx, parameters)
    },
    /** Resolves with the receipt's status (and block) once the transaction is mined. */
    async waitForTransaction(parameters: AdapterWaitForTransactionParameters) {
      const [actions, ctx] = await loadActions()
      return actions.waitForTransaction(ctx, parameters)
    },
    /** An ERC-20's name, symbol and decimals. */
    async getToken(parameters: AdapterGetTokenParameters) {
      const [actions, ctx] = await loadActions()
      return actions.getToken(ctx, parameters)
    },
    /** An ERC-20 `balanceOf`. */
    async getTokenBalance(parameters: AdapterGetTokenBalanceParameters) {
      const [actions, ctx] = await loadActions()
      return actions.getTokenBalance(ctx, parameters)
    },
    /** EIP-5792 `wallet_getCapabilities` for the chain; `{}` from a wallet without it. */
    async getCapabilities(parameters: AdapterGetCapabilitiesParameters) {
      const [actions, ctx] = await loadActions()
      return actions.getCapabilities(ctx, parameters)
    },
    /** EIP-5792 `wallet_sendCalls`, or one transaction per call for a wallet without it (`mode: 'sequential'`). */
    async sendCalls(parameters: AdapterSendCallsParameters) {
      const [actions, ctx] = await loadActions()
      return actions.sendCalls(ctx, parameters)
    },
    /** EIP-5792 `wallet_getCallsStatus` (a sequential batch: its receipts). */
    async getCallsStatus(parameters: AdapterCallsIdParameters) {
      const [actions, ctx] = await loadActions()
      return actions.getCallsStatus(ctx, parameters)
    },
    /** EIP-5792 `wallet_showCallsStatus`; false for a sequential batch. */
    async showCallsStatus(parameters: AdapterCallsIdParameters) {
      const [actions, ctx] = await loadActions()
      return actions.showCallsStatus(ctx, parameters)
    },
  }
}
