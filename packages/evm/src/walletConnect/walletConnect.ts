import { createConnector } from '@wagmi/core'
import type { Address } from 'viem'
import type { ConnectorListing } from '../earlyConnectors'
import { walletConnectIcon } from './icon'
import type { WalletConnectProvider } from './loadProvider'
import { WALLETCONNECT_CONNECTOR_ID, type WalletConnectParameters } from './types'

type Lazy = typeof import('./loadProvider')

/**
 * A wagmi connector for WalletConnect v2 on the official `@walletconnect/universal-provider`; `evmAdapter`
 * puts it in its wagmi config when the `walletConnect` option is set. This module stays tiny (it is in the
 * first load with the adapter): everything else — the WalletConnect client, address
 * checksums, errors — is in loadProvider.ts, imported on first use. The URI to show is emitted as wagmi's
 * `message` `{ type: 'display_uri', data: uri }`.
 */
export function walletConnect(parameters: WalletConnectParameters) {
  let provider: WalletConnectProvider | undefined
  let loading: Promise<[WalletConnectProvider, Lazy]> | undefined
  let lazy: Lazy | undefined
  let listening = false

  const connectorFn = createConnector<WalletConnectProvider>((config) => {
    const load = async (): Promise<[WalletConnectProvider, Lazy]> => {
      loading ??= import('./loadProvider').then(async (m) => [await m.loadProvider(parameters, chains().rpcMap), m] as [WalletConnectProvider, Lazy])
      const [p, m] = await loading
      provider = p
      lazy = m
      return [p, m]
    }
    const chains = () => ({
      configured: config.chains.map((c) => c.id),
      rpcMap: Object.fromEntries(config.chains.map((c) => [c.id, c.rpcUrls.default.http[0]!])) as Record<string, string>,
    })

    const connector = {
      id: WALLETCONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: 'walletConnect' as const,
      icon: walletConnectIcon,

      async connect({ chainId, isReconnecting }: { chainId?: number; isReconnecting?: boolean } = {}) {
        const [p, m] = await load()
        listen(p)
        const result = await m.connectSession(p, chains(), { chainId, isReconnecting })
        if (result.switched) config.emitter.emit('change', { chainId: result.chainId })
        return { accounts: result.accounts, chainId: result.chainId } as never
      },

      async disconnect() {
        const [p, m] = await load()
        await m.endSession(p)
      },

      async getAccounts() {
        const [p, m] = await load()
        return m.accountsOf(p)
      },

      async getChainId() {
        const [p] = await load()
        return Number(await p.request({ method: 'eth_chainId' }))
      },

      async getProvider() {
        return provider ?? (await load())[0]
      },

      async isAuthorized() {
        try {
          const [p, m] = await load()
          return Boolean(p.session) && m.accountsOf(p).length > 0
        } catch {
          return false
        }
      },

      async switchChain({ chainId }: { chainId: number }) {
        const [p, m] = await load()
        const chain = await m.switchSessionChain(p, config.chains, chainId)
        config.emitter.emit('change', { chainId })
        return chain
      },

      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) void connector.onDisconnect()
        else config.emitter.emit('change', { accounts: lazy ? lazy.toAddresses(accounts) : (accounts as Address[]) })
      },

      onChainChanged(chain: string | number) {
        config.emitter.emit('change', { chainId: Number(chain) })
      },

      async onDisconnect() {
        config.emitter.emit('disconnect')
      },

      onDisplayUri(uri: string) {
        config.emitter.emit('message', { type: 'display_uri', data: uri })
      },
    }

    function listen(p: WalletConnectProvider) {
      if (listening) return
      listening = true
      p.on('display_uri', (uri: string) => connector.onDisplayUri(uri))
      p.on('accountsChanged', (accounts: string[]) => connector.onAccountsChanged(accounts))
      p.on('chainChanged', (chain: string | number) => connector.onChainChanged(chain))
      p.on('session_delete', () => void connector.onDisconnect())
      p.on('disconnect', () => void connector.onDisconnect())
    }

    return connector as never
  })
  // The adapter lists WalletConnect from this before wagmi has loaded (see earlyConnectors.ts).
  const porticoListing: ConnectorListing = { id: WALLETCONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'walletConnect', icon: walletConnectIcon }
  return Object.assign(connectorFn, { porticoListing })
}
