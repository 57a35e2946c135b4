import { deriveSymKey, generateKeyPair, randomKey, topicOf } from './crypto.ts'
import type { Engine } from './engine.ts'
import { ProposalExpiredError, ProposalRejectedError } from './errors.ts'
import { PAIRING_TTL } from './protocol.ts'
import type { ProposalNamespace, Session } from './types.ts'
import { formatPairingUri } from './uri.ts'

export type ConnectParameters = {
  requiredNamespaces?: Record<string, ProposalNamespace> | undefined
  optionalNamespaces?: Record<string, ProposalNamespace> | undefined
  sessionProperties?: Record<string, string> | undefined
}

export type Connection = {
  /** The `wc:` URI to show as a QR code or open as a deep link. */
  uri: string
  pairingTopic: string
  /** Unix seconds after which no wallet can use the URI. */
  expiry: number
  /**
   * Resolves with the session once the wallet approved and settled it.
   * @throws {ProposalRejectedError} the wallet rejected (its code and message).
   * @throws {ProposalExpiredError} no wallet answered before the URI expired.
   */
  approval(): Promise<Session>
  /** Stops waiting: forgets the pairing (the URI no longer works) and rejects `approval`. */
  cancel(): Promise<void>
}

/**
 * Makes a pairing (a random symmetric key, its topic), publishes `wc_sessionPropose` on it with our X25519
 * public key, and returns the URI at once; `approval` follows the wallet's answer: its public key gives the
 * session key (X25519 + HKDF-SHA256) and topic, where the wallet's `wc_sessionSettle` arrives.
 */
export async function proposeSession(engine: Engine, parameters: ConnectParameters = {}): Promise<Connection> {
  const { state } = engine.store
  const symKey = randomKey()
  const pairingTopic = topicOf(symKey)
  const expiry = engine.nowSeconds() + PAIRING_TTL
  state.pairings[pairingTopic] = { topic: pairingTopic, symKey, expiry, active: false }
  await engine.store.save()
  await engine.relay.subscribe(pairingTopic)

  const keyPair = generateKeyPair()
  const proposal = {
    requiredNamespaces: parameters.requiredNamespaces ?? {},
    optionalNamespaces: parameters.optionalNamespaces ?? {},
    ...(parameters.sessionProperties ? { sessionProperties: parameters.sessionProperties } : {}),
  }
  const params = {
    relays: [{ protocol: 'irn' }],
    proposer: { publicKey: keyPair.publicKey, metadata: engine.options.metadata },
    ...proposal,
    expiryTimestamp: expiry,
    pairingTopic,
  }
  const msLeft = () => Math.max(0, expiry * 1000 - Date.now())
  let cancelled: ((error: unknown) => void) | undefined
  const cancelledPromise = new Promise<never>((_, reject) => (cancelled = reject))

  const approval = (async () => {
    const response = await Promise.race([
      engine.sendRequest<{ responderPublicKey: string }>(pairingTopic, 'wc_sessionPropose', params, {
        timeoutMs: msLeft(),
        timeoutError: () => new ProposalExpiredError(),
        errorOf: (error) => new ProposalRejectedError(error),
      }),
      cancelledPromise,
    ])
    const sessionKey = deriveSymKey(keyPair.privateKey, response.responderPublicKey)
    const sessionTopic = topicOf(sessionKey)
    const settled = new Promise<Session>((resolve, reject) => {
      engine.settling.set(sessionTopic, { symKey: sessionKey, pairingTopic, selfPublicKey: keyPair.publicKey, proposal, resolve, reject })
    })
    await engine.relay.subscribe(sessionTopic)
    // The settlement follows the approval at once; give it the pairing's time left, and at least 30 s.
    let timer: ReturnType<typeof setTimeout> | undefined
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ProposalExpiredError()), Math.max(30_000, msLeft()))
    })
    try {
      return await Promise.race([settled, expired, cancelledPromise])
    } catch (error) {
      engine.settling.delete(sessionTopic)
      await engine.relay.unsubscribe(sessionTopic)
      throw error
    } finally {
      clearTimeout(timer)
    }
  })().catch(async (error: unknown) => {
    // A rejected, expired or cancelled proposal leaves nothing behind.
    if (!state.pairings[pairingTopic]?.active) await engine.dropPairing(pairingTopic).catch(() => {})
    throw error
  })
  approval.catch(() => {}) // the caller may never ask for it

  return {
    uri: formatPairingUri({ topic: pairingTopic, symKey, relayProtocol: 'irn', expiryTimestamp: expiry }),
    pairingTopic,
    expiry,
    approval: () => approval,
    async cancel() {
      cancelled?.(new ProposalExpiredError())
      if (!state.pairings[pairingTopic]?.active) await engine.dropPairing(pairingTopic)
    },
  }
}
