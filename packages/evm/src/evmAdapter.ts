import type {
  Adapter,
  AdapterConnectParameters,
  AdapterDisconnectParameters,
  AdapterEstimateTransferFeeParameters,
  AdapterEvents,
  AdapterGetBalanceParameters,
  AdapterSendTransactionParameters,
  AdapterSignMessageParameters,
  AdapterSwitchNetworkParameters,
  AdapterTransferTokenParameters,
  AdapterWaitForTransactionParameters,
} from '@portico/core'
import {
  type Config,
  type CreateConnectorFn,
  type Storage as WagmiStorage,
  createConfig,
  createStorage,
  hydrate,
  injected,
  reconnect,
  watchConnectors,
} from '@wagmi/core'
import type { Chain, Transport } from 'viem'
import { type EvmContext, toConnectionData } from './evmContext'
import { hasLegacyOnlyProvider, watchAnnouncedProviders } from './legacyInjected'
import { LEGACY_INJECTED_ID, toConnector } from './toConnector'
import { toCaipNetwork } from './toCaipNetwork'
import { lazyHttp, preloadHttp } from './transport/lazyHttp'
import { WALLETCONNECT_CONNECTOR_ID } from './walletConnect/types'

/** The adapter's lazy module (see walletActions.ts): the wallet actions, loaded on first use. */
const walletActions = () => import('./walletActions')

export type EvmAdapterParameters = {
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
  /**
   * Server-side rendering (Next.js): wagmi's state is read from its storage on start-up rather than
   * when the config is made, so wagmi hooks render the same on the server and in the first browser
   * render. Set it with `createPortico({ ssr: true })`.
   */
  ssr?: boolean | undefined
}

export type EvmAdapter = Adapter & {
  /** The wagmi config: pass it to `<WagmiProvider config={…} reconnectOnMount={false}>` to use wagmi hooks too. */
  readonly wagmiConfig: Config
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
  const { chains } = parameters
  const transports = Object.fromEntries(chains.map((chain) => [chain.id, parameters.transports?.[chain.id] ?? lazyHttp()]))
  // Before the config: it records the wallets that announce themselves before wagmi lists them.
  const announced = watchAnnouncedProviders()
  const config = createConfig({
    chains,
    transports,
    connectors: [
      injected({ shimDisconnect: true }),
      ...(parameters.connectors ?? []),
    ],
    multiInjectedProviderDiscovery: true,
    storage:
      parameters.storage ??
      createStorage({ key: 'portico.wagmi', storage: typeof window === 'undefined' ? undefined : window.localStorage }),
    ssr: parameters.ssr,
  }) as unknown as Config
  const ctx: EvmContext = { config, chains }

  function getConnectors() {
    const legacyOnly = hasLegacyOnlyProvider(announced)
    return config.connectors.filter((c) => c.id !== LEGACY_INJECTED_ID || legacyOnly).map(toConnector)
  }

  return {
    namespace: 'eip155',
    networks: chains.map(toCaipNetwork),
    wagmiConfig: config,
    getConnectors,

    /** Loads the wallet actions and the HTTP transport ahead of the first interaction. */
    async preload(): Promise<void> {
      await Promise.all([walletActions(), preloadHttp()])
    },

    setup(events: AdapterEvents) {
      const stopConnectors = watchConnectors(config, { onChange: () => events.connectorsChanged(getConnectors()) })
      let previous = new Map(config.state.connections)
      const stopConnections = config.subscribe(
        (state) => state.connections,
        (connections) => {
          for (const [uid, connection] of connections) {
            const before = previous.get(uid)
            if (before?.chainId !== connection.chainId || before?.accounts.join() !== connection.accounts.join()) {
              events.connectionChanged(toConnectionData(connection))
            }
          }
          for (const [uid, connection] of previous) {
            if (!connections.has(uid)) events.disconnected(connection.connector.id)
          }
          // A copy: wagmi's disconnect handler deletes from the current map before replacing it.
          previous = new Map(connections)
        },
      )
      // The WalletConnect connector reports each pairing URI as a `display_uri` message.
      const walletConnectConnector = config.connectors.find((c) => c.id === WALLETCONNECT_CONNECTOR_ID)
      const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
        if (type === 'display_uri' && typeof data === 'string') {
          events.walletConnectUri?.({ connectorId: WALLETCONNECT_CONNECTOR_ID, uri: data })
        }
      }
      walletConnectConnector?.emitter.on('message', onMessage)
      return () => {
        stopConnectors()
        stopConnections()
        walletConnectConnector?.emitter.off('message', onMessage)
      }
    },

    async reconnect() {
      // With SSR wagmi skipped reading its storage and the EIP-6963 wallets when the config was made;
      // its public `hydrate` does both now (start-up runs after the page is hydrated).
      if (parameters.ssr) await hydrate(config, { reconnectOnMount: false }).onMount()
      // wagmi's reconnect asks every connector for its provider, and WalletConnect's loads the client (a
      // large lazy chunk): it takes part only when a WalletConnect session was stored.
      const recent = await config.storage?.getItem('recentConnectorId')
      const hadWalletConnect =
        recent === WALLETCONNECT_CONNECTOR_ID ||
        [...config.state.connections.values()].some((c) => c.connector.id === WALLETCONNECT_CONNECTOR_ID)
      const connectors = config.connectors.filter((c) => c.id !== WALLETCONNECT_CONNECTOR_ID || hadWalletConnect)
      return (await reconnect(config, { connectors })).map(toConnectionData)
    },

    async forgetConnections() {
      const stored = [...config.state.connections.values()]
      await Promise.all(stored.map((c) => config.storage?.setItem(`${c.connector.id}.disconnected`, true)))
      await config.storage?.removeItem('recentConnectorId')
      config.setState((state) => ({ ...state, connections: new Map(), current: null, status: 'disconnected' }))
    },

    // The methods below load the wallet actions on their first call (see walletActions.ts).

    /** Connects with the wagmi connector `connectorId`; an existing connection is returned as it is. */
    async connect(parameters: AdapterConnectParameters) {
      return (await walletActions()).connect(ctx, parameters)
    },
    /** Disconnects the connector's live connection, if any. */
    async disconnect(parameters: AdapterDisconnectParameters) {
      return (await walletActions()).disconnect(ctx, parameters)
    },
    /** Asks the wallet to switch to the network, adding it first when the wallet does not know it. */
    async switchNetwork(parameters: AdapterSwitchNetworkParameters) {
      return (await walletActions()).switchNetwork(ctx, parameters)
    },
    /** The native balance (`eth_getBalance`). */
    async getBalance(parameters: AdapterGetBalanceParameters) {
      return (await walletActions()).getBalance(ctx, parameters)
    },
    /** personal_sign of a text message. */
    async signMessage(parameters: AdapterSignMessageParameters) {
      return (await walletActions()).signMessage(ctx, parameters)
    },
    /** Sends a transaction; resolves with its hash. */
    async sendTransaction(parameters: AdapterSendTransactionParameters) {
      return (await walletActions()).sendTransaction(ctx, parameters)
    },
    /** An ERC-20 `transfer`; resolves with the hash. */
    async transferToken(parameters: AdapterTransferTokenParameters) {
      return (await walletActions()).transferToken(ctx, parameters)
    },
    /** Gas of the transfer times the current gas price, in wei. */
    async estimateTransferFee(parameters: AdapterEstimateTransferFeeParameters) {
      return (await walletActions()).estimateTransferFee(ctx, parameters)
    },
    /** Resolves with the receipt's status once the transaction is mined. */
    async waitForTransaction(parameters: AdapterWaitForTransactionParameters) {
      return (await walletActions()).waitForTransaction(ctx, parameters)
    },
  }
}
