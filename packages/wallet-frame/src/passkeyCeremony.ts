import type { Api } from './api.ts'

/**
 * The WebAuthn ceremony, run here in the wallet frame's page (its origin is the relying party: the
 * host page cannot start it or read its result). The server's options (WebAuthn JSON, base64url
 * binary fields) become the browser's, the browser's credential becomes the JSON the server checks.
 * A browser refusal becomes a `PasskeyCeremonyError` with a reason the frame words for the person.
 */
export type PasskeyFailure = 'cancelled' | 'timed_out' | 'no_authenticator' | 'failed'

export class PasskeyCeremonyError extends Error {
  override name = 'PasskeyCeremonyError'
  readonly reason: PasskeyFailure

  constructor(reason: PasskeyFailure, options: { cause?: unknown } = {}) {
    super(`The passkey ceremony did not finish: ${reason}`, options)
    this.reason = reason
  }
}

/** The part of `navigator.credentials` the ceremony uses (a test passes its own). */
export type CredentialsContainerLike = Pick<CredentialsContainer, 'create' | 'get'>

const fromBase64url = (text: string): ArrayBuffer => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0)).buffer
}
const toBase64url = (buffer: ArrayBuffer | ArrayBufferView): string => {
  const bytes = buffer instanceof ArrayBuffer ? new Uint8Array(buffer) : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

type Descriptor = { id: string; type?: string; transports?: string[] }
const descriptors = (list: unknown) =>
  ((list as Descriptor[] | undefined) ?? []).map((item) => ({ ...item, type: 'public-key' as const, id: fromBase64url(item.id) }) as PublicKeyCredentialDescriptor)

/** The browser's refusal in one of four words: NotAllowedError is both "cancelled" and "timed out" (told apart by the time it took). */
export function failureOf(error: unknown, elapsedMs: number, timeoutMs: number): PasskeyFailure {
  const name = error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException) ? (error as Error).name : ''
  if (name === 'NotAllowedError' || name === 'AbortError') return elapsedMs >= timeoutMs * 0.95 ? 'timed_out' : 'cancelled'
  if (name === 'NotSupportedError' || name === 'SecurityError' || name === 'InvalidStateError' || name === 'ConstraintError') return 'no_authenticator'
  return 'failed'
}

async function ceremony<T>(run: () => Promise<Credential | null>, timeoutMs: number, now: () => number): Promise<PublicKeyCredential> {
  if (typeof window !== 'undefined' && !('PublicKeyCredential' in window)) throw new PasskeyCeremonyError('no_authenticator')
  const started = now()
  try {
    const credential = await run()
    if (!credential) throw new PasskeyCeremonyError('cancelled')
    return credential as PublicKeyCredential
  } catch (error) {
    if (error instanceof PasskeyCeremonyError) throw error
    throw new PasskeyCeremonyError(failureOf(error, now() - started, timeoutMs), { cause: error })
  }
}

/** Makes a passkey with the server's creation options; returns the registration JSON. */
export async function createPasskey(options: Record<string, unknown>, credentials: CredentialsContainerLike, now = Date.now) {
  const o = options as { challenge: string; user: { id: string; name: string; displayName: string }; excludeCredentials?: unknown; timeout?: number }
  const publicKey = { ...o, challenge: fromBase64url(o.challenge), user: { ...o.user, id: fromBase64url(o.user.id) }, excludeCredentials: descriptors(o.excludeCredentials) } as unknown as PublicKeyCredentialCreationOptions
  const credential = await ceremony(() => credentials.create({ publicKey }), o.timeout ?? 120_000, now)
  const response = credential.response as AuthenticatorAttestationResponse
  return {
    id: credential.id,
    rawId: toBase64url(credential.rawId),
    type: 'public-key' as const,
    clientExtensionResults: {},
    response: {
      clientDataJSON: toBase64url(response.clientDataJSON),
      attestationObject: toBase64url(response.attestationObject),
      transports: typeof response.getTransports === 'function' ? response.getTransports() : [],
    },
  }
}

/** Asks for a passkey with the server's request options; returns the assertion JSON. */
export async function getPasskey(options: Record<string, unknown>, credentials: CredentialsContainerLike, now = Date.now) {
  const o = options as { challenge: string; allowCredentials?: unknown; timeout?: number }
  const publicKey = { ...o, challenge: fromBase64url(o.challenge), allowCredentials: descriptors(o.allowCredentials) } as unknown as PublicKeyCredentialRequestOptions
  const credential = await ceremony(() => credentials.get({ publicKey }), o.timeout ?? 120_000, now)
  const response = credential.response as AuthenticatorAssertionResponse
  return {
    id: credential.id,
    rawId: toBase64url(credential.rawId),
    type: 'public-key' as const,
    clientExtensionResults: {},
    response: {
      clientDataJSON: toBase64url(response.clientDataJSON),
      authenticatorData: toBase64url(response.authenticatorData),
      signature: toBase64url(response.signature),
      ...(response.userHandle ? { userHandle: toBase64url(response.userHandle) } : {}),
    },
  }
}

/** Signs up: a new wallet whose login is a new discoverable passkey, named `name` (the session cookie is set). */
export async function signUpWithPasskey(api: Api, parentOrigin: string, credentials: CredentialsContainerLike = navigator.credentials, name?: string) {
  const { requestId, options } = await api.passkeySignupStart()
  const response = await createPasskey(options, credentials)
  return api.passkeySignupFinish({ requestId, response, parentOrigin, transport: 'cookie', ...(name ? { name } : {}) })
}

/** Logs in with one of the person's passkeys for this frame (the browser lists them; the session cookie is set). */
export async function logInWithPasskey(api: Api, parentOrigin: string, credentials: CredentialsContainerLike = navigator.credentials) {
  const { requestId, options } = await api.passkeyLoginStart()
  const response = await getPasskey(options, credentials)
  return api.passkeyLoginFinish({ requestId, response, parentOrigin, transport: 'cookie' })
}

/** Adds a passkey, named `name`, to the signed-in wallet. */
export async function addPasskey(api: Api, credentials: CredentialsContainerLike = navigator.credentials, name?: string) {
  const { requestId, options } = await api.passkeyAddStart()
  const response = await createPasskey(options, credentials)
  return api.passkeyAddFinish({ requestId, response, ...(name ? { name } : {}) })
}

/**
 * The second factor for a risky step (the key export): when the wallet has a passkey, asks for one
 * of its own and returns the proof to send with the step; `undefined` for a wallet without one.
 */
export async function passkeyProofFor(api: Api, credentials: CredentialsContainerLike = navigator.credentials) {
  const { passkeys } = await api.passkeys()
  if (passkeys.length === 0) return undefined
  const { requestId, options } = await api.passkeyVerifyStart()
  return { requestId, response: await getPasskey(options, credentials) }
}
