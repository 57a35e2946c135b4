import type { Adapter, AdapterEvents, ConnectionData } from '@portico/core'
import { ConnectorNotFoundError, NetworkNotFoundError, toDecimalString } from '@portico/core'
import {
  type Config,
  type Connection,
  type Connector as WagmiConnector,
  type CreateConnectorFn,
  type Storage as WagmiStorage,
  createConfig,
  createStorage,
  injected,
  reconnect,
  watchConnectors,
} from '@wagmi/core'
import { type Chain, type EIP1193Provider, type Hex, type Transport } from 'viem'
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

  const findConnector = (connectorId: string): WagmiConnector => {
    const connector = config.connectors.find((c) => c.id === connectorId)
    if (!connector) throw new ConnectorNotFoundError({ connectorId, chainNamespace: 'eip155' })
    return connector
  }
  const findConnection = (connectorId: string): Connection | undefined =>
    [...config.state.connections.values()].find((c) => c.connector.id === connectorId)
  const findChain = (chainId: number | string): Chain => {
    const chain = chains.find((c) => c.id === Number(chainId))
    if (!chain) throw new NetworkNotFoundError({ caipNetworkId: `eip155:${chainId}` })
    return chain
  }
  const walletActions = () => import('./walletActions')
  const toData = (c: { accounts: readonly string[]; chainId: number; connector: WagmiConnector }): ConnectionData => ({
    connectorId: c.connector.id,
    accounts: c.accounts,
    chainId: c.chainId,
  })

  let adapterEvents: AdapterEvents | undefined
  let walletConnectConnector: Promise<WagmiConnector> | undefined
  /** Adds the WalletConnect connector (a lazy chunk) to the config, once. */
  const ensureWalletConnect = () => {
    walletConnectConnector ??= import('./walletConnect/addWalletConnect').then(({ addWalletConnect }) =>
      addWalletConnect(config, parameters.walletConnect, (uri) =>
        adapterEvents?.walletConnectUri?.({ connectorId: WALLETCONNECT_CONNECTOR_ID, uri }),
      ),
    )
    return walletConnectConnector
  }

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
              events.connectionChanged(toData(connection))
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

    async connect({ connectorId }) {
      if (connectorId === WALLETCONNECT_CONNECTOR_ID) await ensureWalletConnect()
      const connector = findConnector(connectorId)
      const existing = findConnection(connectorId)
      if (existing) return toData(existing)
      const { connect } = await walletActions()
      const result = await connect(config, { connector })
      return { connectorId, accounts: result.accounts, chainId: result.chainId }
    },

    async reconnect() {
      // WalletConnect's client is a lazy chunk: load it only when a WalletConnect session was stored.
      const recent = await config.storage?.getItem('recentConnectorId')
      const hadWalletConnect =
        recent === WALLETCONNECT_CONNECTOR_ID ||
        [...config.state.connections.values()].some((c) => c.connector.id === WALLETCONNECT_CONNECTOR_ID)
      if (hadWalletConnect && parameters.walletConnect) await ensureWalletConnect().catch(() => undefined)
      return (await reconnect(config)).map(toData)
    },

    async forgetConnections() {
      const stored = [...config.state.connections.values()]
      await Promise.all(stored.map((c) => config.storage?.setItem(`${c.connector.id}.disconnected`, true)))
      await config.storage?.removeItem('recentConnectorId')
      config.setState((state) => ({ ...state, connections: new Map(), current: null, status: 'disconnected' }))
    },

    async disconnect({ connectorId }) {
      const connection = findConnection(connectorId)
      if (!connection) return
      const { disconnect } = await walletActions()
      await disconnect(config, { connector: connection.connector })
    },

    async switchNetwork({ connectorId, network }) {
      const provider = (await findConnector(connectorId).getProvider()) as EIP1193Provider
      const { switchOrAddChain } = await walletActions()
      await switchOrAddChain(provider, findChain(network.id))
    },

    async getBalance({ address, network }) {
      // A plain eth_getBalance: viem's getBalance action drags in its multicall path (~20 kB gzip).
      const chain = findChain(network.id)
      const hex = await config.getClient({ chainId: chain.id }).request({
        method: 'eth_getBalance',
        params: [address as Hex, 'latest'],
      })
      const value = BigInt(hex)
      const { decimals, symbol } = chain.nativeCurrency
      return { value, decimals, symbol, formatted: toDecimalString(value, decimals) }
    },

    async signMessage({ connectorId, address, message }) {
      const connector = findConnection(connectorId)?.connector ?? findConnector(connectorId)
      const { signMessage } = await walletActions()
      return signMessage(config, { connector, account: address as Hex, message })
    },

    async sendTransaction({ connectorId, address, network, to, value, data }) {
      const connector = findConnection(connectorId)?.connector ?? findConnector(connectorId)
      const { sendTransaction } = await walletActions()
      return sendTransaction(config, {
        connector,
        account: address as Hex,
        chainId: findChain(network.id).id,
        to: to as Hex,
        value,
        data: data as Hex | undefined,
      })
    },

    // An ERC-20 `transfer` is a transaction to the token contract with its calldata.
    async transferToken({ token, to, amount, ...rest }) {
      const { erc20TransferData } = await walletActions()
      return this.sendTransaction({ ...rest, to: token, data: erc20TransferData(to, amount) })
    },

    async estimateTransferFee({ network, ...parameters }) {
      const { estimateTransferFee } = await walletActions()
      return estimateTransferFee(config.getClient({ chainId: findChain(network.id).id }), parameters)
    },

    async waitForTransaction({ hash, network }) {
      const { waitForTransactionReceipt } = await walletActions()
      const receipt = await waitForTransactionReceipt(config, { hash: hash as Hex, chainId: findChain(network.id).id })
      return { status: receipt.status }
    },
  }
}
