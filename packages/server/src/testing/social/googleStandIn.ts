import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import Provider from 'oidc-provider'
import type { OidcEndpoints } from '../../embedded/social/providers.ts'
import { readForm, standInPage } from './standInPage.ts'

/** A client the stand-in knows (its redirect URI must match exactly). */
export type StandInClient = { clientId: string; clientSecret: string; redirectUri: string }

export type OidcStandIn = { url: string; endpoints: OidcEndpoints; close(): Promise<void> }

/** A stable numeric subject per e-mail, as Google's are numeric (21 digits). */
export const standInSubject = (email: string) => BigInt(`0x${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`).toString().padStart(21, '1')

/**
 * A local stand-in for Google: a real OpenID provider (`oidc-provider`, MIT) on 127.0.0.1 with its
 * own RS256 key, code flow with PKCE required, its clients' exact redirect URIs, and a sign-in page
 * labelled "Local stand-in for Google" that takes any e-mail (the subject is derived from it). Never
 * a production default: a server reaches it only when started with its endpoints.
 */
export async function startGoogleStandIn({ clients, port = 0, label = 'Google' }: { clients: readonly StandInClient[]; port?: number; label?: string }): Promise<OidcStandIn> {
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), kid: 'stand-in-1', alg: 'RS256', use: 'sig' }
  const provider = new Provider(url, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [client.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [jwk as never] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // As Google's: the id_token carries the e-mail and the name.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, ...accounts.get(sub) }) }),
    ttl: { AccessToken: 600, AuthorizationCode: 120, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
  })
  const accounts = new Map<string, { email: string; email_verified: boolean; name: string }>()
  const callback = provider.callback()
  server.on('request', (request, response) => {
    const match = /^\/interaction\/([A-Za-z0-9_-]+)$/.exec(new URL(request.url ?? '/', url).pathname)
    if (!match) return callback(request, response)
    interaction(request, response).catch(() => {
      response.statusCode = 400
      response.end('This sign-in is not valid any more')
    })
  })

  async function interaction(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) {
    const details = await provider.interactionDetails(request, response)
    if (request.method === 'GET') {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http://127.0.0.1:*")
      response.end(standInPage({ provider: label, action: `/interaction/${details.uid}`, hidden: {}, field: { name: 'email', label: 'E-mail', value: 'alice@example.com' } }))
      return
    }
    const email = (await readForm(request)).get('email')?.trim().toLowerCase() ?? ''
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error('Not an e-mail')
    const accountId = standInSubject(email)
    accounts.set(accountId, { email, email_verified: true, name: email.split('@')[0]! })
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) })
    grant.addOIDCScope('openid email profile')
    const grantId = await grant.save()
    await provider.interactionFinished(request, response, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false })
  }

  return {
    url,
    endpoints: {
      protocol: 'oidc',
      issuer: url,
      authorizationEndpoint: `${url}/auth`,
      tokenEndpoint: `${url}/token`,
      jwksUri: `${url}/jwks`,
      scope: 'openid email profile',
    },
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    }),
  }
}
