import { Hono, type MiddlewareHandler } from 'hono'
import { createPublicClient, http, type PublicClient } from 'viem'
import { siwxNonceBody as nonceBody, siwxVerifyBody as verifyBody } from '@portico/core/contract'
import { SiwxError, SiwxOriginsRequiredError } from '../../siwx/errors.ts'
import { readSessionToken } from '../../siwx/getSiwxSession.ts'
import { issueNonce } from '../../siwx/nonces.ts'
import type { RpcUrls } from '../../siwx/rpcUrls.ts'
import { sessionCookie } from '../../siwx/sessionCookie.ts'
import { findSession, revokeSession } from '../../siwx/sessions.ts'
import { verifySignIn } from '../../siwx/verifySignIn.ts'
import { isOfflineChain } from '../../siwx/verifiers/signInVerifiers.ts'
import { badRequestFromZod } from '../../utils/badRequest.ts'
import { credentialedCors } from '../cors.ts'
import { projectScope } from '../projectScope.ts'
import { readJsonBody } from '../readJsonBody.ts'
import type { AppDeps, AppEnv } from '../types.ts'

export type SiwxRoutesOptions = {
  /** RPC per CAIP-2 chain, for smart-account signatures (the app's chain upstreams); Solana and Bitcoin sign-ins need none. */
  rpcUrls: RpcUrls
}

/**
 * Sign-in with the wallet (project-scoped, origin checked, CORS with credentials for listed origins).
 * Only for projects with an allow-list (403 `siwx_origins_required` otherwise):
 * - `POST /v1/siwx/nonce` `{ chainId?, address? }` → `{ nonce, expiresAt }`: single use, 10 min,
 *   bound to the requesting origin.
 * - `POST /v1/siwx/verify` `{ message, signature, transport? }` → `{ session, token? }`; sets the
 *   http-only session cookie in cookie mode, answers the token in bearer mode. A session the request
 *   already carries (cookie or bearer) ends: a browser holds one session at a time.
 * - `GET /v1/siwx/me` (cookie or `Authorization: Bearer`) → `{ session }`, or 401 `siwx_no_session`.
 * - `POST /v1/siwx/signout` → `{ ok: true }`; ends the session and clears the cookie.
 */
export function siwxRoutes(deps: AppDeps, options: SiwxRoutesOptions) {
  const { rpcUrls } = options
  const clients = new Map<string, PublicClient>()
  const clientFor = (chainId: string) => {
    const url = rpcUrls[chainId]
    if (!url) return undefined
    let client = clients.get(chainId)
    if (!client) {
      client = createPublicClient({ transport: http(url, { retryCount: 0, timeout: 10_000 }) }) as PublicClient
      clients.set(chainId, client)
    }
    return client
  }
  const cookie = (c: { req: { url: string; header(name: string): string | undefined } }, projectId: string, token: string, maxAge: number) =>
    sessionCookie({ projectId, token, maxAge, secure: deps.isSecure({ url: c.req.url, forwardedProto: c.req.header('x-forwarded-proto') }) })

  return new Hono<AppEnv>()
    .use('/v1/siwx/*', credentialedCors())
    .post('/v1/siwx/nonce', projectScope(deps, { bucket: 'siwxNonce' }), requireOrigins, async (c) => {
      const { project, origin } = c.get('scope')
      const body = nonceBody.safeParse(await readJsonBody(c, { limit: deps.bodyLimit, empty: {} }))
      if (!body.success) throw badRequestFromZod(body.error, 'body')
      if (body.data.chainId && !rpcUrls[body.data.chainId] && !isOfflineChain(body.data.chainId))
        throw new SiwxError('siwx_chain_not_supported', `This server verifies no sign-in on ${body.data.chainId}`)
      const { nonce, expiresAt } = await issueNonce(deps.db, { projectId: project.id, ...body.data, origin, now: deps.now() })
      return c.json({ nonce, expiresAt: new Date(expiresAt).toISOString() })
    })
    .post('/v1/siwx/verify', projectScope(deps, { bucket: 'siwxVerify' }), requireOrigins, async (c) => {
      const { project, origin } = c.get('scope')
      const body = verifyBody.safeParse(await readJsonBody(c, { limit: deps.bodyLimit, empty: {} }))
      if (!body.success) throw badRequestFromZod(body.error, 'body')
      const { token, session } = await verifySignIn(deps.db, {
        projectId: project.id,
        allowedOrigins: project.allowedOrigins,
        origin,
        message: body.data.message,
        signature: body.data.signature,
        now: deps.now(),
        clientFor,
      })
      // One session per browser: the one it held (account switch, re-sign-in) ends with this one.
      const previous = readSessionToken(c.req.raw.headers, project.id)
      if (previous) await revokeSession(deps.db, { token: previous, now: deps.now() })
      if (body.data.transport === 'bearer') return c.json({ session, token })
      const maxAge = Math.max(0, Math.floor((Date.parse(session.expiresAt) - deps.now()) / 1000))
      c.header('Set-Cookie', cookie(c, project.id, token, maxAge))
      return c.json({ session })
    })
    .get('/v1/siwx/me', projectScope(deps, { bucket: 'siwxSession' }), requireOrigins, async (c) => {
      const { project } = c.get('scope')
      const token = readSessionToken(c.req.raw.headers, project.id)
      const session = token ? await findSession(deps.db, { projectId: project.id, token, now: deps.now() }) : undefined
      if (!session) throw new SiwxError('siwx_no_session', 'No live sign-in session')
      return c.json({ session })
    })
    .post('/v1/siwx/signout', projectScope(deps, { bucket: 'siwxSession' }), requireOrigins, async (c) => {
      const { project } = c.get('scope')
      const token = readSessionToken(c.req.raw.headers, project.id)
      if (token) await revokeSession(deps.db, { token, now: deps.now() })
      c.header('Set-Cookie', cookie(c, project.id, '', 0))
      return c.json({ ok: true })
    })
}

/** Sign-in refuses projects without an allow-list (403 `siwx_origins_required`): "any origin" would include a phishing site's. */
const requireOrigins: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { project } = c.get('scope')
  if (project.allowedOrigins.length === 0) throw new SiwxOriginsRequiredError({ projectId: project.id })
  await next()
}
