import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { OAuthEndpoints } from '../../embedded/social/providers.ts'
import type { StandInClient } from './googleStandIn.ts'
import { dialectEndpoints, discordDialect, facebookDialect, type OAuthDialect, xDialect } from './oauthDialects.ts'
import { sendStandInAvatar } from './standInAvatar.ts'
import { denied, readForm, redirectBack, setStandInPageHeaders, standInPage } from './standInPage.ts'

export type OAuthStandInProvider = 'x' | 'discord' | 'facebook'
const dialects: Record<OAuthStandInProvider, OAuthDialect> = { x: xDialect, discord: discordDialect, facebook: facebookDialect }

/** How a stand-in's user API answers its next call (the hostile cases), else the user. */
export type UserApiBehaviour = { kind: 'user' } | { kind: 'slow'; ms: number } | { kind: 'huge'; bytes: number } | { kind: 'malformed' } | { kind: 'notAUser' } | { kind: 'status'; status: number } | { kind: 'hang' } | { kind: 'html' }

type Grant = { clientId: string; redirectUri: string; login: string; challenge: string | undefined; expiresAt: number }

/**
 * Local stand-ins for X, Discord and Facebook on one 127.0.0.1 port, each under its own prefix
 * (`/x`, `/discord`, `/facebook`) speaking that provider's documented endpoints (`oauthDialects.ts`):
 * a sign-in page labelled "Local stand-in for X" (etc.) taking any name, the token endpoint
 * (checking the client secret the way the provider takes it, the exact redirect URI, PKCE, a code
 * used once within 10 minutes, refusing as the provider does), the user API for the bearer token,
 * and the pictures it names (`/{provider}/avatars/…`, an SVG). `nextUserAnswer` scripts the next
 * user API answer for the hostile tests.
 */
export async function startOAuthStandIns({ clients, port = 0 }: { clients: Partial<Record<OAuthStandInProvider, readonly StandInClient[]>>; port?: number }) {
  const grants = new Map<string, Grant & { provider: OAuthStandInProvider }>()
  const tokens = new Map<string, { provider: OAuthStandInProvider; login: string }>()
  const behaviours = new Map<OAuthStandInProvider, UserApiBehaviour>()
  /** The logins whose pictures are served: by provider and the user id in the picture's path. */
  const pictures = new Map<string, string>()
  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 400, { error: 'invalid_request' }))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const target = new URL(request.url ?? '/', url)
    const provider = target.pathname.split('/')[1] as OAuthStandInProvider
    const dialect = dialects[provider]
    if (!dialect) return send(response, 404, { error: 'not_found' })
    const path = target.pathname.slice(provider.length + 1)
    const known = clients[provider] ?? []
    if (path === dialect.paths.authorize) {
      const params = request.method === 'POST' ? await readForm(request) : target.searchParams
      const client = known.find((entry) => entry.clientId === params.get('client_id'))
      if (!client || params.get('redirect_uri') !== client.redirectUri) return send(response, 400, { error: 'invalid_request', error_description: 'Unknown client or redirect_uri' })
      if (dialect.pkceRequired && !params.get('code_challenge')) return send(response, 400, { error: 'invalid_request', error_description: 'code_challenge is required' })
      if (params.get('code_challenge') && params.get('code_challenge_method') !== 'S256') return send(response, 400, { error: 'invalid_request', error_description: 'Only S256' })
      if (request.method !== 'POST') {
        const hidden = Object.fromEntries(['client_id', 'redirect_uri', 'state', 'scope', 'code_challenge', 'code_challenge_method', 'response_type'].flatMap((key) => (params.has(key) ? [[key, params.get(key)!]] : [])))
        setStandInPageHeaders(response, client.redirectUri)
        return response.end(standInPage({ provider: dialect.label, action: `/${provider}${dialect.paths.authorize}`, hidden, field: { name: 'login', label: dialect.field.label, value: dialect.field.value } }))
      }
      if (denied(params)) return redirectBack(response, client.redirectUri, dialect.denial, params.get('state'))
      const login = params.get('login')?.trim() ?? ''
      if (!dialect.field.pattern.test(login)) return send(response, 400, { error: 'invalid_request', error_description: `Not a ${dialect.label} name` })
      const code = randomBytes(16).toString('base64url')
      grants.set(code, { provider, clientId: client.clientId, redirectUri: client.redirectUri, login, challenge: params.get('code_challenge') ?? undefined, expiresAt: Date.now() + 600_000 })
      const back = new URL(client.redirectUri)
      back.searchParams.set('code', code)
      if (params.get('state')) back.searchParams.set('state', params.get('state')!)
      response.statusCode = 302
      response.setHeader('location', back.href)
      return response.end()
    }
    if (path === dialect.paths.token && request.method === 'POST') {
      const form = await readForm(request)
      const refuse = (error: string, description: string) => {
        const refusal = dialect.refusal(error, description)
        return send(response, refusal.status, refusal.body)
      }
      const [clientId, clientSecret] = credentials(dialect, request, form)
      const client = known.find((entry) => entry.clientId === clientId)
      if (!client || client.clientSecret !== clientSecret) return refuse('invalid_client', 'Client authentication failed')
      const code = form.get('code') ?? ''
      const grant = grants.get(code)
      grants.delete(code)
      const verifier = form.get('code_verifier') ?? ''
      const pkceOk = grant?.challenge ? createHash('sha256').update(verifier).digest('base64url') === grant.challenge : !dialect.pkceRequired
      if (!grant || grant.provider !== provider || grant.clientId !== client.clientId || grant.expiresAt < Date.now() || !pkceOk) return refuse('invalid_grant', 'The code is not valid')
      if (form.get('redirect_uri') !== grant.redirectUri) return refuse('invalid_grant', 'redirect_uri does not match')
      const token = randomBytes(24).toString('base64url')
      tokens.set(token, { provider, login: grant.login })
      return send(response, 200, { access_token: token, token_type: 'bearer', expires_in: 7200, scope: dialect.scope })
    }
    if (path === dialect.paths.user && request.method === 'GET') {
      const holder = tokens.get(/^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '')
      if (!holder || holder.provider !== provider) return send(response, 401, { error: 'invalid_token' })
      const behaviour = behaviours.get(provider) ?? { kind: 'user' }
      behaviours.delete(provider)
      const user = dialect.user(holder.login, { pictures: `${url}/${provider}/avatars`, query: target.searchParams })
      pictures.set(`${provider} ${idOf(user)}`, holder.login)
      return answerUser(response, behaviour, user)
    }
    const pictureOwner = /^\/avatars\/(\d{1,32})[/._]/.exec(path)?.[1]
    if (pictureOwner && request.method === 'GET' && pictures.has(`${provider} ${pictureOwner}`)) return sendStandInAvatar(response, pictures.get(`${provider} ${pictureOwner}`)!)
    send(response, 404, { error: 'not_found' })
  }

  return {
    url,
    endpoints: Object.fromEntries((Object.keys(dialects) as OAuthStandInProvider[]).map((id) => [id, dialectEndpoints(dialects[id], `${url}/${id}`)])) as Record<OAuthStandInProvider, OAuthEndpoints>,
    /** Sets how `provider`'s user API answers its next call. */
    nextUserAnswer(provider: OAuthStandInProvider, behaviour: UserApiBehaviour) {
      behaviours.set(provider, behaviour)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** The user id in a dialect's user answer (X nests it under `data`). */
function idOf(user: unknown): string {
  const record = user as { id?: unknown; data?: { id?: unknown } }
  return String(record.data?.id ?? record.id)
}

/** The client's id and secret as the dialect takes them: HTTP Basic (X) or the form. */
function credentials(dialect: OAuthDialect, request: IncomingMessage, form: URLSearchParams): [string, string] {
  if (dialect.clientAuth === 'post') return [form.get('client_id') ?? '', form.get('client_secret') ?? '']
  const basic = /^Basic (\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
  if (!basic) return ['', '']
  const [id, secret] = Buffer.from(basic, 'base64').toString().split(':').map((part) => decodeURIComponent(part.replace(/\+/g, ' ')))
  return [id ?? '', secret ?? '']
}

async function answerUser(response: ServerResponse, behaviour: UserApiBehaviour, user: unknown) {
  switch (behaviour.kind) {
    case 'slow':
      await new Promise((resolve) => setTimeout(resolve, behaviour.ms))
      return send(response, 200, user)
    case 'huge':
      return send(response, 200, { ...(user as object), padding: 'x'.repeat(behaviour.bytes) })
    case 'malformed':
      response.setHeader('content-type', 'application/json')
      return response.end('{"id": "1", "username": ')
    case 'notAUser':
      return send(response, 200, { id: { nested: true }, username: ['x'] })
    case 'status':
      return send(response, behaviour.status, { error: 'server_error' })
    case 'hang':
      return // never answers; the stand-in's close() ends the connection
    case 'html':
      response.statusCode = 200
      response.setHeader('content-type', 'text/html; charset=utf-8')
      return response.end('<!doctype html><html><body><h1>Something went wrong</h1></body></html>')
    default:
      return send(response, 200, user)
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  if (response.writableEnded) return
  response.statusCode = status
  response.setHeader('content-type', 'application/json; charset=utf-8')
  response.end(JSON.stringify(body))
}
