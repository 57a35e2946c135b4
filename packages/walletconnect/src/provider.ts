import { addressesOf, chainsOf, toCaip2 } from './accounts.ts'
import { createEmitter } from './emitter.ts'
import { ChainNotApprovedError, SessionNotFoundError } from './errors.ts'
import type { ConnectParameters } from './propose.ts'
import type { SignClient } from './signClient.ts'
import type { Session, StorageLike } from './types.ts'

export type ProviderOptions = {
  /** The CAIP-2 namespace `request` speaks for. Default `eip155`. */
  namespace?: string | undefined
  /** Keeps the chain in use across reloads (e.g. the client's storage). Default: none (the first approved chain). */
  storage?: StorageLike | undefined
  storageKey?: string | undefined
}

type ProviderEvents = {
  display_uri: string
  connect: { chainId: string }
  disconnect: { code: number; message: string }
  accountsChanged: string[]
  chainChanged: string
  session_event: { name: string; data: unknown; chainId: string }
  session_update: Session
  session_delete: { topic: string }
}

export type RequestArguments = { method: string; params?: unknown }

/**
 * An EIP-1193 provider over one session of a Sign client: `eth_accounts`, `eth_requestAccounts` and
 * `eth_chainId` from the session, `wallet_switchEthereumChain` among its approved chains (asking the wallet
 * when it approved that method), everything else sent to the wallet on the chain in use. With another
 * namespace, `request` sends to the wallet on the chain in use, and `requestOn` on any approved chain.
 */
export async function createProvider(client: SignClient, options: ProviderOptions = {}) {
  const namespace = options.namespace ?? 'eip155'
  const key = options.storageKey ?? 'portico.walletconnect.chain'
  const events = createEmitter<ProviderEvents>()
  let session = [...client.sessions].reverse().find((s) => s.namespaces[namespace])
  const storedChain = session ? await options.storage?.getItem(key) : undefined
  let chain = storedChain && chainsOf(session, namespace).includes(storedChain) ? storedChain : chainsOf(session, namespace)[0]
  let accounts = addressesOf(session, namespace, chain)

  const chainHex = () => (chain ? `0x${Number(chain.split(':')[1]).toString(16)}` : undefined)
  const chainOut = () => (namespace === 'eip155' ? chainHex()! : chain!)

  function setChain(next: string) {
    if (next === chain) return
    chain = next
    void options.storage?.setItem(key, next)
    events.emit('chainChanged', chainOut())
    syncAccounts()
  }

  function syncAccounts() {
    const next = addressesOf(session, namespace, chain)
    if (next.join() === accounts.join()) return
    accounts = next
    events.emit('accountsChanged', next)
  }

  function ended(topic: string, reason = { code: 4900, message: 'Disconnected' }) {
    if (topic !== session?.topic) return
    session = undefined
    accounts = []
    void options.storage?.removeItem(key)
    events.emit('session_delete', { topic })
    events.emit('disconnect', reason)
  }

  client.on('session_event', ({ topic, params }) => {
    if (topic !== session?.topic) return
    const { name, data } = params.event
    events.emit('session_event', { name, data, chainId: params.chainId })
    if (name === 'chainChanged') {
      const next = toCaip2(namespace, data)
      if (chainsOf(session, namespace).includes(next)) setChain(next)
    } else if (name === 'accountsChanged' && Array.isArray(data)) {
      const next = [...new Set(data.map((a: string) => a.split(':').at(-1)!))]
      if (next.join() !== accounts.join()) {
        accounts = next
        events.emit('accountsChanged', next)
      }
    }
  })
  client.on('session_update', ({ topic }) => {
    if (topic !== session?.topic) return
    session = client.sessions.find((s) => s.topic === topic)
    if (!session) return
    events.emit('session_update', session)
    if (chain && !chainsOf(session, namespace).includes(chain)) setChain(chainsOf(session, namespace)[0]!)
    else syncAccounts()
  })
  client.on('session_delete', ({ topic, reason }) => ended(topic, reason ? { code: 4900, message: reason.message } : undefined))
  client.on('session_expire', ({ topic }) => ended(topic))

  function live(): Session {
    if (!session || !client.sessions.some((s) => s.topic === session!.topic)) throw new SessionNotFoundError({ topic: session?.topic ?? '' })
    return session
  }

  const provider = {
    get session() {
      return session
    },
    /** The chain in use, CAIP-2. */
    get chainId() {
      return chain
    },
    on: events.on,
    removeListener: events.off,

    /** Proposes a session (the URI comes as `display_uri`) and uses it once the wallet settles it. */
    async connect(parameters: ConnectParameters & { chainId?: string }) {
      const connection = await client.connect(parameters)
      events.emit('display_uri', connection.uri)
      session = await connection.approval()
      const approved = chainsOf(session, namespace)
      chain = parameters.chainId && approved.includes(parameters.chainId) ? parameters.chainId : approved[0]
      if (chain) void options.storage?.setItem(key, chain)
      accounts = addressesOf(session, namespace, chain)
      events.emit('connect', { chainId: chainOut() })
      return session
    },

    /** Uses another approved chain (no wallet round trip). */
    setDefaultChain(chainId: string) {
      if (!chainsOf(live(), namespace).includes(chainId)) throw new ChainNotApprovedError({ chainId })
      setChain(chainId)
    },

    async request<T = unknown>({ method, params }: RequestArguments): Promise<T> {
      if (namespace === 'eip155') {
        if (method === 'eth_chainId') return chainHex() as T
        if (method === 'eth_accounts' || method === 'eth_requestAccounts') return (session ? accounts : []) as T
        if (method === 'wallet_switchEthereumChain') return (await switchChain(params)) as T
      }
      return provider.requestOn(chain ?? '', { method, params })
    },

    /** Sends a request to the wallet for any approved chain of the session. */
    async requestOn<T = unknown>(chainId: string, { method, params }: RequestArguments): Promise<T> {
      const s = live()
      if (!chainsOf(s, chainId.split(':')[0]!).includes(chainId)) throw new ChainNotApprovedError({ chainId })
      return client.request<T>({ topic: s.topic, chainId, request: { method, params } })
    },

    async disconnect() {
      if (!session) return
      await client.disconnect({ topic: session.topic })
    },
  }

  async function switchChain(params: unknown): Promise<null> {
    const target = toCaip2('eip155', (params as [{ chainId: string }] | undefined)?.[0]?.chainId)
    const s = live()
    if (!chainsOf(s, 'eip155').includes(target)) throw new ChainNotApprovedError({ chainId: target })
    if (target === chain) return null
    if (s.namespaces.eip155?.methods.includes('wallet_switchEthereumChain')) {
      await client.request({ topic: s.topic, chainId: chain!, request: { method: 'wallet_switchEthereumChain', params } })
    }
    setChain(target)
    return null
  }

  return provider
}

export type Provider = Awaited<ReturnType<typeof createProvider>>
