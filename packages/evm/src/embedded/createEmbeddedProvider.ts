import { classifyRpcMethod, EMBEDDED_WALLET } from '@portico/core'
import type { EmbeddedWalletClient } from '@portico/core/internal'
import { type EIP1193Parameters, type EIP1193RequestFn, http, numberToHex, ProviderRpcError, type Transport, UnsupportedProviderMethodError } from 'viem'

type Listener = (...args: unknown[]) => void

export type CreateEmbeddedProviderParameters = {
  client: Pick<EmbeddedWalletClient, 'request' | 'switchNetwork' | 'query'>
  /** The account's address (the frame's user). */
  address: `0x${string}`
  chainId: number
  /** Read methods go here, per chain: the app's transports, or viem's `http` on the chain's RPC URL. */
  transport(chainId: number): Transport
  /** Chains the app configured (a switch to another one is refused with 4902). */
  chains: readonly number[]
  /** Called when a method is refused (the kit shows a not-allowed message about 300 ms later). */
  onRefused?: ((method: string) => void) | undefined
}

/**
 * The embedded wallet as an EIP-1193 provider (what wagmi, sign, send and SIWX use): accounts and
 * chain from the frame's user; read methods straight to the chain; signing and sending methods to
 * the frame, where the visitor approves them; every other method refused (4200).
 */
export function createEmbeddedProvider(parameters: CreateEmbeddedProviderParameters) {
  const listeners = new Map<string, Set<Listener>>()
  let chainId = parameters.chainId
  let address = parameters.address
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }

  const request: EIP1193RequestFn = async ({ method, params }: EIP1193Parameters) => {
    if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [address] as never
    if (method === 'eth_chainId') return numberToHex(chainId) as never
    if (method === 'wallet_switchEthereumChain') {
      const wanted = Number((params as [{ chainId: string }])[0].chainId)
      if (!parameters.chains.includes(wanted)) throw new ProviderRpcError(new Error(`Chain ${wanted} is not configured`), { code: 4902, shortMessage: 'Unrecognized chain' })
      chainId = Number(await parameters.client.switchNetwork(wanted))
      emit('chainChanged', numberToHex(chainId))
      return null as never
    }
    // EIP-5792 reads the frame answers: what the acting account can do, and its batches' status (the smart account's are UserOperations).
    if (method === 'wallet_getCapabilities' || method === 'wallet_getCallsStatus') return (await parameters.client.query({ method, params })) as never
    const kind = classifyRpcMethod(method)
    if (kind === 'safe') return parameters.transport(chainId)({ retryCount: 0 }).request({ method, params } as never) as never
    if (kind === 'approval') return (await parameters.client.request({ method, params })) as never
    console.warn(`[portico] the embedded wallet refuses ${method}`)
    setTimeout(() => parameters.onRefused?.(method), EMBEDDED_WALLET.notAllowedMessageDelayMs)
    throw new UnsupportedProviderMethodError(new Error(`The embedded wallet does not allow ${method}`))
  }

  return {
    request,
    on(event: string, listener: Listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    /** The frame signed out: the provider says so to whoever listens (wagmi disconnects). */
    disconnect() {
      emit('accountsChanged', [])
      emit('disconnect', new ProviderRpcError(new Error('Signed out'), { code: 4900, shortMessage: 'Disconnected' }))
    },
    get chainId() {
      return chainId
    },
    /** The acting account changed (the visitor switched between the EOA and the smart account): listeners hear `accountsChanged`. */
    setAddress(next: `0x${string}`) {
      if (next.toLowerCase() === address.toLowerCase()) return
      address = next
      emit('accountsChanged', [next])
    },
  }
}

export type EmbeddedProvider = ReturnType<typeof createEmbeddedProvider>

/** viem's `http` transport on an RPC URL: the default way to the chain for read methods. */
export const httpTransport = (url: string): Transport => http(url)
