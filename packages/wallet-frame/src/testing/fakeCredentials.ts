import type { CredentialsContainerLike } from '../passkeyCeremony.ts'

const bytes = (...values: number[]) => new Uint8Array(values).buffer

/** Verify-start options as the server answers them (one allowed passkey). */
export const verifyOptions = { requestId: 'a'.repeat(32), options: { challenge: 'AAEC', allowCredentials: [{ id: 'AQI', type: 'public-key' }], userVerification: 'required' } }

/**
 * A stand-in for `navigator.credentials` in the frame's unit tests: `get` and `create` answer with a
 * fixed credential (its assertion or attestation), or refuse as the browser does (`refuse`: the
 * DOMException's name, `NotAllowedError` when the person cancels). Records how often it was asked.
 * The test page gets a `PublicKeyCredential` (happy-dom has none), as a browser with WebAuthn has.
 */
export function fakeCredentials(refuse?: string) {
  if (!('PublicKeyCredential' in globalThis)) Object.assign(globalThis, { PublicKeyCredential: class PublicKeyCredential {} })
  const calls = { get: 0, create: 0 }
  const fail = () => {
    if (refuse) throw new DOMException('refused', refuse)
  }
  const credentials: CredentialsContainerLike = {
    get: async () => {
      calls.get++
      fail()
      return { id: 'AQI', rawId: bytes(1, 2), type: 'public-key', response: { clientDataJSON: bytes(1), authenticatorData: bytes(2), signature: bytes(3), userHandle: null } } as unknown as Credential
    },
    create: async () => {
      calls.create++
      fail()
      return { id: 'AQI', rawId: bytes(1, 2), type: 'public-key', response: { clientDataJSON: bytes(1), attestationObject: bytes(4), getTransports: () => ['internal'] } } as unknown as Credential
    },
  }
  return { credentials, calls }
}
