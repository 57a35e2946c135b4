import { ClientClosedError, RelayConnectionError, RelayRequestError, RequestTimeoutError, WebSocketUnavailableError } from './errors.ts'
import { createPayloadIds, type PublishOptions } from './protocol.ts'
import { createRelayAuthJwt } from './relayAuth.ts'
import type { WebSocketConstructor, WebSocketLike } from './types.ts'

export type RelayMessage = { topic: string; message: string; publishedAt?: number; tag?: number }

export type RelayClientOptions = {
  url: string
  projectId: string
  /** The client's Ed25519 seed (hex); the relay knows the client by its did:key across reconnections. */
  seed: string
  onMessage: (message: RelayMessage) => void
  WebSocket?: WebSocketConstructor | undefined
  /** A relay call not answered within this is rejected with `RequestTimeoutError`. Default 30 s. */
  requestTimeoutMs?: number | undefined
  userAgent?: string | undefined
}

const OPEN = 1
const MAX_BACKOFF_MS = 5_000
const SEEN_LIMIT = 1_000

type Pending = { id: number; method: string; payload: string; sentOn?: WebSocketLike; resolve: (r: any) => void; reject: (e: unknown) => void; timer: ReturnType<typeof setTimeout> }

/**
 * The relay's JSON-RPC over one WebSocket (irn_subscribe, irn_publish, irn_subscription): opened on first use
 * with the auth JWT in its URL, reopened with backoff while there are topics or calls, which it then
 * re-subscribes and re-sends. A message the relay delivers twice is handed on once.
 */
export function createRelayClient(options: RelayClientOptions) {
  const { url, projectId, seed, onMessage, requestTimeoutMs = 30_000 } = options
  const nextId = createPayloadIds()
  const pending = new Map<number, Pending>()
  const topics = new Map<string, string | undefined>() // topic -> subscription id
  const seen = new Set<string>()
  let socket: WebSocketLike | undefined
  let opening: Promise<WebSocketLike> | undefined
  let closed = false
  let attempts = 0
  let connections = 0
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined

  function connectUrl() {
    const query = new URLSearchParams({ auth: createRelayAuthJwt(seed, url), projectId, ua: options.userAgent ?? 'wc-2/portico-walletconnect' })
    return `${url}${url.includes('?') ? '&' : '?'}${query.toString()}`
  }

  function open(): Promise<WebSocketLike> {
    if (closed) return Promise.reject(new ClientClosedError())
    if (socket?.readyState === OPEN) return Promise.resolve(socket)
    const Socket = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket
    if (!Socket) return Promise.reject(new WebSocketUnavailableError())
    opening ??= new Promise<WebSocketLike>((resolve, reject) => {
      let opened = false
      const ws = new Socket(connectUrl())
      ws.addEventListener('open', () => {
        opened = true
        opening = undefined
        attempts = 0
        if (closed) return ws.close(1000)
        socket = ws
        resolve(ws)
        onOpen(ws)
      })
      ws.addEventListener('message', (event: { data: unknown }) => onData(ws, String(event.data)))
      ws.addEventListener('error', () => {}) // 'close' follows
      ws.addEventListener('close', (event: { code?: number; reason?: string }) => {
        if (socket === ws) socket = undefined
        if (!opened) {
          opening = undefined
          reject(new RelayConnectionError({ url, details: event.reason || `closed with code ${event.code ?? 'unknown'}` }))
        }
        scheduleReconnect()
      })
    })
    return opening
  }

  function onOpen(ws: WebSocketLike) {
    // Calls sent on an old socket are sent again; after a reconnection the relay needs our subscriptions again.
    const reconnected = connections++ > 0
    if (reconnected) for (const topic of topics.keys()) void call('irn_subscribe', { topic }).then((id) => topics.has(topic) && topics.set(topic, id as string), () => {})
    for (const p of pending.values()) if (p.sentOn !== ws) send(ws, p)
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer || (topics.size === 0 && pending.size === 0)) return
    const delay = Math.min(MAX_BACKOFF_MS, 250 * 2 ** attempts++)
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined
      open().catch(() => scheduleReconnect())
    }, delay)
  }

  function send(ws: WebSocketLike, p: Pending) {
    if (ws.readyState !== OPEN || p.sentOn === ws || !pending.has(p.id)) return
    ws.send(p.payload)
    p.sentOn = ws
  }

  function onData(ws: WebSocketLike, text: string) {
    let data: any
    try {
      data = JSON.parse(text)
    } catch {
      return
    }
    if (data?.method === 'irn_subscription') {
      if (ws.readyState === OPEN) ws.send(JSON.stringify({ id: data.id, jsonrpc: '2.0', result: true }))
      const m = data.params?.data as RelayMessage | undefined
      if (typeof m?.topic !== 'string' || typeof m.message !== 'string') return
      const key = `${m.topic}|${m.message}`
      if (seen.has(key)) return
      seen.add(key)
      if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value!)
      onMessage(m)
      return
    }
    const p = typeof data?.id === 'number' ? pending.get(data.id) : undefined
    if (!p) return
    pending.delete(data.id)
    clearTimeout(p.timer)
    if (data.error) p.reject(new RelayRequestError({ method: p.method, code: data.error.code, message: data.error.message }))
    else p.resolve(data.result)
  }

  function call<T = unknown>(method: string, params: Record<string, unknown>): Promise<T> {
    if (closed) return Promise.reject(new ClientClosedError())
    const id = nextId()
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id)
        reject(new RequestTimeoutError({ method, timeoutMs: requestTimeoutMs }))
      }, requestTimeoutMs)
      const p: Pending = { id, method, payload: JSON.stringify({ id, jsonrpc: '2.0', method, params }), resolve, reject, timer }
      pending.set(id, p)
      open().then((ws) => send(ws, p), () => scheduleReconnect())
    })
  }

  return {
    async subscribe(topic: string) {
      topics.set(topic, undefined)
      const id = await call<string>('irn_subscribe', { topic })
      if (topics.has(topic)) topics.set(topic, id)
    },
    async unsubscribe(topic: string) {
      if (!topics.has(topic)) return
      const id = topics.get(topic)
      topics.delete(topic)
      await call('irn_unsubscribe', id ? { topic, id } : { topic }).catch(() => {})
    },
    publish(topic: string, message: string, opts: PublishOptions) {
      return call<boolean>('irn_publish', { topic, message, ttl: opts.ttl, tag: opts.tag, ...(opts.prompt ? { prompt: true } : {}) })
    },
    /** Topics subscribed to (re-subscribed after a reconnection). */
    topics: () => [...topics.keys()],
    connected: () => socket?.readyState === OPEN,
    close() {
      closed = true
      clearTimeout(reconnectTimer)
      for (const p of pending.values()) {
        clearTimeout(p.timer)
        p.reject(new ClientClosedError())
      }
      pending.clear()
      socket?.close(1000)
      socket = undefined
    },
  }
}

export type RelayClient = ReturnType<typeof createRelayClient>
