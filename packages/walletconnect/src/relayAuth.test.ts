import { ed25519 } from '@noble/curves/ed25519'
import { describe, expect, test } from 'vitest'
import { fromBase64, fromHex, utf8 } from './encoding.ts'
import { createClientSeed, createRelayAuthJwt, didKeyOf } from './relayAuth.ts'

const fromBase64Url = (text: string) => fromBase64(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4))

describe('relay auth', () => {
  test('the JWT is EdDSA, signed by the did:key in iss, for the relay URL, for a day', () => {
    const seed = createClientSeed()
    const jwt = createRelayAuthJwt(seed, 'wss://relay.example', 1_700_000_000)
    const [header, payload, signature] = jwt.split('.') as [string, string, string]
    expect(JSON.parse(utf8.decode(fromBase64Url(header)))).toEqual({ alg: 'EdDSA', typ: 'JWT' })
    const claims = JSON.parse(utf8.decode(fromBase64Url(payload)))
    expect(claims).toMatchObject({ iss: didKeyOf(seed), aud: 'wss://relay.example', iat: 1_700_000_000, exp: 1_700_086_400 })
    expect(claims.sub).toMatch(/^[0-9a-f]{64}$/)
    const publicKey = ed25519.getPublicKey(fromHex(seed))
    expect(ed25519.verify(fromBase64Url(signature), utf8.encode(`${header}.${payload}`), publicKey)).toBe(true)
  })

  test('did:key is multibase z + base58btc(0xed01 | public key): z6Mk...', () => {
    expect(didKeyOf(createClientSeed())).toMatch(/^did:key:z6Mk[1-9A-HJ-NP-Za-km-z]{44}$/)
  })

})
