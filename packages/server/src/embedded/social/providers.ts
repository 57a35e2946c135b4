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
  /** Apple: the code comes back in a POST form (`response_mode=form_post`), not the query. */
  responseMode?: 'form_post' | undefined
  /**
   * Apple: the client secret is a short-lived ES256 JWT signed with the team's key (the secret the
   * project names is that key, PKCS#8 PEM), not a fixed string.
   */
  clientSecret?: 'apple-jwt' | undefined
}

/** A plain OAuth 2.0 provider (GitHub, X, Discord, Facebook): the identity is the user API's id for the access token. */
export type OAuthEndpoints = {
  protocol: 'oauth2'
  authorizationEndpoint: string
  tokenEndpoint: string
  userEndpoint: string
  scope: string
  /** How the client authenticates at the token endpoint: in the form (default) or HTTP Basic (X's confidential clients). */
  tokenAuth?: 'post' | 'basic' | undefined
  /** Discord: where its CDN serves the avatar hash the user API gives (`{pictureBase}/avatars/{id}/{hash}.png`). */
  pictureBase?: string | undefined
}

export type SocialEndpoints = OidcEndpoints | OAuthEndpoints

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
  // Sign in with Apple (REST): "name email" scopes, which Apple only honours with form_post.
  apple: {
    protocol: 'oidc',
    issuer: 'https://appleid.apple.com',
    authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
    tokenEndpoint: 'https://appleid.apple.com/auth/token',
    jwksUri: 'https://appleid.apple.com/auth/keys',
    scope: 'openid name email',
    responseMode: 'form_post',
    clientSecret: 'apple-jwt',
  },
  github: {
    protocol: 'oauth2',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userEndpoint: 'https://api.github.com/user',
    scope: 'read:user',
  },
  // X OAuth 2.0 (authorization code with PKCE, required); a confidential client authenticates with HTTP Basic.
  x: {
    protocol: 'oauth2',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userEndpoint: 'https://api.x.com/2/users/me?user.fields=profile_image_url',
    scope: 'users.read tweet.read',
    tokenAuth: 'basic',
  },
  discord: {
    protocol: 'oauth2',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userEndpoint: 'https://discord.com/api/users/@me',
    scope: 'identify',
    pictureBase: 'https://cdn.discordapp.com',
  },
  facebook: {
    protocol: 'oauth2',
    authorizationEndpoint: 'https://www.facebook.com/v23.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v23.0/oauth/access_token',
    userEndpoint: 'https://graph.facebook.com/v23.0/me?fields=id,name,picture',
    scope: 'public_profile',
  },
})
