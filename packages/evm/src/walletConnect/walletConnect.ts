import { ChainNotConfiguredError, createConnector, ProviderNotFoundError } from '@wagmi/core'
import { getAddress, numberToHex, type Address } from 'viem'
import type { WalletConnectProvider } from './loadProvider'
import { WALLETCONNECT_CONNECTOR_ID, type WalletConnectParameters } from './types'


/**
 * A wagmi connector for WalletConnect v2 on the official `@walletconnect/universal-provider`. This module
 * is small: the WalletConnect client is imported by `getProvider`, on first use (see loadProvider.ts).
 * The URI to show is emitted as wagmi's `message` `{ type: 'display_uri', data: uri }`.
 */
export function walletConnect(parameters: WalletConnectParameters) {
  let provider: WalletConnectProvider | undefined
  let providerPromise: Promise<WalletConnectProvider> | undefined
  let listening = false

  return createConnector<WalletConnectProvider>((config) => {
    const rpcMap = () =>
      Object.fromEntries(config.chains.map((chain) => [chain.id, chain.rpcUrls.default.http[0]!])) as Record<string, string>
    const accountsOf = (p: WalletConnectProvider): Address[] => [
      ...new Set((p.session?.namespaces.eip155?.accounts ?? []).map((a) => getAddress(a.split(':')[2]!))),
    ]

    const connector = {
      id: WALLETCONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: 'walletConnect' as const,

      async connect({ chainId, isReconnecting }: { chainId?: number; isReconnecting?: boolean } = {}) {
        const p = await this.getProvider()
        listen(p)
        if (!p.session && isReconnecting) throw new ProviderNotFoundError()
        const configured = config.chains.map((c) => c.id)
        const { ensureSession } = await import('./loadProvider')
        const { approved } = await ensureSession(p, { configured, rpcMap: rpcMap() }, chainId)
        let current = await this.getChainId()
        if (!config.chains.some((c) => c.id === current)) {
          current = approved.find((id) => config.chains.some((c) => c.id === id))!
          p.setDefaultChain(`eip155:${current}`, rpcMap()[current])
        }
        if (chainId && chainId !== current && approved.includes(chainId)) {
          await this.switchChain!({ chainId })
          current = chainId
        }
        return { accounts: accountsOf(p), chainId: current } as never
      },

      async disconnect() {
        const p = await this.getProvider()
        try {
          if (p.session) await p.disconnect()
        } catch (error) {
          if (!/No matching key/i.test(String((error as Error).message))) throw error
        }
      },

      async getAccounts() {
        return accountsOf(await this.getProvider())
      },

      async getChainId() {
        const p = await this.getProvider()
        return Number(await p.request({ method: 'eth_chainId' }))
      },

      async getProvider() {
        if (provider) return provider
        providerPromise ??= import('./loadProvider').then(({ loadProvider }) => loadProvider(parameters))
        provider = await providerPromise
        return provider
      },

      async isAuthorized() {
        try {
          const p = await this.getProvider()
          return Boolean(p.session) && accountsOf(p).length > 0
        } catch {
          return false
        }
      },

      async switchChain({ chainId }: { chainId: number }) {
        const chain = config.chains.find((c) => c.id === chainId)
        if (!chain) throw new ChainNotConfiguredError()
        const p = await this.getProvider()
        await p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] })
        config.emitter.emit('change', { chainId })
        return chain
      },

      onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
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
}

