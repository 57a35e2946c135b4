import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'

/**
 * A software WebAuthn authenticator for tests: one ES256 (P-256) credential, `none` attestation,
 * a signature counter it raises at each assertion, and flags (user present, user verified) the test
 * may change to play a hostile one. Its answers are the JSON a browser gives
 * (`RegistrationResponseJSON`, `AuthenticationResponseJSON`); with `topOrigin`, as a browser answers
 * in a cross-origin frame (the wallet frame in the host page `topOrigin`): `crossOrigin: true`.
 */
export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>

type Options = { challenge: string; rp?: { id?: string }; rpId?: string }

export function createSoftAuthenticator({ origin, rpId, topOrigin }: { origin: string; rpId?: string; topOrigin?: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const credentialId = randomBytes(16)
  const state: { counter: number; userVerified: boolean; userHandle: string; topOrigin: string | undefined } = { counter: 0, userVerified: true, userHandle: '', topOrigin }
  const id = credentialId.toString('base64url')
  const clientData = (type: string, challenge: string, at: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: state.topOrigin !== undefined, ...(state.topOrigin ? { topOrigin: state.topOrigin } : {}) }))
  const rpHash = (options: Options) => createHash('sha256').update(rpId ?? options.rp?.id ?? options.rpId ?? '').digest()
  const flags = (attested: boolean) => 0x01 | (state.userVerified ? 0x04 : 0) | (attested ? 0x40 : 0)
  const counterBytes = () => {
    const bytes = Buffer.alloc(4)
    bytes.writeUInt32BE(state.counter)
    return bytes
  }
  return {
    id,
    state,
    /** The answer to `navigator.credentials.create(options)`, as if made on `at` (the origin by default). */
    register(options: Options & { user?: { id: string } }, at = origin) {
      state.userHandle = options.user?.id ?? ''
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(credentialId.length)
      const authData = Buffer.concat([rpHash(options), Buffer.from([flags(true)]), counterBytes(), Buffer.alloc(16), idLength, credentialId, coseKey(publicKey)])
      const attestationObject = encodeCbor(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]))
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientData('webauthn.create', options.challenge, at).toString('base64url'),
          attestationObject: attestationObject.toString('base64url'),
          transports: ['internal' as const],
        },
      }
    },
    /** The answer to `navigator.credentials.get(options)`; raises the counter first unless `counter` is given. */
    assert(options: Options, { at = origin, counter }: { at?: string; counter?: number } = {}) {
      state.counter = counter ?? state.counter + 1
      const authData = Buffer.concat([rpHash(options), Buffer.from([flags(false)]), counterBytes()])
      const data = clientData('webauthn.get', options.challenge, at)
      const signature = signEs256(privateKey, Buffer.concat([authData, createHash('sha256').update(data).digest()]))
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: data.toString('base64url'),
          authenticatorData: authData.toString('base64url'),
          signature: signature.toString('base64url'),
          userHandle: state.userHandle,
        },
      }
    },
  }
}

const signEs256 = (key: KeyObject, data: Buffer) => sign('sha256', data, key)

/** The COSE_Key of a P-256 public key (kty 2, alg -7, crv 1, x, y). */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' })
  return encodeCbor(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  )
}

/** A small CBOR encoder: integers, byte and text strings, maps (all the attestation object needs). */
function encodeCbor(value: unknown): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length])
    if (length < 256) return Buffer.from([(major << 5) | 24, length])
    const bytes = Buffer.alloc(3)
    bytes[0] = (major << 5) | 25
    bytes.writeUInt16BE(length, 1)
    return bytes
  }
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value])
  if (typeof value === 'string') {
    const text = Buffer.from(value)
    return Buffer.concat([head(3, text.length), text])
  }
  if (value instanceof Map) {
    const parts: Buffer[] = [head(5, value.size)]
    for (const [key, item] of value) parts.push(encodeCbor(key), encodeCbor(item))
    return Buffer.concat(parts)
  }
  throw new Error(`encodeCbor: unsupported ${typeof value}`)
}
