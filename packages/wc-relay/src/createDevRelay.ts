import { createHash, randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { clientKeyFromUrl } from './clientKey.ts'
import { createMessageStore, type StoredMessage } from './messageStore.ts'
import type { DevRelay, DevRelayOptions, JsonRpcRequest, JsonRpcResponse } from './types.ts'

// Tags sign-client uses for the session proposal and settlement (relay-side bookkeeping only).
const TAG_SESSION_PROPOSE = 1100
const TAG_SESSION_PROPOSE_RESPONSE = 1101
const TAG_SESSION_SETTLE = 1102
const DEFAULT_TTL_SECONDS = 300

/**
 * DEVELOPMENT RELAY. A small WalletConnect v2 relay for offline tests and `npm start`: the irn_* JSON-RPC
 * methods over WebSocket, store-and-forward per topic until the ttl, no echo to the publisher, and the
 * sign-client 2.2x `wc_proposeSession` / `wc_approveSession` calls. No auth checks, no rate limits, no
 * persistence: never expose it publicly.
 */
export async function createDevRelay(options: DevRelayOptions = {}): Promise<DevRelay> {
  const { host = '127.0.0.1', port = 0, pingIntervalMs = 15_000, now = Date.now, onRequest } = options
  const store = createMessageStore({ now })
  /** topic -> client keys subscribed to it (kept across reconnections, like the real relay). */
  const subscribers = new Map<string, Set<string>>()
  /** client key -> open sockets. */
  const sockets = new Map<string, Set<WebSocket>>()
  /** client key -> messages already handed to it. */
  const delivered = new Map<string, Set<string>>()
  let pushId = Date.now() * 1000

  const subscriptionId = (topic: string, client: string) =>
    createHash('sha256').update(topic + client).digest('hex')
  const messageKey = (m: StoredMessage) => `${m.topic}|${m.message}`

  function deliveredTo(client: string) {
    let set = delivered.get(client)
    if (!set) delivered.set(client, (set = new Set()))
    return set
  }

  function undelivered(topic: string, client: string) {
    const seen = deliveredTo(client)
    return store.forClient(topic, client).filter((m) => !seen.has(messageKey(m)))
  }

  function push(client: string, m: StoredMessage) {
    const open = sockets.get(client)
    if (!open?.size) return // stored: delivered when the client subscribes or fetches again
    // Once per client and message, as the real relay does: a client that publishes the same message
    // again (its publish is retried when the acknowledgement is slow) must not make the others
    // handle it twice (WalletConnect 2.21.8 throws an unhandled rejection on a second session delete).
    const key = messageKey(m)
    if (deliveredTo(client).has(key)) return
    deliveredTo(client).add(key)
    const payload = JSON.stringify({
      id: ++pushId,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subscriptionId(m.topic, client),
        data: { topic: m.topic, message: m.message, publishedAt: m.publishedAt, tag: m.tag },
      },
    })
    for (const ws of open) ws.send(payload)
  }

  function subscribe(topic: string, client: string) {
    let set = subscribers.get(topic)
    if (!set) subscribers.set(topic, (set = new Set()))
    set.add(client)
    for (const m of undelivered(topic, client)) push(client, m)
    return subscriptionId(topic, client)
  }

  function publish(topic: string, message: string, ttl: unknown, tag: unknown, publisher: string) {
    const stored = store.add({
      topic,
      message,
      ttlSeconds: typeof ttl === 'number' && ttl > 0 ? ttl : DEFAULT_TTL_SECONDS,
      tag: typeof tag === 'number' ? tag : 0,
      publisher,
    })
    for (const client of subscribers.get(topic) ?? []) if (client !== publisher) push(client, stored)
  }

  function handle(req: JsonRpcRequest, client: string): unknown {
    const p = req.params ?? {}
    switch (req.method) {
      case 'irn_subscribe':
        return subscribe(String(p.topic), client)
      case 'irn_batchSubscribe':
        return (p.topics as string[]).map((topic) => subscribe(topic, client))
      case 'irn_unsubscribe':
        subscribers.get(String(p.topic))?.delete(client)
        return true
      case 'irn_batchUnsubscribe':
        for (const s of (p.subscriptions ?? []) as { topic: string }[]) subscribers.get(s.topic)?.delete(client)
        return true
      case 'irn_publish':
        publish(String(p.topic), String(p.message), p.ttl, p.tag, client)
        return true
      case 'irn_batchFetchMessages': {
        const messages = (p.topics as string[]).flatMap((topic) => undelivered(topic, client))
        for (const m of messages) deliveredTo(client).add(messageKey(m))
        return {
          messages: messages.map((m) => ({ topic: m.topic, message: m.message, publishedAt: m.publishedAt, tag: m.tag })),
          hasMore: false,
        }
      }
      case 'wc_proposeSession':
        subscribe(String(p.pairingTopic), client)
        publish(String(p.pairingTopic), String(p.sessionProposal), p.ttl, TAG_SESSION_PROPOSE, client)
        return true
      case 'wc_approveSession':
        subscribe(String(p.sessionTopic), client)
        publish(String(p.pairingTopic), String(p.sessionProposalResponse), p.ttl, TAG_SESSION_PROPOSE_RESPONSE, client)
        publish(String(p.sessionTopic), String(p.sessionSettlementRequest), p.ttl, TAG_SESSION_SETTLE, client)
        return true
      default:
        throw Object.assign(new Error(`Method not found: ${req.method}`), { code: -32601 })
    }
  }

  const http = createServer((_req, res) => {
    res.writeHead(426, { 'content-type': 'text/plain' }).end('Portico development WalletConnect relay: connect over WebSocket\n')
  })
  const wss = new WebSocketServer({ server: http })

  wss.on('connection', (ws, request) => {
    const client = clientKeyFromUrl(request.url, randomUUID())
    let open = sockets.get(client)
    if (!open) sockets.set(client, (open = new Set()))
    open.add(ws)

    ws.on('message', (raw) => {
      let req: JsonRpcRequest
      try {
        req = JSON.parse(raw.toString())
      } catch {
        return
      }
      if (!req || typeof req.method !== 'string') return // acknowledgements of our pushes
      onRequest?.(req, client)
      let response: JsonRpcResponse
      try {
        response = { id: req.id, jsonrpc: '2.0', result: handle(req, client) }
      } catch (error) {
        const e = error as { code?: number; message: string }
        response = { id: req.id, jsonrpc: '2.0', error: { code: e.code ?? -32000, message: e.message } }
      }
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(response))
    })
    ws.on('close', () => {
      open.delete(ws)
      if (!open.size) sockets.delete(client)
    })
  })

  const pinger = setInterval(() => {
    for (const ws of wss.clients) if (ws.readyState === ws.OPEN) ws.ping()
  }, pingIntervalMs)
  pinger.unref()

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(port, host, () => resolve())
  })
  const actualPort = (http.address() as AddressInfo).port

  return {
    url: `ws://${host}:${actualPort}`,
    port: actualPort,
    storedMessages: () => store.size(),
    connections: () => [...sockets.values()].reduce((n, s) => n + s.size, 0),
    async close() {
      clearInterval(pinger)
      for (const ws of wss.clients) ws.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => http.close(() => resolve()))
    },
  }
}
