import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closedPort, localServer } from '../testing/checkServers.ts'
import type { SocialEndpoints } from '../embedded/social/providers.ts'
import { checkSocialProviders } from './checkSocialProviders.ts'

const oidc = (issuer: string): SocialEndpoints => ({ protocol: 'oidc', issuer, authorizationEndpoint: `${issuer}/auth`, tokenEndpoint: `${issuer}/token`, jwksUri: `${issuer}/jwks`, scope: 'openid' })

describe('checkSocialProviders', () => {
  let provider: Awaited<ReturnType<typeof localServer>>
  beforeAll(async () => {
    provider = await localServer({
      get: (path) => (path === '/good/.well-known/openid-configuration' ? { status: 200, body: { issuer: `${provider.url}/good` } } : { status: 404, body: {} }),
    })
  })
  afterAll(() => provider.close())
  const client = (provider: string) => ({ projectId: 'p1', provider, secretEnv: `PORTICO_${provider.toUpperCase()}_CLIENT_SECRET` })
  const env = { PORTICO_GOOGLE_CLIENT_SECRET: 's', PORTICO_APPLE_CLIENT_SECRET: 's', PORTICO_GITHUB_CLIENT_SECRET: 's' }

  it('passes metadata that names its issuer, and OAuth providers without metadata', async () => {
    const endpoints = { google: oidc(`${provider.url}/good`), github: { protocol: 'oauth2' as const, authorizationEndpoint: 'x', tokenEndpoint: 'x', userEndpoint: 'x', scope: '' } }
    expect(await checkSocialProviders([client('google'), client('github')], endpoints, env)).toEqual([])
  })
  it('refuses missing metadata, an unreachable provider and an unset secret', async () => {
    const port = await closedPort()
    const endpoints = { google: oidc(`${provider.url}/wrong`), apple: oidc(`http://127.0.0.1:${port}`) }
    expect(await checkSocialProviders([client('google'), client('apple'), { projectId: 'p2', provider: 'google', secretEnv: 'UNSET_SECRET' }], endpoints, env)).toEqual([
      'project p2: google login\'s secret UNSET_SECRET is not set',
      `google login: OpenID metadata ${provider.url}/wrong/.well-known/openid-configuration answered HTTP 404`,
      `apple login: OpenID metadata http://127.0.0.1:${port}/.well-known/openid-configuration unreachable (ECONNREFUSED)`,
    ])
  })
  it('refuses metadata naming another issuer', async () => {
    const endpoints = { google: { ...oidc(`${provider.url}/good`), issuer: `${provider.url}/good` } }
    const moved = { google: { ...endpoints.google, issuer: `${provider.url}/good/` } }
    expect(await checkSocialProviders([client('google')], moved, env)).toEqual([
      `google login: OpenID metadata names issuer ${provider.url}/good, not ${provider.url}/good/`,
    ])
  })
})
