/**
 * The WalletConnect client code (sign-client, core, universal-provider): imported only by the
 * WalletConnect connector's `getProvider`, so bundlers put it in a lazy chunk loaded when the user picks
 * WalletConnect (or a wallet that needs it), never in the initial JS. The client packages are optional
 * peer dependencies, imported with `import()` so that an app without them still builds.
 */
import { ConnectorChainsNotSupportedError } from '@portico/core'
import { ChainNotConfiguredError, ProviderNotFoundError } from '@wagmi/core'
import { type Address, type Chain, getAddress, numberToHex } from 'viem'
import { WalletConnectNotInstalledError } from './errors'
import { DEFAULT_RELAY_URL, type WalletConnectCoreOptions, type WalletConnectParameters, type WalletConnectProvider } from './types'

export type { SessionNamespaceRequest, WalletConnectProvider } from './types'

/**
 * @param rpcMap The app's RPC URL per chain id: Portico's client sends the methods the wallet did not
 *   approve (reads) there, as universal-provider does with the `rpcMap` of the session request.
 * @throws {WalletConnectNotInstalledError} when the app has not installed the client packages.
 */
export async function loadProvider(parameters: WalletConnectParameters, rpcMap: Record<string, string> = {}): Promise<WalletConnectProvider> {
  if (parameters.client === 'portico') {
    return (await import('./loadPorticoProvider')).loadPorticoProvider(parameters, pageMetadata(), rpcMap)
  }
  const [{ Core }, { SignClient }, { UniversalProvider }] = await Promise.all([
    import('@walletconnect/core'),
    import('@walletconnect/sign-client'),
    import('@walletconnect/universal-provider'),
  ]).catch((cause: unknown) => {
    throw new WalletConnectNotInstalledError({ cause })
  })
  const options: WalletConnectCoreOptions = {
    projectId: parameters.projectId,
    relayUrl: parameters.relayUrl ?? DEFAULT_RELAY_URL,
    customStoragePrefix: parameters.storagePrefix ?? 'portico',
    ...(parameters.storageOptions ? { storageOptions: parameters.storageOptions } : {}),
  }
  const core = parameters.createCore
    ? ((await parameters.createCore(options)) as InstanceType<typeof Core>)
    : new Core({ ...options, logger: 'silent' } as ConstructorParameters<typeof Core>[0])
  const client = await SignClient.init({ core, metadata: parameters.metadata ?? pageMetadata() })
  const provider = await UniversalProvider.init({ client, logger: 'silent' } as Parameters<typeof UniversalProvider.init>[0])
  return provider as unknown as WalletConnectProvider
}

function pageMetadata() {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin
  const name = typeof document === 'undefined' || !document.title ? 'dapp' : document.title
  return { name, description: name, url: origin, icons: [] as string[] }
}

export type SessionChains = { configured: readonly number[]; rpcMap: Record<string, string> }

/**
 * Pairs (showing a URI through the provider's `display_uri`) unless a session exists, and checks that the
 * wallet approved at least one of the app's chains.
 */
export async function ensureSession(
  provider: WalletConnectProvider,
  { configured, rpcMap }: SessionChains,
  preferred: number | undefined,
): Promise<{ approved: number[] }> {
  const requested = configured.map((id) => `eip155:${id}`)
  if (!provider.session) {
    try {
      await pair(provider, requested, rpcMap, preferred ? `eip155:${preferred}` : undefined)
    } catch (cause) {
      // The wallet refused the chains (UNSUPPORTED_CHAINS 5100, UNSUPPORTED_NAMESPACE_KEY 5104).
      const code = (cause as { code?: unknown } | null)?.code
      if (code === 5100 || code === 5104) throw new ConnectorChainsNotSupportedError({ requested, cause })
      throw cause
    }
  }
  const approved = (provider.session?.namespaces.eip155?.chains ?? []).map((c) => Number(c.split(':')[1]))
  if (!approved.some((id) => configured.includes(id))) {
    await provider.disconnect().catch(() => {})
    throw new ConnectorChainsNotSupportedError({ requested, approved: approved.map((id) => `eip155:${id}`) })
  }
  return { approved }
}

async function pair(provider: WalletConnectProvider, chains: string[], rpcMap: Record<string, string>, first?: string) {
  const ordered = first && chains.includes(first) ? [first, ...chains.filter((c) => c !== first)] : chains
  await provider.connect({
    optionalNamespaces: { eip155: { chains: ordered, methods: [...methods], events: [...events], rpcMap } },
  })
}

const methods = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'] as const
const events = ['accountsChanged', 'chainChanged'] as const

/** The connector's connect: pairs when needed, then picks a chain the app configures (and the asked one). */
export async function connectSession(
  provider: WalletConnectProvider,
  chains: SessionChains,
  { chainId, isReconnecting }: { chainId?: number | undefined; isReconnecting?: boolean | undefined },
): Promise<{ accounts: Address[]; chainId: number; switched: boolean }> {
  if (!provider.session && isReconnecting) throw new ProviderNotFoundError()
  const { approved } = await ensureSession(provider, chains, chainId)
  let current = Number(await provider.request({ method: 'eth_chainId' }))
  if (!chains.configured.includes(current)) {
    current = approved.find((id) => chains.configured.includes(id))!
    provider.setDefaultChain(`eip155:${current}`, chains.rpcMap[current])
  }
  let switched = false
  if (chainId && chainId !== current && approved.includes(chainId)) {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] })
    current = chainId
    switched = true
  }
  return { accounts: accountsOf(provider), chainId: current, switched }
}

export async function endSession(provider: WalletConnectProvider) {
  try {
    if (provider.session) await provider.disconnect()
  } catch (error) {
    if (!/No matching key/i.test(String((error as Error).message))) throw error
  }
}

export async function switchSessionChain(provider: WalletConnectProvider, chains: readonly Chain[], chainId: number) {
  const chain = chains.find((c) => c.id === chainId)
  if (!chain) throw new ChainNotConfiguredError()
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] })
  return chain
}

/** The session's eip155 accounts, checksummed, once each. */
export function accountsOf(provider: WalletConnectProvider): Address[] {
  return toAddresses((provider.session?.namespaces.eip155?.accounts ?? []).map((a) => a.split(':')[2]!))
}

export function toAddresses(accounts: readonly string[]): Address[] {
  return [...new Set(accounts.map((a) => getAddress(a)))]
}
