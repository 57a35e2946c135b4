import * as oidc from 'openid-client'
import type { SocialId } from '../../projects/features.ts'
import { EmbeddedError } from '../errors.ts'
import { boundedFetch, type ProviderLimits } from './boundedFetch.ts'
import { type AppleKey, appleClientSecret } from './appleClientSecret.ts'
import { facebookTokenErrors } from './facebookTokenErrors.ts'
import { githubTokenErrors } from './githubTokenErrors.ts'
import { profileOf, type SocialProfile } from './profiles.ts'
import type { SocialEndpoints } from './providers.ts'

/** One project's client at one provider, ready to use (the secret read from the environment). */
export type ProviderClient = {
  provider: SocialId
  endpoints: SocialEndpoints
  clientId: string
  /** The secret from the environment: the client secret, or for Apple the team's ES256 key (PEM) that signs it. */
  clientSecret: string
  /** Apple: the team and key id the client-secret JWT is signed under. */
  appleKey?: AppleKey | undefined
  /** `{publicUrl}/v1/embedded/social/callback/{provider}`: the exact redirect URI registered at the provider. */
  redirectUri: string
  fetch: typeof fetch
  limits: ProviderLimits
}

/** Plain http is allowed for loopback stand-ins only; every real provider is https. */
const isLoopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)

/** openid-client's configuration of the client: the provider's metadata pinned (no discovery), every call bounded. */
function configure(client: ProviderClient, secret = client.clientSecret): oidc.Configuration {
  const { endpoints } = client
  const server: oidc.ServerMetadata = {
    issuer: endpoints.protocol === 'oidc' ? endpoints.issuer : new URL(endpoints.authorizationEndpoint).origin,
    authorization_endpoint: endpoints.authorizationEndpoint,
    token_endpoint: endpoints.tokenEndpoint,
    ...(endpoints.protocol === 'oidc' ? { jwks_uri: endpoints.jwksUri } : {}),
  }
  const auth = endpoints.protocol === 'oauth2' && endpoints.tokenAuth === 'basic' ? oidc.ClientSecretBasic(secret) : oidc.ClientSecretPost(secret)
  const config = new oidc.Configuration(server, client.clientId, undefined, auth)
  const bounded = boundedFetch(client.fetch, client.limits)
  const adapted = client.provider === 'github' ? githubTokenErrors(bounded, endpoints.tokenEndpoint) : client.provider === 'facebook' ? facebookTokenErrors(bounded, endpoints.tokenEndpoint) : bounded
  config[oidc.customFetch] = adapted as oidc.CustomFetch
  config.timeout = Math.ceil(client.limits.timeoutMs / 1000)
  const urls = [endpoints.authorizationEndpoint, endpoints.tokenEndpoint, endpoints.protocol === 'oidc' ? endpoints.jwksUri : endpoints.userEndpoint]
  if (urls.every(isLoopback)) oidc.allowInsecureRequests(config)
  // An id_token from the token endpoint is by default trusted on TLS alone (OIDC Core §3.1.3.7):
  // we check its signature against the provider's JWKS all the same.
  if (endpoints.protocol === 'oidc') oidc.enableNonRepudiationChecks(config)
  return config
}

/** The provider's authorization URL: code flow, PKCE (S256), `state`, and for OIDC the `nonce`. */
export async function authorizationUrl(client: ProviderClient, checks: { state: string; nonce: string; codeVerifier: string }): Promise<string> {
  const parameters: Record<string, string> = {
    redirect_uri: client.redirectUri,
    response_type: 'code',
    scope: client.endpoints.scope,
    state: checks.state,
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
  }
  if (client.endpoints.protocol === 'oidc') parameters.nonce = checks.nonce
  if (client.endpoints.protocol === 'oidc' && client.endpoints.responseMode) parameters.response_mode = client.endpoints.responseMode
  return oidc.buildAuthorizationUrl(configure(client), parameters).href
}

/**
 * Redeems the code the provider sent to `callbackUrl` and says who signed in. OIDC: the id_token is
 * checked by openid-client (signature against the provider's JWKS, `iss`, `aud`, `exp`, `iat`,
 * `nonce`); OAuth 2.0: the user API is asked with the access token. The provider's tokens go no
 * further than this function.
 *
 * @throws {EmbeddedError} `embedded_social_denied`, `embedded_social_code_refused`,
 * `embedded_social_token_invalid`, `embedded_social_provider_failed`.
 */
export async function redeemCode(
  client: ProviderClient,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
  extra: { appleName?: string | undefined } = {},
): Promise<SocialProfile> {
  const { endpoints } = client
  const oidcFlow = endpoints.protocol === 'oidc'
  try {
    const secret = endpoints.protocol === 'oidc' && endpoints.clientSecret === 'apple-jwt' ? await appleSecret(client) : client.clientSecret
    const config = configure(client, secret)
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      ...(oidcFlow ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
    })
    const answer = oidcFlow ? tokens.claims() : await fetchUser(config, client, tokens.access_token)
    const discordCdn = endpoints.protocol === 'oauth2' ? endpoints.pictureBase : undefined
    const profile = profileOf(client.provider, answer, { appleName: extra.appleName, discordCdn })
    if (!profile) throw new EmbeddedError('embedded_social_provider_failed', 'The login provider sent an answer that is not a user', { details: { reason: 'malformed' } })
    return profile
  } catch (error) {
    throw classify(error)
  }
}

/** Apple's client secret, timed by the wall clock (Apple checks it against its own, as openid-client checks the id_token's times). */
function appleSecret(client: ProviderClient): Promise<string> {
  if (!client.appleKey || client.endpoints.protocol !== 'oidc') {
    throw new EmbeddedError('embedded_social_unknown_provider', 'This login provider is not available for this app', { details: { provider: client.provider, reason: 'not_configured' } })
  }
  return appleClientSecret({ pem: client.clientSecret, key: client.appleKey, clientId: client.clientId, audience: client.endpoints.issuer, now: Date.now() })
}

async function fetchUser(config: oidc.Configuration, client: ProviderClient, accessToken: string): Promise<unknown> {
  if (client.endpoints.protocol !== 'oauth2') return undefined
  const headers = new Headers({ accept: 'application/json' })
  const response = await oidc.fetchProtectedResource(config, accessToken, new URL(client.endpoints.userEndpoint), 'GET', undefined, headers)
  if (!response.ok) throw new EmbeddedError('embedded_social_provider_failed', `The login provider's user API answered ${response.status}`, { details: { reason: 'status', status: response.status } })
  return response.json().catch((cause: unknown) => {
    throw new EmbeddedError('embedded_social_provider_failed', "The login provider's user API did not answer JSON", { details: { reason: 'malformed' }, cause })
  })
}

/** The authorization errors that mean the person refused or cancelled (RFC 6749 §4.1.2.1; Apple's cancel). */
const refusals = new Set(['access_denied', 'user_cancelled_authorize'])

const tokenChecks = new Set(['OAUTH_JWT_CLAIM_COMPARISON_FAILED', 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED', 'OAUTH_KEY_SELECTION_FAILED'])

/** openid-client's errors as ours: what the provider refused, what we refused in its answer, and what broke. */
function classify(error: unknown): EmbeddedError {
  if (error instanceof EmbeddedError) return error
  if (error instanceof oidc.AuthorizationResponseError) {
    // The person said no (Apple's word for it is its own); any other error the provider sent back is its failure.
    const said = error.error.slice(0, 64)
    if (refusals.has(said)) return new EmbeddedError('embedded_social_denied', 'The login was cancelled or refused at the provider', { details: { error: said }, cause: error })
    return new EmbeddedError('embedded_social_provider_failed', 'The login provider answered with an error', { details: { reason: 'provider_error', error: said }, cause: error })
  }
  if (error instanceof oidc.ResponseBodyError && error.status < 500) {
    return new EmbeddedError('embedded_social_code_refused', 'The login provider refused the code', { details: { error: error.error.slice(0, 64) }, cause: error })
  }
  const nested = error instanceof Error && error.cause instanceof EmbeddedError ? error.cause : undefined
  if (nested) return nested
  if (error instanceof oidc.ClientError) {
    const signature = error.code === 'OAUTH_INVALID_RESPONSE' && /signature/i.test(String((error.cause as Error | undefined)?.message))
    if (signature || tokenChecks.has(error.code ?? '')) {
      return new EmbeddedError('embedded_social_token_invalid', 'The login provider sent an identity token that does not check out', { details: { check: error.code }, cause: error })
    }
    if (error.code === 'OAUTH_TIMEOUT') return new EmbeddedError('embedded_social_provider_failed', 'The login provider did not answer in time', { details: { reason: 'timeout' }, cause: error })
  }
  return new EmbeddedError('embedded_social_provider_failed', 'The login provider sent an answer that could not be used', { details: { reason: 'malformed' }, cause: error })
}
