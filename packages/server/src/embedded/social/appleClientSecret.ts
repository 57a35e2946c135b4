import { importPKCS8, SignJWT } from 'jose'
import { EmbeddedError } from '../errors.ts'

/** The team and key that sign a project's Apple client secret (Apple Developer: Team ID, and the Sign in with Apple key's Key ID). */
export type AppleKey = { teamId: string; keyId: string }

/** Apple accepts a client secret up to 6 months old; ours live 5 minutes, made for each code exchange. */
const lifetimeSeconds = 300

/**
 * Apple's client secret: a JWT signed ES256 with the team's private key (`pem`, the .p8 file's
 * PKCS#8 text), header `kid` = the key's id, `iss` = the team, `sub` = the client (Services ID),
 * `aud` = Apple's issuer (`audience`), `iat` now and a short `exp`.
 *
 * @throws {EmbeddedError} `embedded_social_unknown_provider` when the key is not an ES256 PKCS#8 key (a
 * configuration error: the login is not available until it is fixed).
 */
export async function appleClientSecret(parameters: { pem: string; key: AppleKey; clientId: string; audience: string; now: number }): Promise<string> {
  let privateKey: CryptoKey
  try {
    privateKey = await importPKCS8(parameters.pem.replace(/\\n/g, '\n').trim(), 'ES256')
  } catch (cause) {
    throw new EmbeddedError('embedded_social_unknown_provider', 'This login provider is not available for this app', { details: { provider: 'apple', reason: 'bad_key' }, cause })
  }
  const iat = Math.floor(parameters.now / 1000)
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: parameters.key.keyId })
    .setIssuer(parameters.key.teamId)
    .setSubject(parameters.clientId)
    .setAudience(parameters.audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetimeSeconds)
    .sign(privateKey)
}
