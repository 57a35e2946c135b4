import {
  type Adapter,
  AdapterMethodNotSupportedError,
  type AdapterConnectParameters,
  type AdapterSignMessageParameters,
  type CaipNetwork,
  type ConnectionData,
  ConnectorNotFoundError,
  type Storage,
} from '@portico/core'
import { createAdapterConnections, whenPageLoaded } from '@portico/core/internal'
import { connectorIdOf, type Injected, injectedExtensions, type InjectedWindow, substrateAddresses, textToHex, toConnector } from './injectedWeb3'
import { polkadot, kusama, westend } from './networks'
import { rejectionFromCause } from './rejection'
import { polkadotChainRules } from './chainRules'

// @polkadot/util-crypto (storage keys, SS58) loads with the first balance.
const balance = () => import('./balance')

export type PolkadotAdapterParameters = {
  /** The networks the app supports; default Polkadot, Kusama and Westend. */
  networks?: readonly [CaipNetwork, ...CaipNetwork[]] | undefined
  /** The name extensions show when they ask the user to let the site in; default the page's host. */
  appName?: string | undefined
  /** Where the connected extensions are remembered for the next visit; default localStorage (none outside browsers). */
  storage?: Storage | undefined
  /** Where extensions inject themselves; default the page's `window` (tests pass their own). */
  window?: InjectedWindow | undefined
}

/**
 * The polkadot adapter on the injectedWeb3 extension interface (polkadot{.js}, SubWallet,
 * Talisman…): lists the extensions on the page, connects one (`enable`, its substrate accounts as
 * EOAs), follows its account changes (`accounts.subscribe`), signs messages (`signer.signRaw` of
 * the UTF-8 bytes, which the extension wraps in `<Bytes>…</Bytes>`; check them with
 * `verifyPolkadotMessage` from `@portico/polkadot/verify`) and reads free balances from the
 * network's node. Sending is not supported on this namespace.
 *
 * @example
 * const portico = createPortico({ adapters: [evmAdapter({ chains: [mainnet] }), polkadotAdapter({ appName: 'My dapp' })] })
 */
export function polkadotAdapter(parameters: PolkadotAdapterParameters = {}): Adapter {
  const networks = parameters.networks ?? [polkadot, kusama, westend]
  const target = (): InjectedWindow => parameters.window ?? (globalThis as InjectedWindow)
  const appName = () => parameters.appName ?? (typeof location === 'undefined' ? 'Portico' : location.host)
  const getConnectors = () => injectedExtensions(target()).map(([key]) => toConnector(key))
  /** The live connections: the extension's interface, the connection's chain and its account subscription. */
  const live = createAdapterConnections<{ injected: Injected; chainId: string | number; stop: () => void }>({ namespace: 'polkadot', networks, storage: parameters.storage, getConnectors })
  const extension = (connectorId: string) => {
    const found = injectedExtensions(target()).find(([key]) => connectorIdOf(key) === connectorId)
    if (!found) throw new ConnectorNotFoundError({ connectorId, chainNamespace: 'polkadot' })
    return found[1]
  }

  /** Asks the extension to let the site in (`enable`, or the newer `connect`). */
  async function enable(connectorId: string): Promise<Injected> {
    const found = extension(connectorId)
    try {
      return found.connect ? await found.connect(appName()) : await found.enable!(appName())
    } catch (cause) {
      throw rejectionFromCause(cause)
    }
  }

  /** Reads the accounts and starts following their changes; no substrate account: not connected. */
  async function follow(connectorId: string, injected: Injected, chainId: string | number): Promise<ConnectionData | undefined> {
    const accounts = substrateAddresses(await injected.accounts.get())
    if (!accounts.length) return undefined
    const stop =
      injected.accounts.subscribe?.((next) => {
        const connection = live.get(connectorId)
        if (!connection) return
        const current = substrateAddresses(next)
        if (current.length) live.events?.connectionChanged({ connectorId, accounts: current, chainId: connection.chainId })
        else live.end(connectorId)
      }) ?? (() => undefined)
    live.add(connectorId, { injected, chainId, stop })
    return { connectorId, accounts, chainId }
  }
  const connection = (connectorId: string) => {
    const found = live.get(connectorId)
    if (!found) throw new ConnectorNotFoundError({ connectorId, chainNamespace: 'polkadot' })
    return found
  }
  const notSupported = (method: string) => Promise.reject(new AdapterMethodNotSupportedError({ method, chainNamespace: 'polkadot' }))

  return {
    namespace: 'polkadot',
    chain: polkadotChainRules,
    networks,
    getConnectors,

    // Extensions inject from a content script, usually before the page's code; one that is late is listed once the page has loaded.
    setup: (events) => live.setup(events, (report) => [whenPageLoaded(report)]),

    /** `enable` (the extension asks the user), then the extension's substrate accounts. */
    async connect({ connectorId, chainId }: AdapterConnectParameters) {
      const injected = await enable(connectorId)
      const connected = await follow(connectorId, injected, live.startChain(chainId))
      if (!connected) throw new ConnectorNotFoundError({ connectorId, chainNamespace: 'polkadot' })
      return connected
    },

    /**
     * Enables the extensions enabled on the last visit again. The interface has no silent mode: an
     * extension that already lets the site in answers without asking; one that refuses is left out.
     */
    reconnect: () =>
      live.reconnect({
        isPresent: (connectorId) => injectedExtensions(target()).some(([key]) => connectorIdOf(key) === connectorId),
        restore: async (connectorId) => follow(connectorId, await enable(connectorId), live.startChain(undefined)),
      }),

    forgetConnections: live.forgetConnections,

    /** The interface has no disconnect: the adapter stops following the extension and forgets it. */
    async disconnect({ connectorId }) {
      live.remove(connectorId)
    },

    /** Extensions have no current chain: the network is the dapp's. */
    switchNetwork: live.switchNetwork,

    async preload() {
      await balance()
    },

    /** Free balance (`System.Account` through `state_getStorage` on the network's node). */
    async getBalance(parameters) {
      return (await balance()).getBalance(parameters)
    },

    /** `signer.signRaw` of the message's UTF-8 bytes; resolves with the extension's 0x-hex signature. */
    async signMessage({ connectorId, address, message }: AdapterSignMessageParameters) {
      const { signer } = connection(connectorId).injected
      if (!signer.signRaw) throw new AdapterMethodNotSupportedError({ method: 'signMessage', chainNamespace: 'polkadot' })
      try {
        return (await signer.signRaw({ address, data: textToHex(message), type: 'bytes' })).signature
      } catch (cause) {
        throw rejectionFromCause(cause)
      }
    },

    sendTransaction: () => notSupported('sendTransaction'),
    waitForTransaction: () => notSupported('waitForTransaction'),
  }
}
