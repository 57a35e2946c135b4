import {
  type Adapter,
  AdapterMethodNotSupportedError,
  type AdapterConnectParameters,
  type AdapterSignMessageParameters,
  type AdapterSwitchNetworkParameters,
  type ConnectionData,
  ConnectorNotFoundError,
  type Storage,
} from '@portico/core'
import { createAdapterConnections, whenPageLoaded } from '@portico/core/internal'
import { connectorIdOf, defaultKeplrWallets, type KeplrInterface, keplrOf, type KeplrWallet, toConnector } from './keplr'
import { cosmoshub, type CosmosNetwork, osmosis } from './networks'
import { rejectionFromCause } from './rejection'
import { cosmosChainRules } from './chainRules'

// The bank balance request loads with the first balance.
const balance = () => import('./balance')

/** Window events the adapter listens to (the wallets' account-change events). */
export type KeplrEventTarget = {
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
}

export type CosmosAdapterParameters = {
  /** The networks the app supports (made by `defineCosmosNetwork`); default Cosmos Hub and Osmosis. */
  networks?: readonly [CosmosNetwork, ...CosmosNetwork[]] | undefined
  /** The wallets offering the Keplr interface to look for; default Keplr (`window.keplr`) and Leap (`window.leap`). */
  wallets?: readonly KeplrWallet[] | undefined
  /** Where the connected wallets are remembered for the next visit; default localStorage (none outside browsers). */
  storage?: Storage | undefined
  /** Where the wallets' globals and events are; default the page's `window` (tests pass their own). */
  window?: (object & Partial<KeplrEventTarget>) | undefined
}

/**
 * The cosmos adapter on the Keplr wallet interface (Keplr, Leap…): connects a wallet to the
 * active Cosmos chain (`enable`, then `getKey` for its bech32 account), follows the wallet's
 * account changes (its keystore-change event), signs messages as ADR-036 amino documents
 * (`signArbitrary`; check them with `verifyCosmosMessage` from `@portico/cosmos/verify`) and reads
 * the native balance from the chain's bank module. Sending is not supported on this namespace.
 *
 * @example
 * const portico = createPortico({ adapters: [evmAdapter({ chains: [mainnet] }), cosmosAdapter()] })
 */
export function cosmosAdapter(parameters: CosmosAdapterParameters = {}): Adapter {
  const networks = parameters.networks ?? [cosmoshub, osmosis]
  const wallets = parameters.wallets ?? defaultKeplrWallets
  const target = (): object & Partial<KeplrEventTarget> => parameters.window ?? globalThis
  const present = () => wallets.filter((wallet) => keplrOf(target(), wallet))
  const getConnectors = () => present().map(toConnector)
  /** The live connections: the wallet's interface, the chain, its account-change listener. */
  const live = createAdapterConnections<{ keplr: KeplrInterface; chainId: string; stop: () => void }>({ namespace: 'cosmos', networks, storage: parameters.storage, getConnectors })
  const walletOf = (connectorId: string) => {
    const wallet = wallets.find((candidate) => connectorIdOf(candidate) === connectorId)
    const keplr = wallet && keplrOf(target(), wallet)
    if (!wallet || !keplr) throw new ConnectorNotFoundError({ connectorId, chainNamespace: 'cosmos' })
    return { wallet, keplr }
  }
  const chainOf = (chainId: string | number | undefined) => String(live.startChain(chainId))

  /** `enable` the chain (the wallet asks the user the first time), then its account. */
  async function account(keplr: KeplrInterface, chainId: string): Promise<string> {
    try {
      await keplr.enable(chainId)
      return (await keplr.getKey(chainId)).bech32Address
    } catch (cause) {
      throw rejectionFromCause(cause)
    }
  }

  function follow(connectorId: string, wallet: KeplrWallet, keplr: KeplrInterface, chainId: string, address: string): ConnectionData {
    const onChange = () => {
      const connection = live.get(connectorId)
      if (!connection) return
      keplr.getKey(connection.chainId).then(
        (key) => live.has(connectorId) && live.events?.connectionChanged({ connectorId, accounts: [key.bech32Address], chainId: connection.chainId }),
        () => live.end(connectorId),
      )
    }
    const source = target()
    source.addEventListener?.(wallet.changeEvent, onChange)
    live.add(connectorId, { keplr, chainId, stop: () => source.removeEventListener?.(wallet.changeEvent, onChange) })
    return { connectorId, accounts: [address], chainId }
  }
  const notSupported = (method: string) => Promise.reject(new AdapterMethodNotSupportedError({ method, chainNamespace: 'cosmos' }))

  return {
    namespace: 'cosmos',
    chain: cosmosChainRules,
    networks,
    getConnectors,

    // Wallets inject from a content script before the page's code; one that is late is listed once the page has loaded.
    setup: (events) => live.setup(events, (report) => [whenPageLoaded(report)]),

    /** `enable` and `getKey` on the kit's Cosmos chain (else the first configured one). */
    async connect({ connectorId, chainId }: AdapterConnectParameters) {
      const { wallet, keplr } = walletOf(connectorId)
      const chain = chainOf(chainId)
      return follow(connectorId, wallet, keplr, chain, await account(keplr, chain))
    },

    /**
     * Enables the wallets connected on the last visit again. The interface has no silent mode: a
     * wallet that already lets the site in answers without asking; one that refuses is left out.
     */
    reconnect: () =>
      live.reconnect({
        isPresent: (connectorId) => present().some((wallet) => connectorIdOf(wallet) === connectorId),
        async restore(connectorId) {
          const { wallet, keplr } = walletOf(connectorId)
          const chain = chainOf(undefined)
          return follow(connectorId, wallet, keplr, chain, await account(keplr, chain))
        },
      }),

    forgetConnections: live.forgetConnections,

    /** The interface has no disconnect: the adapter stops following the wallet and forgets it. */
    async disconnect({ connectorId }) {
      live.remove(connectorId)
    },

    /** Another Cosmos chain: enabled in the wallet, whose account there (another prefix) becomes the connection's. */
    async switchNetwork({ connectorId, network }: AdapterSwitchNetworkParameters) {
      live.checkNetwork(network)
      const connection = live.get(connectorId)
      if (!connection) return
      const chainId = String(network.id)
      const address = await account(connection.keplr, chainId)
      connection.chainId = chainId
      live.events?.connectionChanged({ connectorId, accounts: [address], chainId })
    },

    async preload() {
      await balance()
    },

    /** The native denom's balance from the chain's bank module (REST). */
    async getBalance(parameters) {
      return (await balance()).getBalance(parameters)
    },

    /** `signArbitrary` of the text on the connection's chain; resolves with the base64 secp256k1 signature. */
    async signMessage({ connectorId, address, message }: AdapterSignMessageParameters) {
      const connection = live.get(connectorId)
      if (!connection) throw new ConnectorNotFoundError({ connectorId, chainNamespace: 'cosmos' })
      try {
        return (await connection.keplr.signArbitrary(connection.chainId, address, message)).signature
      } catch (cause) {
        throw rejectionFromCause(cause)
      }
    },

    sendTransaction: () => notSupported('sendTransaction'),
    waitForTransaction: () => notSupported('waitForTransaction'),
  }
}
