/**
 * The adapter's wagmi side: the wagmi config (EIP-6963 discovery, the injected connector, storage)
 * and what keeps the kit in step with it. It is one of the package's two lazy modules
 * (`evmAdapter` imports it with `import('./wagmiSide')` on start-up): wagmi and the parts of viem
 * it needs (about 17 kB gzip) stay out of the page's first load, so the Connect button paints
 * before them.
 */
import type { AdapterEvents, ConnectionData, Connector, EmbeddedWalletHost } from '@portico/core'
import { embeddedConnector } from './embedded/embeddedConnector'
import { type Config, type CreateConnectorFn, createConfig, createStorage, disconnect, hydrate, injected, reconnect, type Storage, watchConnectors } from '@wagmi/core'
import type { Chain, Transport } from 'viem'
import { toConnectionData } from './evmContext'
import { lazyHttp } from './transport/lazyHttp'
import { WALLETCONNECT_CONNECTOR_ID } from './walletConnect/types'

export type WagmiConfigParameters = {
  chains: readonly [Chain, ...Chain[]]
  /** The kit's embedded wallet: its connector joins the list. */
  embeddedWallet?: EmbeddedWalletHost | undefined
  transports?: Record<number, Transport> | undefined
  connectors?: readonly CreateConnectorFn[] | undefined
  storage?: Storage | undefined
}

/** The adapter's own wagmi config: EIP-6963 wallets, a legacy `window.ethereum`, the app's connectors. */
export function createWagmiConfig(parameters: WagmiConfigParameters): Config {
  const { chains } = parameters
  const transports: Record<number, Transport> = Object.fromEntries(chains.map((chain) => [chain.id, parameters.transports?.[chain.id] ?? lazyHttp()]))
  const embedded = parameters.embeddedWallet ? [embeddedConnector({ host: parameters.embeddedWallet, transports })] : []
  return createConfig({
    chains,
    transports,
    connectors: [injected({ shimDisconnect: true }), ...(parameters.connectors ?? []), ...embedded],
    multiInjectedProviderDiscovery: true,
    storage:
      parameters.storage ??
      createStorage({ key: 'portico.wagmi', storage: typeof window === 'undefined' ? undefined : window.localStorage }),
  }) as unknown as Config
}

/**
 * Reports wagmi's changes to the kit: the connector list, each connection's accounts and chain, a
 * disconnect, and the WalletConnect pairing URIs. Returns the unsubscribe function.
 */
export function watchWagmi(config: Config, events: AdapterEvents, getConnectors: () => readonly Connector[]): () => void {
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
}

/** Restores last visit's connections (wagmi's `reconnect`). */
export async function reconnectWallets(config: Config): Promise<ConnectionData[]> {
  // wagmi's reconnect asks every connector for its provider, and WalletConnect's loads the client (a
  // large lazy chunk): it takes part only when a WalletConnect session was stored.
  const recent = await config.storage?.getItem('recentConnectorId')
  const hadWalletConnect =
    recent === WALLETCONNECT_CONNECTOR_ID ||
    [...config.state.connections.values()].some((c) => c.connector.id === WALLETCONNECT_CONNECTOR_ID)
  const connectors = config.connectors.filter((c) => c.id !== WALLETCONNECT_CONNECTOR_ID || hadWalletConnect)
  return (await reconnect(config, { connectors })).map(toConnectionData)
}

/**
 * Reconnect disabled: the stored connections are dropped, and the wallets not asked. Through wagmi's
 * public API: the most recent connector is forgotten (`recentConnectorId`, an item of wagmi's
 * storage); the connections in wagmi's state are reset by its `hydrate` without reconnecting on
 * mount (as `WagmiProvider` does with `reconnectOnMount: false`: no connector is called), then its
 * `disconnect`, with no connection left to end, settles the state as disconnected. (The adapter's own
 * config starts with none, wagmi resets its state when it makes it; an app's config may have some.)
 */
export async function forgetConnections(config: Config): Promise<void> {
  await config.storage?.removeItem('recentConnectorId')
  await hydrate(config, { reconnectOnMount: false }).onMount()
  await disconnect(config)
}
