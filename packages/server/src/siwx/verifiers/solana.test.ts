import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { signInMessage } from '../../testing/signInMessage.ts'
import { solanaVerifier } from './solana.ts'

const key = (seed: number) => {
  const secret = new Uint8Array(32).fill(seed)
  return { address: base58.encode(ed25519.getPublicKey(secret)), sign: (text: string) => base58.encode(ed25519.sign(new TextEncoder().encode(text), secret)) }
}
const alice = key(1)
const mallory = key(2)
const reference = 'CE76eoDFmUDwvK8u5jqHEzEFEVnkcpSn'

describe('solana (Sign In With Solana)', () => {
  const message = signInMessage({ blockchain: 'Solana', address: alice.address, chainId: reference })

  test('reads a Solana CAIP-122 message, and no other', () => {
    expect(solanaVerifier.read(message, '')).toMatchObject({ address: alice.address, caip2: `solana:${reference}`, reference })
    expect(solanaVerifier.read(signInMessage({ blockchain: 'Bitcoin', address: 'x', chainId: 'y' }), '')).toBeUndefined()
    expect(() => solanaVerifier.read(message.replace('abcdefgh12', 'short'), '')).toThrow(expect.objectContaining({ code: 'siwx_invalid_message' }))
  })

  test('its references', () => {
    expect(solanaVerifier.offlineReference?.test(reference)).toBe(true)
    expect(solanaVerifier.offlineReference?.test('1')).toBe(false)
  })

  test("the address's signature passes; another's, or a malformed one, does not", () => {
    const fields = solanaVerifier.read(message, '')!
    expect(() => solanaVerifier.verify({ fields, message, signature: alice.sign(message), client: undefined })).not.toThrow()
    expect(() => solanaVerifier.verify({ fields, message, signature: mallory.sign(message), client: undefined })).toThrow(expect.objectContaining({ code: 'siwx_invalid_signature' }))
    expect(() => solanaVerifier.verify({ fields, message, signature: 'not base58 0OIl', client: undefined })).toThrow(expect.objectContaining({ code: 'siwx_invalid_signature' }))
    expect(() => solanaVerifier.verify({ fields: { ...fields, address: 'abc' }, message, signature: alice.sign(message), client: undefined })).toThrow(
      expect.objectContaining({ code: 'siwx_invalid_message' }),
    )
  })
})
