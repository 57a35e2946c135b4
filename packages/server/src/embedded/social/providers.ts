import { z } from 'zod'
import type { SocialId } from '../../projects/features.ts'

/** An OpenID Connect provider (Google, Apple): the identity is the id_token's `sub`, checked against the provider's keys. */
export type OidcEndpoints = {
  protocol: 'oidc'
  /** The exact `iss` its id_tokens carry. */
  issuer: string
  authorizationEndpoint: string
  tokenEndpoint: string
  jwksUri: string
  scope: string
}

/** A plain OAuth 2.0 provider (GitHub, X, Discord, Facebook): the identity is the user API's id for the access token. */
export type OAuthEndpoints = {
  protocol: 'oauth2'
  authorizationEndpoint: string
  tokenEndpoint: string
  userEndpoint: string
  scope: string
}

export type SocialEndpoints = OidcEndpoints | OAuthEndpoints

/** Who signed in, as the provider says it: `subject` keys the wallet, `username` is only shown. */
export type SocialProfile = { subject: string; username: string | undefined }

/**
 * The providers' production endpoints (from their documentation). A server reaches a stand-in only
 * when it is started with `social.endpoints` naming it (`npm start` and the tests do).
 */
export const productionEndpoints: Readonly<Partial<Record<SocialId, SocialEndpoints>>> = Object.freeze({
  google: {
    protocol: 'oidc',
    issuer: 'https://accounts.google.com',
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
    scope: 'openid email profile',
  },
  github: {
    protocol: 'oauth2',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userEndpoint: 'https://api.github.com/user',
    scope: 'read:user',
  },
})

const text = (max: number) => z.string().trim().min(1).max(max)

/** The id_token claims we read (openid-client has checked iss, aud, exp, nonce and the signature). */
const oidcClaims = z.object({ sub: text(255), name: text(200).optional(), email: text(254).optional() })

/** GitHub's `GET /user`: a numeric id that never changes, and the login (renamable: shown, never keyed on). */
const githubUser = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), login: text(39) })

/** The provider's answer made a profile; undefined when it is not one (the caller refuses it). */
export function profileOf(provider: SocialId, answer: unknown): SocialProfile | undefined {
  if (provider === 'github') {
    const user = githubUser.safeParse(answer)
    return user.success ? { subject: String(user.data.id), username: user.data.login } : undefined
  }
  const claims = oidcClaims.safeParse(answer)
  return claims.success ? { subject: claims.data.sub, username: claims.data.name ?? claims.data.email } : undefined
}
