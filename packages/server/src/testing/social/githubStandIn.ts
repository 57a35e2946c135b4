import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { OAuthEndpoints } from '../../embedded/social/providers.ts'
import type { StandInClient } from './googleStandIn.ts'
import { sendStandInAvatar } from './standInAvatar.ts'
import { denied, readForm, redirectBack, setStandInPageHeaders, standInPage } from './standInPage.ts'

export type OAuthStandIn = { url: string; endpoints: OAuthEndpoints; close(): Promise<void> }

type Grant = { clientId: string; redirectUri: string; login: string; challenge: string | undefined; expiresAt: number }

/** A stable numeric id per login, as GitHub's are numbers that never change. */
const userId = (login: string) => Number.parseInt(createHash('sha256').update(login.toLowerCase()).digest('hex').slice(0, 12), 16)

/**
 * A local stand-in for GitHub, speaking its documented OAuth app endpoints: `GET /login/oauth/authorize`
 * (a sign-in page labelled "Local stand-in for GitHub" taking any login), `POST /login/oauth/access_token`
 * (JSON when asked; like GitHub, a refused code is a 200 with `error: "bad_verification_code"`), and the
 * REST `GET /user` (`{ id, login, avatar_url }`, the picture served here at `/avatars/u/{id}`) for the bearer token. Checks the client secret, the exact
 * redirect URI, PKCE (S256, when the authorization sent a challenge), and that each code is used once
 * within 10 minutes.
 */
export async function startGithubStandIn({ clients, port = 0 }: { clients: readonly StandInClient[]; port?: number }): Promise<OAuthStandIn> {
  const grants = new Map<string, Grant>()
  const tokens = new Map<string, string>()
  /** The logins whose picture is served, by id. */
  const pictures = new Map<string, string>()
  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 400, { message: 'Bad request' }))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const target = new URL(request.url ?? '/', url)
    if (target.pathname === '/login/oauth/authorize') {
      const params = request.method === 'POST' ? await readForm(request) : target.searchParams
      const client = clients.find((entry) => entry.clientId === params.get('client_id'))
      const redirectUri = params.get('redirect_uri') ?? client?.redirectUri
      if (!client || redirectUri !== client.redirectUri) return send(response, 400, { message: 'The redirect_uri MUST match the registered callback URL for this application.' })
      const forwarded = Object.fromEntries(['client_id', 'redirect_uri', 'state', 'scope', 'code_challenge', 'code_challenge_method'].flatMap((key) => (params.has(key) ? [[key, params.get(key)!]] : [])))
      if (request.method !== 'POST') {
        setStandInPageHeaders(response, client.redirectUri)
        return response.end(standInPage({ provider: 'GitHub', action: '/login/oauth/authorize', hidden: forwarded, field: { name: 'login', label: 'GitHub login', value: 'octocat' } }))
      }
      // GitHub's documented answer when the person refuses the authorization.
      const refusal = { error: 'access_denied', error_description: 'The user has denied your application access.', error_uri: 'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-authorization-request-errors/#access-denied' }
      if (denied(params)) return redirectBack(response, client.redirectUri, refusal, params.get('state'))
      const login = params.get('login')?.trim() ?? ''
      if (!/^[A-Za-z0-9-]{1,39}$/.test(login)) return send(response, 400, { message: 'Not a GitHub login' })
      if (params.get('code_challenge') && params.get('code_challenge_method') !== 'S256') return send(response, 400, { message: 'Only S256' })
      const code = randomBytes(10).toString('hex')
      grants.set(code, { clientId: client.clientId, redirectUri: client.redirectUri, login, challenge: params.get('code_challenge') ?? undefined, expiresAt: Date.now() + 600_000 })
      const back = new URL(client.redirectUri)
      back.searchParams.set('code', code)
      if (params.get('state')) back.searchParams.set('state', params.get('state')!)
      response.statusCode = 302
      response.setHeader('location', back.href)
      return response.end()
    }
    if (target.pathname === '/login/oauth/access_token' && request.method === 'POST') {
      const form = await readForm(request)
      const client = clients.find((entry) => entry.clientId === form.get('client_id'))
      if (!client || client.clientSecret !== form.get('client_secret')) return send(response, 200, { error: 'incorrect_client_credentials', error_description: 'The client_id and/or client_secret passed are incorrect.' })
      const code = form.get('code') ?? ''
      const grant = grants.get(code)
      grants.delete(code)
      const verifier = form.get('code_verifier') ?? ''
      const pkceOk = !grant?.challenge || createHash('sha256').update(verifier).digest('base64url') === grant.challenge
      if (!grant || grant.clientId !== client.clientId || grant.expiresAt < Date.now() || !pkceOk) {
        return send(response, 200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' })
      }
      if (form.has('redirect_uri') && form.get('redirect_uri') !== grant.redirectUri) return send(response, 200, { error: 'redirect_uri_mismatch', error_description: 'The redirect_uri MUST match the registered callback URL for this application.' })
      const token = `gho_${randomBytes(18).toString('base64url')}`
      tokens.set(token, grant.login)
      return send(response, 200, { access_token: token, token_type: 'bearer', scope: 'read:user' })
    }
    if (target.pathname === '/user' && request.method === 'GET') {
      const login = tokens.get(/^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '')
      if (!login) return send(response, 401, { message: 'Bad credentials' })
      const id = userId(login)
      pictures.set(String(id), login)
      return send(response, 200, { login, id, type: 'User', avatar_url: `${url}/avatars/u/${id}?v=4` })
    }
    const picture = /^\/avatars\/u\/(\d{1,20})$/.exec(target.pathname)?.[1]
    if (picture && request.method === 'GET' && pictures.has(picture)) return sendStandInAvatar(response, pictures.get(picture)!)
    send(response, 404, { message: 'Not Found' })
  }

  return {
    url,
    endpoints: { protocol: 'oauth2', authorizationEndpoint: `${url}/login/oauth/authorize`, tokenEndpoint: `${url}/login/oauth/access_token`, userEndpoint: `${url}/user`, scope: 'read:user' },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status
  response.setHeader('content-type', 'application/json; charset=utf-8')
  response.end(JSON.stringify(body))
}
