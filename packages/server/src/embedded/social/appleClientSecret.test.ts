import { decodeJwt, decodeProtectedHeader, exportPKCS8, generateKeyPair, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import { appleClientSecret } from './appleClientSecret.ts'

describe('Apple’s client secret', () => {
  it('is an ES256 JWT under the team’s key: kid, iss = team, sub = client, aud = Apple, 5 minutes', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true })
    const pem = await exportPKCS8(privateKey)
    const now = Date.now()
    const secret = await appleClientSecret({ pem, key: { teamId: 'ABCDE12345', keyId: 'KEY1234567' }, clientId: 'com.example.web', audience: 'https://appleid.apple.com', now })
    expect(decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: 'KEY1234567' })
    const { payload } = await jwtVerify(secret, publicKey, { issuer: 'ABCDE12345', subject: 'com.example.web', audience: 'https://appleid.apple.com' })
    expect(payload.exp! - payload.iat!).toBe(300)
    // A key kept on one line with literal \n (as environment variables often are) reads the same.
    const oneLine = await appleClientSecret({ pem: pem.replace(/\n/g, '\\n'), key: { teamId: 'ABCDE12345', keyId: 'KEY1234567' }, clientId: 'c', audience: 'a', now })
    expect(decodeJwt(oneLine).sub).toBe('c')
  })

  it('a key that is not an ES256 PKCS#8 key makes the provider unavailable (a typed error, not a crash)', async () => {
    const rsa = await exportPKCS8((await generateKeyPair('RS256', { extractable: true })).privateKey)
    for (const pem of ['not a key', rsa]) {
      await expect(appleClientSecret({ pem, key: { teamId: 'ABCDE12345', keyId: 'KEY1234567' }, clientId: 'c', audience: 'a', now: Date.now() })).rejects.toMatchObject({ code: 'embedded_social_unknown_provider' })
    }
  })
})
