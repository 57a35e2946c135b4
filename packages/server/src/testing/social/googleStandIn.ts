import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import Provider from 'oidc-provider'
import type { OidcEndpoints } from '../../embedded/social/providers.ts'
import { sendStandInAvatar } from './standInAvatar.ts'
import { denied, escape, readForm, standInPage } from './standInPage.ts'

/** A client the stand-in knows (its redirect URI must match exactly). */
export type StandInClient = { clientId: string; clientSecret: string; redirectUri: string }

export type OidcStandIn = { url: string; endpoints: OidcEndpoints; close(): Promise<void> }

/** What makes the same OpenID provider stand in for Apple (see `appleStandIn.ts`). */
export type OidcStandInHooks = {
  /** Checks a token request's form and gives the one the provider reads (Apple's client-secret JWT made the plain secret); throws to refuse it. */
  tokenForm?: (form: URLSearchParams) => Promise<URLSearchParams>
  /** The `error` sent back when the person presses "Deny" (Apple's is `user_cancelled_authorize`); `access_denied` by default. */
  denialError?: string
  /** Extra fields for the form_post page after the sign-in of `accountId` (Apple's `user` on a first login). */
  formPostFields?: (login: { accountId: string; email: string; clientId: string }) => Record<string, string> | undefined
  /** Whether the id_token carries a `picture` (Google's does; Apple's never): default true. */
  picture?: boolean
}

/** A stable numeric subject per e-mail, as Google's are numeric (21 digits). */
export const standInSubject = (email: string) => BigInt(`0x${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`).toString().padStart(21, '1')

/**
 * A local stand-in for Google: a real OpenID provider (`oidc-provider`, MIT) on 127.0.0.1 with its
 * own RS256 key, code flow with PKCE required, its clients' exact redirect URIs, and a sign-in page
 * labelled "Local stand-in for Google" that takes any e-mail (the subject is derived from it). Never
 * a production default: a server reaches it only when started with its endpoints.
 */
export async function startGoogleStandIn({
  clients,
  port = 0,
  label = 'Google',
  hooks = {},
}: {
  clients: readonly StandInClient[]
  port?: number
  label?: string
  hooks?: OidcStandInHooks
}): Promise<OidcStandIn> {
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
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // As Google's: the id_token carries the e-mail, the name and the picture (served here: `/avatar/{sub}.svg`).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, ...accounts.get(sub) }) }),
    ttl: { AccessToken: 600, AuthorizationCode: 120, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
  })
  const accounts = new Map<string, { email: string; email_verified: boolean; name: string; picture?: string }>()
  const callback = provider.callback()
  /** Form fields to add to the form_post page that resumes interaction `uid` (`/auth/{uid}`). */
  const resumeFields = new Map<string, Record<string, string>>()
  server.on('request', (request, response) => {
    const path = new URL(request.url ?? '/', url).pathname
    const avatar = /^\/avatar\/(\d{1,32})\.svg$/.exec(path)?.[1]
    if (avatar && request.method === 'GET' && hooks.picture !== false) return sendStandInAvatar(response, accounts.get(avatar)?.name ?? avatar)
    if (path === '/token' && request.method === 'POST' && hooks.tokenForm) {
      return void gateToken(request, response).catch(() => {
        response.statusCode = 401
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify({ error: 'invalid_client', error_description: 'the client secret JWT does not check out' }))
      })
    }
    const resumed = /^\/auth\/([A-Za-z0-9_-]+)$/.exec(path)?.[1]
    const fields = resumed ? resumeFields.get(resumed) : undefined
    if (resumed && fields) {
      resumeFields.delete(resumed)
      addFormFields(response, fields)
    }
    const match = /^\/interaction\/([A-Za-z0-9_-]+)$/.exec(path)
    if (!match) return callback(request, response)
    interaction(request, response).catch(() => {
      response.statusCode = 400
      response.end('This sign-in is not valid any more')
    })
  })

  async function interaction(request: IncomingMessage, response: ServerResponse) {
    const details = await provider.interactionDetails(request, response)
    if (request.method === 'GET') {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http://127.0.0.1:*")
      response.end(standInPage({ provider: label, action: `/interaction/${details.uid}`, hidden: {}, field: { name: 'email', label: 'E-mail', value: 'alice@example.com' } }))
      return
    }
    const form = await readForm(request)
    // Refused on the page: oidc-provider sends the client `error=access_denied` (by query, or form_post for Apple).
    if (denied(form)) {
      await provider.interactionFinished(request, response, { error: hooks.denialError ?? 'access_denied', error_description: 'The person declined the sign-in' }, { mergeWithLastSubmission: false })
      return
    }
    const email = form.get('email')?.trim().toLowerCase() ?? ''
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error('Not an e-mail')
    const accountId = standInSubject(email)
    accounts.set(accountId, { email, email_verified: true, name: email.split('@')[0]!, ...(hooks.picture === false ? {} : { picture: `${url}/avatar/${accountId}.svg` }) })
    const clientId = String(details.params.client_id)
    const extra = hooks.formPostFields?.({ accountId, email, clientId })
    if (extra) resumeFields.set(details.uid, extra)
    const grant = new provider.Grant({ accountId, clientId })
    grant.addOIDCScope('openid email profile')
    const grantId = await grant.save()
    await provider.interactionFinished(request, response, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false })
  }

  /** Hands oidc-provider the token request with the form `hooks.tokenForm` made of it (a fresh stream, same headers). */
  async function gateToken(request: IncomingMessage, response: ServerResponse) {
    const form = await hooks.tokenForm!(await readForm(request))
    const body = Buffer.from(form.toString())
    const replay = Object.assign(Readable.from([body]), {
      headers: { ...request.headers, 'content-length': String(body.length) },
      method: request.method,
      url: request.url,
      httpVersion: request.httpVersion,
      socket: request.socket,
      connection: request.socket,
    })
    return callback(replay as unknown as IncomingMessage, response)
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

/** Adds hidden fields to the form_post page oidc-provider is about to send on `response`. */
function addFormFields(response: ServerResponse, fields: Record<string, string>) {
  const end = response.end.bind(response)
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}"/>`)
    .join('')
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk === 'string' && chunk.includes('<form method="post"')) {
      chunk = chunk.replace(/(<form method="post" action="[^"]*">)/, `$1${inputs}`)
      response.removeHeader('content-length')
    }
    return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest)
  }) as typeof response.end
}
