import { describe, expect, it } from 'vitest'
import type { Api } from './api.ts'
import { type CredentialsContainerLike, failureOf, getPasskey, createPasskey, PasskeyCeremonyError, passkeyProofFor } from './passkeyCeremony.ts'

const bytes = (...values: number[]) => new Uint8Array(values).buffer
const refusing = (name: string): CredentialsContainerLike => ({
  create: async () => {
    throw new DOMException('no', name)
  },
  get: async () => {
    throw new DOMException('no', name)
  },
})

describe('passkeyCeremony', () => {
  it('hands the browser binary challenge, user id and allowed ids, and answers the server in base64url JSON', async () => {
    let asked: PublicKeyCredentialRequestOptions | undefined
    const credentials: CredentialsContainerLike = {
      create: async () => null,
      get: async (options) => {
        asked = options?.publicKey
        return {
          id: 'AQI',
          rawId: bytes(1, 2),
          type: 'public-key',
          response: { clientDataJSON: bytes(0xfb), authenticatorData: bytes(0xff), signature: bytes(3), userHandle: null },
        } as unknown as Credential
      },
    }
    const answer = await getPasskey({ challenge: 'AAEC', allowCredentials: [{ id: 'AQI', type: 'public-key' }], userVerification: 'required' }, credentials)
    expect(new Uint8Array(asked!.challenge as ArrayBuffer)).toEqual(new Uint8Array([0, 1, 2]))
    expect(new Uint8Array(asked!.allowCredentials![0]!.id as ArrayBuffer)).toEqual(new Uint8Array([1, 2]))
    expect(asked!.userVerification).toBe('required')
    expect(answer).toEqual({
      id: 'AQI',
      rawId: 'AQI',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: '-w', authenticatorData: '_w', signature: 'Aw' },
    })
  })

  it('words the browser refusals: cancelled, timed out (NotAllowed at the timeout), no authenticator', async () => {
    expect(failureOf(new DOMException('x', 'NotAllowedError'), 1_000, 120_000)).toBe('cancelled')
    expect(failureOf(new DOMException('x', 'NotAllowedError'), 120_000, 120_000)).toBe('timed_out')
    expect(failureOf(new DOMException('x', 'NotSupportedError'), 10, 120_000)).toBe('no_authenticator')
    expect(failureOf(new Error('boom'), 10, 120_000)).toBe('failed')
    const options = { challenge: 'AA', user: { id: 'AQ', name: 'n', displayName: 'n' }, timeout: 60_000 }
    await expect(createPasskey(options, refusing('NotAllowedError'))).rejects.toMatchObject({ name: 'PasskeyCeremonyError', reason: 'cancelled' })
    let t = 0
    const clock = () => (t += 60_000)
    await expect(getPasskey({ challenge: 'AA', timeout: 60_000 }, refusing('NotAllowedError'), clock)).rejects.toMatchObject({ reason: 'timed_out' })
    await expect(getPasskey({ challenge: 'AA' }, refusing('SecurityError'))).rejects.toBeInstanceOf(PasskeyCeremonyError)
  })

  it('asks for the second factor only when the wallet has a passkey, with the verify request the server began', async () => {
    let ceremonies = 0
    const credentials: CredentialsContainerLike = {
      create: async () => null,
      get: async () => {
        ceremonies++
        return { id: 'AQI', rawId: bytes(1, 2), type: 'public-key', response: { clientDataJSON: bytes(1), authenticatorData: bytes(2), signature: bytes(3), userHandle: null } } as unknown as Credential
      },
    }
    const apiWith = (passkeys: { id: string }[]) =>
      ({ passkeys: async () => ({ passkeys }), passkeyVerifyStart: async () => ({ requestId: 'ab'.repeat(16), options: { challenge: 'AA' } }) }) as unknown as Api
    expect(await passkeyProofFor(apiWith([]), credentials)).toBeUndefined()
    expect(ceremonies).toBe(0)
    expect(await passkeyProofFor(apiWith([{ id: 'AQI' }]), credentials)).toMatchObject({ requestId: 'ab'.repeat(16), response: { id: 'AQI', response: { signature: 'Aw' } } })
    expect(ceremonies).toBe(1)
  })
})
