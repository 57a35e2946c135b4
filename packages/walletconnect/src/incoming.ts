import type { Engine } from './engine.ts'
import { isWcMethod, SDK_ERRORS, SEVEN_DAYS, THIRTY_DAYS, type JsonRpcRequest } from './protocol.ts'
import type { Session, SessionNamespace } from './types.ts'

type Params = Record<string, any>

/**
 * A request the wallet sent on a session or pairing topic: applies it and answers `true` (or an error for a
 * method the dapp side does not take).
 */
export async function handleWalletRequest(engine: Engine, topic: string, request: JsonRpcRequest) {
  const { id, method } = request
  const params = (request.params ?? {}) as Params
  if (!isWcMethod(method)) {
    // No wc_ method table entry to answer with: answer on the request's own options is not possible, so ignore.
    return
  }
  const ok = () => engine.sendResponse(topic, method, id, { result: true })
  const fail = (error: { code: number; message: string }) => engine.sendResponse(topic, method, id, { error })
  const { state } = engine.store

  switch (method) {
    case 'wc_sessionSettle':
      return settle(engine, topic, id, params)
    case 'wc_sessionUpdate': {
      const session = engine.findSession(topic)
      if (!session) return fail(noSession(topic))
      session.namespaces = params.namespaces as Record<string, SessionNamespace>
      await engine.store.save()
      await ok()
      return engine.events.emit('session_update', { topic, namespaces: session.namespaces })
    }
    case 'wc_sessionExtend': {
      const session = engine.findSession(topic)
      if (!session) return fail(noSession(topic))
      session.expiry = Math.min(Number(params.expiry) || session.expiry, engine.nowSeconds() + SEVEN_DAYS)
      await engine.store.save()
      await ok()
      return engine.events.emit('session_extend', { topic, expiry: session.expiry })
    }
    case 'wc_sessionEvent': {
      if (!engine.findSession(topic)) return fail(noSession(topic))
      await ok()
      return engine.events.emit('session_event', { topic, params: params as { event: { name: string; data: unknown }; chainId: string } })
    }
    case 'wc_sessionDelete': {
      if (!state.sessions[topic]) return
      await ok().catch(() => {})
      await engine.dropSession(topic)
      return engine.events.emit('session_delete', { topic, reason: { code: params.code, message: params.message } })
    }
    case 'wc_sessionPing':
      if (!engine.findSession(topic)) return fail(noSession(topic))
      await ok()
      return engine.events.emit('session_ping', { topic })
    case 'wc_pairingPing':
      return state.pairings[topic] ? ok() : fail(noSession(topic))
    case 'wc_pairingDelete':
      if (!state.pairings[topic]) return
      await ok().catch(() => {})
      await engine.dropPairing(topic)
      return engine.events.emit('pairing_delete', { topic })
    default:
      return fail(SDK_ERRORS.WC_METHOD_UNSUPPORTED)
  }
}

const noSession = (topic: string) => ({ code: 7001, message: `No matching key. session topic doesn't exist: ${topic}` })

async function settle(engine: Engine, topic: string, id: number, params: Params) {
  const pending = engine.settling.get(topic)
  if (!pending) return
  engine.settling.delete(topic)
  const controller = params.controller as Session['peer'] | undefined
  const namespaces = params.namespaces as Record<string, SessionNamespace> | undefined
  if (!controller?.publicKey || !namespaces || typeof params.expiry !== 'number') {
    await engine.sendResponse(topic, 'wc_sessionSettle', id, { error: { code: 1002, message: 'Invalid session settle request' } }).catch(() => {})
    return pending.reject(new Error('Invalid session settle request'))
  }
  const session: Session = {
    topic,
    pairingTopic: pending.pairingTopic,
    symKey: pending.symKey,
    expiry: Math.min(params.expiry, engine.nowSeconds() + SEVEN_DAYS),
    namespaces,
    requiredNamespaces: pending.proposal.requiredNamespaces,
    optionalNamespaces: pending.proposal.optionalNamespaces,
    sessionProperties: params.sessionProperties ?? pending.proposal.sessionProperties,
    self: { publicKey: pending.selfPublicKey, metadata: engine.options.metadata },
    peer: { publicKey: controller.publicKey, metadata: controller.metadata },
  }
  const { state } = engine.store
  state.sessions[topic] = session
  const pairing = state.pairings[pending.pairingTopic]
  if (pairing) Object.assign(pairing, { active: true, expiry: engine.nowSeconds() + THIRTY_DAYS })
  await engine.store.save()
  await engine.sendResponse(topic, 'wc_sessionSettle', id, { result: true }).catch(() => {})
  pending.resolve(session)
}
