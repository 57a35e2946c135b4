/**
 * The connector's provider on Portico's own WalletConnect v2 Sign client (`@portico/walletconnect`), in the
 * same lazy chunk family as loadProvider.ts: imported only when the user picks WalletConnect with
 * `client: 'portico'`.
 */
import { createProvider, createSignClient, type Provider } from '@portico/walletconnect'
import { DEFAULT_RELAY_URL, type SessionNamespaceRequest, type WalletConnectParameters, type WalletConnectProvider } from './types'

/** Answered by the provider itself from the session, whatever the wallet approved. */
const LOCAL_METHODS = new Set(['eth_chainId', 'eth_accounts', 'eth_requestAccounts', 'wallet_switchEthereumChain'])

export async function loadPorticoProvider(
  parameters: WalletConnectParameters,
  pageMetadata: NonNullable<WalletConnectParameters['metadata']>,
  rpcMap: Record<string, string>,
): Promise<WalletConnectProvider> {
  const prefix = parameters.storagePrefix ?? 'portico'
  const client = await createSignClient({
    projectId: parameters.projectId,
    relayUrl: parameters.relayUrl ?? DEFAULT_RELAY_URL,
    metadata: parameters.metadata ?? pageMetadata,
    storageKey: `${prefix}.walletconnect`,
  })
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage
  const provider = await createProvider(client, { storage, storageKey: `${prefix}.walletconnect.chain` })
  return {
    get session() {
      return provider.session
    },
    on: (event, listener) => provider.on(event as Parameters<Provider['on']>[0], listener),
    async connect({ optionalNamespaces }) {
      // The RPC URLs stay with the dapp: the wallet gets chains, methods and events.
      const namespaces = Object.fromEntries(
        Object.entries(optionalNamespaces).map(([name, { rpcMap: _rpcMap, ...ns }]: [string, SessionNamespaceRequest]) => [name, ns]),
      )
      return provider.connect({ optionalNamespaces: namespaces, chainId: optionalNamespaces.eip155?.chains[0] })
    },
    setDefaultChain: (chainId) => provider.setDefaultChain(chainId),
    disconnect: () => provider.disconnect(),
    async request<T>(args: { method: string; params?: unknown }): Promise<T> {
      const approved = provider.session?.namespaces.eip155?.methods ?? []
      const url = rpcMap[Number(provider.chainId?.split(':')[1])]
      if (LOCAL_METHODS.has(args.method) || approved.includes(args.method) || !url) return provider.request<T>(args)
      return rpcCall<T>(url, args)
    },
  }
}

/** A read the wallet was not asked to carry, sent to the chain's own RPC. */
async function rpcCall<T>(url: string, { method, params }: { method: string; params?: unknown }): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  const body = (await response.json()) as { result?: T; error?: { code: number; message: string; data?: unknown } }
  if (body.error) throw Object.assign(new Error(body.error.message), body.error)
  return body.result as T
}
