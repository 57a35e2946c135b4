import type { Adapter, AdapterEvents } from '@portico/core'
import { bindLazy } from '@portico/core'
import {
  type Config,
  type Connector as WagmiConnector,
  type CreateConnectorFn,
  type Storage as WagmiStorage,
  createConfig,
  createStorage,
  injected,
  reconnect,
  watchConnectors,
} from '@wagmi/core'
import type { Chain, Transport } from 'viem'
import { type EvmContext, toConnectionData } from './evmContext'
import { hasLegacyOnlyProvider } from './legacyInjected'
import { LEGACY_INJECTED_ID, toConnector } from './toConnector'
import { toCaipNetwork } from './toCaipNetwork'
import { lazyHttp, preloadHttp } from './transport/lazyHttp'
import { type WalletConnectParameters, WALLETCONNECT_CONNECTOR_ID } from './walletConnect/types'

export type EvmAdapterParameters = {
  /** The EVM chains the app supports (viem chain objects). */
  chains: readonly [Chain, ...Chain[]]
  /** Transports per chain id; default viem's `http()` on the chain's own RPC URL, loaded on first use. */
  transports?: Record<number, Transport> | undefined
  /** Extra wagmi connectors (WalletConnect, Coinbase…). EIP-6963 wallets are found by themselves. */
  connectors?: readonly CreateConnectorFn[] | undefined
  /** wagmi's storage; default localStorage under the `portico.wagmi` prefix. */
  storage?: WagmiStorage | undefined
  ssr?: boolean | undefined
  /**
   * WalletConnect v2 (QR code / deep link) through `@walletconnect/universal-provider`, loaded only when the
   * user picks it. Give your project id; `relayUrl` defaults to the public relay.
   */
  walletConnect?: WalletConnectParameters | undefined
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
  const config = createConfig({
    chains,
    transports,
    // WalletConnect joins at run time (see ensureWalletConnect): its code loads only when used.
    connectors: [injected({ shimDisconnect: true }), ...(parameters.connectors ?? [])],
    multiInjectedProviderDiscovery: true,
    storage:
      parameters.storage ??
      createStorage({ key: 'portico.wagmi', storage: typeof window === 'undefined' ? undefined : window.localStorage }),
    ssr: parameters.ssr,
  }) as unknown as Config

  let adapterEvents: AdapterEvents | undefined
  let walletConnectConnector: Promise<WagmiConnector> | undefined
  const ctx: EvmContext = {
    config,
    chains,
    ensureWalletConnect() {
      walletConnectConnector ??= import('./walletConnect/addWalletConnect').then(({ addWalletConnect }) =>
        addWalletConnect(config, parameters.walletConnect, (uri) =>
          adapterEvents?.walletConnectUri?.({ connectorId: WALLETCONNECT_CONNECTOR_ID, uri }),
        ),
      )
      return walletConnectConnector
    },
  }
  const walletActions = () => import('./walletActions')
  const bind = bindLazy(ctx, walletActions)

  function getConnectors() {
    const legacyOnly = hasLegacyOnlyProvider(config)
    const connectors = config.connectors.filter((c) => c.id !== LEGACY_INJECTED_ID || legacyOnly).map(toConnector)
    // Until WalletConnect's code is loaded, the modal lists it from this description alone.
    if (parameters.walletConnect && !connectors.some((c) => c.id === WALLETCONNECT_CONNECTOR_ID)) {
      connectors.push({ id: WALLETCONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'walletConnect', chainNamespace: 'eip155', installed: false })
    }
    return connectors
  }

  return {
    namespace: 'eip155',
    networks: chains.map(toCaipNetwork),
    wagmiConfig: config,
    getConnectors,
    preload: () => Promise.all([walletActions(), preloadHttp()]).then(() => undefined),

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
      adapterEvents = events
      return () => {
        stopConnectors()
        stopConnections()
        adapterEvents = undefined
      }
    },

    connect: bind('connect'),

    async reconnect() {
      // WalletConnect's client is a lazy chunk: load it only when a WalletConnect session was stored.
      const recent = await config.storage?.getItem('recentConnectorId')
      const hadWalletConnect =
        recent === WALLETCONNECT_CONNECTOR_ID ||
        [...config.state.connections.values()].some((c) => c.connector.id === WALLETCONNECT_CONNECTOR_ID)
      if (hadWalletConnect && parameters.walletConnect) await ctx.ensureWalletConnect().catch(() => undefined)
      return (await reconnect(config)).map(toConnectionData)
    },

    async forgetConnections() {
      const stored = [...config.state.connections.values()]
      await Promise.all(stored.map((c) => config.storage?.setItem(`${c.connector.id}.disconnected`, true)))
      await config.storage?.removeItem('recentConnectorId')
      config.setState((state) => ({ ...state, connections: new Map(), current: null, status: 'disconnected' }))
    },

    disconnect: bind('disconnect'),
    switchNetwork: bind('switchNetwork'),
    getBalance: bind('getBalance'),
    signMessage: bind('signMessage'),
    sendTransaction: bind('sendTransaction'),
    transferToken: bind('transferToken'),
    estimateTransferFee: bind('estimateTransferFee'),
    waitForTransaction: bind('waitForTransaction'),
  }
}
