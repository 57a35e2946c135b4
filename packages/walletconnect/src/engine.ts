import { createEmitter } from './emitter.ts'
import { openEnvelope, sealEnvelope } from './envelope.ts'
import { ClientClosedError, RequestTimeoutError, SessionNotFoundError, SessionRequestError } from './errors.ts'
import { createPayloadIds, isRequest, METHODS, type JsonRpcError, type JsonRpcMessage, type JsonRpcRequest, type PublishOptions, type WcMethod } from './protocol.ts'
import { createRelayClient, type RelayMessage } from './relayClient.ts'
import { loadStore } from './store.ts'
import type { Metadata, Session, SignClientEvents, StorageLike, WebSocketConstructor } from './types.ts'

export type EngineOptions = {
  projectId: string
  relayUrl: string
  metadata: Metadata
  storage: StorageLike
  storageKey: string
  WebSocket?: WebSocketConstructor | undefined
  relayTimeoutMs?: number | undefined
}

type Waiting = { resolve: (result: any) => void; reject: (error: unknown) => void; timer?: ReturnType<typeof setTimeout> | undefined }

/** A session the wallet approved whose settlement has not arrived yet, by its topic. */
export type Settling = {
  symKey: string
  pairingTopic: string
  selfPublicKey: string
  proposal: Pick<Session, 'requiredNamespaces' | 'optionalNamespaces' | 'sessionProperties'>
  resolve: (session: Session) => void
  reject: (error: unknown) => void
}

export type RequestOptions = {
  /** Reject when the wallet has not answered by then (ms). */
  timeoutMs: number
  timeoutError?: () => Error
  /** Maps the wallet's JSON-RPC error to the error the caller gets. */
  errorOf?: (error: JsonRpcError) => Error
}

/** The shared state and the sending/receiving of one dapp client; the Sign methods are built on it. */
export async function createEngine(
  options: EngineOptions,
  onWalletRequest: (engine: Engine, topic: string, request: JsonRpcRequest) => Promise<void>,
) {
  const nowSeconds = () => Math.floor(Date.now() / 1000)
  const store = await loadStore(options.storage, options.storageKey, nowSeconds)
  const events = createEmitter<SignClientEvents>()
  const nextId = createPayloadIds()
  const waiting = new Map<number, Waiting>()
  const settling = new Map<string, Settling>()
  let closed = false

  const relay = createRelayClient({
    url: options.relayUrl,
    projectId: options.projectId,
    seed: store.state.seed,
    WebSocket: options.WebSocket,
    requestTimeoutMs: options.relayTimeoutMs,
    onMessage: (message) => void receive(message).catch(() => {}),
  })

  function symKeyOf(topic: string): string | undefined {
    return store.state.sessions[topic]?.symKey ?? store.state.pairings[topic]?.symKey ?? settling.get(topic)?.symKey
  }

  async function publish(topic: string, payload: object, opts: PublishOptions) {
    const symKey = symKeyOf(topic)
    if (!symKey) throw new SessionNotFoundError({ topic })
    await relay.publish(topic, sealEnvelope(JSON.stringify(payload), symKey), opts)
  }

  function sendRequest<T>(topic: string, method: WcMethod, params: object, opts: RequestOptions): Promise<T> {
    if (closed) return Promise.reject(new ClientClosedError())
    const id = nextId()
    return new Promise<T>((resolve, reject) => {
      const entry: Waiting = { resolve, reject }
      entry.timer = setTimeout(() => {
        waiting.delete(id)
        reject(opts.timeoutError?.() ?? new RequestTimeoutError({ method, timeoutMs: opts.timeoutMs }))
      }, opts.timeoutMs)
      entry.reject = (error) => {
        const e = error as JsonRpcError
        reject(typeof e?.code === 'number' && !(error instanceof Error) ? (opts.errorOf?.(e) ?? new SessionRequestError({ method, ...e })) : error)
      }
      waiting.set(id, entry)
      publish(topic, { id, jsonrpc: '2.0', method, params }, METHODS[method].req).catch((error) => {
        clearTimeout(entry.timer)
        waiting.delete(id)
        reject(error)
      })
    })
  }

  function sendResponse(topic: string, method: WcMethod, id: number, answer: { result: unknown } | { error: JsonRpcError }) {
    return publish(topic, { id, jsonrpc: '2.0', ...answer }, METHODS[method].res)
  }

  async function receive({ topic, message }: RelayMessage) {
    const symKey = symKeyOf(topic)
    if (!symKey || closed) return
    let payload: JsonRpcMessage
    try {
      payload = JSON.parse(openEnvelope(message, { symKey }))
    } catch {
      return // not for us, or not a message we can read
    }
    if (isRequest(payload)) return onWalletRequest(engine, topic, payload)
    const entry = waiting.get(payload.id)
    if (!entry) return
    waiting.delete(payload.id)
    clearTimeout(entry.timer)
    if ('error' in payload) entry.reject(payload.error)
    else entry.resolve(payload.result)
  }

  /** The session, if it exists and has not expired (an expired one is dropped, with `session_expire`). */
  function findSession(topic: string): Session | undefined {
    const session = store.state.sessions[topic]
    if (session && session.expiry <= nowSeconds()) {
      void dropSession(topic)
      events.emit('session_expire', { topic })
      return undefined
    }
    return session
  }

  function getSession(topic: string): Session {
    const session = findSession(topic)
    if (!session) throw new SessionNotFoundError({ topic })
    return session
  }

  async function dropSession(topic: string) {
    if (!store.state.sessions[topic]) return
    delete store.state.sessions[topic]
    await Promise.all([store.save(), relay.unsubscribe(topic)])
  }

  async function dropPairing(topic: string) {
    if (!store.state.pairings[topic]) return
    delete store.state.pairings[topic]
    await Promise.all([store.save(), relay.unsubscribe(topic)])
  }

  const engine = {
    options,
    store,
    relay,
    events,
    settling,
    nowSeconds,
    sendRequest,
    sendResponse,
    findSession,
    getSession,
    dropSession,
    dropPairing,
    /** Subscribes to every stored session and pairing (after a reload). */
    async resume() {
      const topics = [...Object.keys(store.state.sessions), ...Object.keys(store.state.pairings)]
      await Promise.all(topics.map((topic) => relay.subscribe(topic)))
    },
    close() {
      closed = true
      for (const entry of waiting.values()) {
        clearTimeout(entry.timer)
        entry.reject(new ClientClosedError())
      }
      waiting.clear()
      for (const s of settling.values()) s.reject(new ClientClosedError())
      settling.clear()
      relay.close()
      events.clear()
    },
  }
  return engine
}

export type Engine = Awaited<ReturnType<typeof createEngine>>
