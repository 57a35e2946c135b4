import { createEngine } from './engine.ts'
import { SessionRequestError } from './errors.ts'
import { handleWalletRequest } from './incoming.ts'
import { proposeSession, type ConnectParameters, type Connection } from './propose.ts'
import { SDK_ERRORS, SEVEN_DAYS } from './protocol.ts'
import { defaultStorage } from './store.ts'
import type { Metadata, Session, SignClientEvents, StorageLike, WebSocketConstructor } from './types.ts'

export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'

export type SignClientOptions = {
  /** Your project id for the relay network (any string on a development relay). */
  projectId: string
  /** Default `wss://relay.walletconnect.org`. */
  relayUrl?: string | undefined
  /** Shown by the wallet when it asks the user to approve. */
  metadata: Metadata
  /** Where pairings and sessions (with their keys) are kept across reloads. Default localStorage, else memory. */
  storage?: StorageLike | undefined
  /** The storage key; two clients on one storage need different ones. Default `'portico.walletconnect'`. */
  storageKey?: string | undefined
  /** The WebSocket class; default the global one (browsers, Node 22+). In older Node, `ws`'s. */
  WebSocket?: WebSocketConstructor | undefined
  /** How long a session request may wait for the wallet (the person may take time to approve). Default 5 min. */
  requestTimeoutMs?: number | undefined
}

export type SessionRequest = {
  topic: string
  /** CAIP-2 chain the request is for, e.g. `eip155:1`. */
  chainId: string
  request: { method: string; params?: unknown }
}

/**
 * A WalletConnect v2 Sign client for the dapp side (proposer): pairs through a `wc:` URI, keeps the sessions
 * the wallet settles, sends requests over them and follows the wallet's events, updates and deletes.
 * Sessions are restored from `storage` when the client is made again (a page reload).
 */
export async function createSignClient(options: SignClientOptions) {
  const engine = await createEngine(
    {
      projectId: options.projectId,
      relayUrl: options.relayUrl ?? DEFAULT_RELAY_URL,
      metadata: options.metadata,
      storage: options.storage ?? defaultStorage(),
      storageKey: options.storageKey ?? 'portico.walletconnect',
      WebSocket: options.WebSocket,
    },
    handleWalletRequest,
  )
  const requestTimeoutMs = options.requestTimeoutMs ?? 5 * 60_000
  // Only reach the relay at start-up when there is something to listen to.
  if (Object.keys(engine.store.state.sessions).length) await engine.resume().catch(() => {})

  return {
    /** The live sessions, oldest first. */
    get sessions(): Session[] {
      return Object.keys(engine.store.state.sessions)
        .map((topic) => engine.findSession(topic))
        .filter((s): s is Session => Boolean(s))
    },
    on: engine.events.on,
    off: engine.events.off,

    /** Proposes a session; show `uri`, then await `approval()`. */
    connect(parameters?: ConnectParameters): Promise<Connection> {
      return proposeSession(engine, parameters)
    },

    /**
     * Sends a request to the wallet over the session and resolves with its result.
     * @throws {SessionRequestError} the wallet's JSON-RPC error (`code` 4001 when the person rejected).
     * @throws {SessionNotFoundError}
     */
    async request<T = unknown>({ topic, chainId, request }: SessionRequest, timeoutMs = requestTimeoutMs): Promise<T> {
      engine.getSession(topic)
      const params = { request: { method: request.method, params: request.params ?? [] }, chainId }
      return engine.sendRequest<T>(topic, 'wc_sessionRequest', params, {
        timeoutMs,
        errorOf: (error) => new SessionRequestError({ method: request.method, ...error }),
      })
    },

    /** Resolves once the wallet answered a ping on the session. */
    async ping({ topic }: { topic: string }, timeoutMs = 30_000): Promise<void> {
      if (engine.store.state.pairings[topic] && !engine.store.state.sessions[topic]) {
        await engine.sendRequest(topic, 'wc_pairingPing', {}, { timeoutMs })
        return
      }
      engine.getSession(topic)
      await engine.sendRequest(topic, 'wc_sessionPing', {}, { timeoutMs })
    },

    /** Asks the wallet to extend the session to seven days from now. */
    async extend({ topic }: { topic: string }, timeoutMs = 30_000): Promise<number> {
      const session = engine.getSession(topic)
      const expiry = engine.nowSeconds() + SEVEN_DAYS
      await engine.sendRequest(topic, 'wc_sessionExtend', { expiry }, { timeoutMs })
      session.expiry = expiry
      await engine.store.save()
      return expiry
    },

    /** Ends the session (the wallet gets `wc_sessionDelete`) and forgets it; the pairing is deleted too. */
    async disconnect({ topic, reason = SDK_ERRORS.USER_DISCONNECTED }: { topic: string; reason?: { code: number; message: string } }) {
      const session = engine.store.state.sessions[topic]
      if (!session) return
      // The wallet's answer is not awaited: it may be gone, and the dapp is done with the session anyway.
      void engine.sendRequest(topic, 'wc_sessionDelete', reason, { timeoutMs: 10_000 }).catch(() => {})
      await new Promise((resolve) => setTimeout(resolve, 0))
      await engine.dropSession(topic)
      const pairingTopic = session.pairingTopic
      if (engine.store.state.pairings[pairingTopic] && !Object.values(engine.store.state.sessions).some((s) => s.pairingTopic === pairingTopic)) {
        void engine.sendRequest(pairingTopic, 'wc_pairingDelete', reason, { timeoutMs: 10_000 }).catch(() => {})
        await new Promise((resolve) => setTimeout(resolve, 0))
        await engine.dropPairing(pairingTopic)
      }
      engine.events.emit('session_delete', { topic, reason })
    },

    /** Closes the socket; the stored sessions stay for the next client. */
    close() {
      engine.close()
    },
  }
}

export type SignClient = Awaited<ReturnType<typeof createSignClient>>
export type { SignClientEvents }
