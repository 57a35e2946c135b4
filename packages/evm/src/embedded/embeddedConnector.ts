import { EMBEDDED_WALLET, type EmbeddedWalletHost } from '@portico/core'
import { createConnector } from '@wagmi/core'
import { type Chain, numberToHex, type Transport } from 'viem'
import { lazyHttp } from '../transport/lazyHttp'
import type { EmbeddedProvider } from './createEmbeddedProvider'
import { EMBEDDED_CONNECTOR_ID, type EmbeddedConnectorProperties } from './findEmbeddedConnector'

/** What `getProvider` gives before the connector is connected. */
const notConnected = Object.freeze({
  request: async () => {
    throw new Error('Please call connect() before request()')
  },
}) as unknown as EmbeddedProvider

export type EmbeddedConnectorParameters = {
  /** The kit's embedded wallet; in an app's own wagmi config the adapter gives it later (`useHost`). */
  host?: EmbeddedWalletHost | undefined
  /** Read methods go here, per chain; default the wagmi config's transports, else http on the chain's RPC URL. */
  transports?: Record<number, Transport> | undefined
}

/**
 * E-mail login in an app that brings its own wagmi config (`evmAdapter({ wagmiConfig })`), from `@portico/evm/embeddedWallet`: add
 * this connector to it, and the kit gives it its embedded wallet when it starts.
 *
 * @example
 * const wagmiConfig = createConfig({ chains: [mainnet], connectors: [embeddedWallet()], transports: { [mainnet.id]: http() } })
 * const portico = createPortico({ adapters: [evmAdapter({ wagmiConfig })] })
 */
export function embeddedWallet() {
  return embeddedConnector()
}

/**
 * The embedded wallet (e-mail login) as a wagmi connector: its wallet is the frame, through core's
 * client and the EIP-1193 provider of `createEmbeddedProvider` (both loaded on first use). It
 * connects once the EmailLogin view has logged the visitor in; on a reload it reconnects only when
 * the login cache says an e-mail login was used and the frame still has its session.
 */
export function embeddedConnector(parameters: EmbeddedConnectorParameters = {}) {
  let host = parameters.host
  return createConnector<EmbeddedProvider | undefined, EmbeddedConnectorProperties>((config) => {
    let provider: EmbeddedProvider | undefined
    let address: `0x${string}` | undefined
    let stopUser: (() => void) | undefined
    const chainIds = () => config.chains.map((chain: Chain) => chain.id)
    const transport = (id: number): Transport => {
      const given = parameters.transports?.[id] ?? config.transports?.[id]
      if (given) return given
      // The chain's own RPC URL, with viem's http transport loaded on first use (as the adapter's own config does).
      return lazyHttp(config.chains.find((chain: Chain) => chain.id === id)?.rpcUrls.default.http[0])
    }
    const kit = () => {
      if (!host) throw new Error('The e-mail wallet is not set up: pass this wagmi config to evmAdapter({ wagmiConfig }) of a Portico kit')
      return host
    }

    return {
      id: EMBEDDED_CONNECTOR_ID,
      name: 'E-mail',
      type: 'auth',
      useHost(next: EmbeddedWalletHost) {
        host = next
      },
      async connect({ chainId, isReconnecting } = {}) {
        const client = await kit().getClient()
        if (isReconnecting && !(await client.isConnected())) throw new Error('The embedded wallet has no session')
        const wanted = chainId ?? provider?.chainId ?? config.chains[0].id
        const user = await client.getUser(wanted)
        const { createEmbeddedProvider } = await import('./createEmbeddedProvider')
        address = user.address as `0x${string}`
        provider = createEmbeddedProvider({
          client,
          address,
          chainId: Number(user.chainId),
          chains: chainIds(),
          transport,
          onRefused: (method) => kit().onRefused(method),
        })
        provider.on('chainChanged', (hex) => {
          config.emitter.emit('change', { chainId: Number(hex) })
          // Which account acts is per chain (and the smart account only where the server has a bundler).
          void client.getUser(Number(hex)).catch(() => undefined)
        })
        provider.on('accountsChanged', (accounts) => {
          const [next] = accounts as `0x${string}`[]
          if (next) config.emitter.emit('change', { accounts: [next] })
        })
        // The frame's user read again (a switch between the EOA and the smart account, a chain change): the acting address follows.
        stopUser?.()
        const current = provider
        stopUser = client.onUser((next) => {
          if (!next || provider !== current) return
          address = next.address as `0x${string}`
          current.setAddress(address)
        })
        provider.on('disconnect', () => config.emitter.emit('disconnect'))
        return { accounts: [address], chainId: provider.chainId } as never
      },
      async disconnect() {
        stopUser?.()
        stopUser = undefined
        provider = undefined
        address = undefined
        // Signs out in the frame and clears the login cache, waiting at most 3 s in all (spec): a frame
        // still loading goes on to sign out after, but the page's disconnect does not wait for it.
        const signedOut = host?.getClient().then((client) => client.signOut()).catch(() => undefined)
        let timer: ReturnType<typeof setTimeout> | undefined
        await Promise.race([signedOut, new Promise((resolve) => (timer = setTimeout(resolve, EMBEDDED_WALLET.signOutWaitMs)))])
        clearTimeout(timer)
      },
      async getAccounts() {
        return address ? [address] : []
      },
      async getChainId() {
        return provider?.chainId ?? config.chains[0].id
      },
      async getProvider() {
        // Before connect: a stand-in while the login cache says a session may be there (wagmi's
        // reconnect asks for a provider before it asks `isAuthorized`).
        return provider ?? (host?.loginUsed() ? notConnected : undefined)
      },
      async isAuthorized() {
        if (!host?.loginUsed()) return false
        const client = await host.getClient().catch(() => undefined)
        return Boolean(client && (await client.isConnected().catch(() => false)))
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((c: Chain) => c.id === chainId)
        if (!chain || !provider) throw new Error(`Chain ${chainId} is not configured`)
        await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] })
        return chain
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) config.emitter.emit('disconnect')
      },
      onChainChanged(chain) {
        config.emitter.emit('change', { chainId: Number(chain) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}
