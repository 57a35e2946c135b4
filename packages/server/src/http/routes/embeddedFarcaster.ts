import type { z } from 'zod'
import { type Context, Hono } from 'hono'
import { farcasterStartBody, farcasterStatusBody } from '@portico/core/contract'
import { type FarcasterContext, pollFarcasterLogin, startFarcasterLogin } from '../../embedded/farcaster/farcasterLogin.ts'
import { EmbeddedError, EmbeddedUnavailableError } from '../../embedded/errors.ts'
import { frameCookie, sessionCookieName } from '../../embedded/frameCookies.ts'
import { OriginNotAllowedError } from '../../errors.ts'
import { isOriginAllowed } from '../../projects/origins.ts'
import { parseRequest as parse } from '../../utils/badRequest.ts'
import { projectScope } from '../projectScope.ts'
import { readJsonBody } from '../readJsonBody.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/**
 * Sign In With Farcaster into the embedded wallet (issue 28, FIP-11); the server opens and reads the relay channel.
 * Only the frame calls these, but the `Origin` check is no proof (a script sets any header): the
 * session goes to the holder of the `pollSecret` the frame made (never in the URL), once.
 * - `POST /v1/embedded/farcaster/start` `{ parentOrigin, pollSecret }` → `{ loginId, url, expiresAt }`:
 *   the URL the person opens in their Farcaster app (QR code, deep link); 404
 *   `embedded_farcaster_unavailable` unless the project has `farcaster` among its socials.
 * - `POST /v1/embedded/farcaster/status` `{ loginId, pollSecret }` → `{ state: 'pending' }`, or
 *   `{ state: 'completed', expiresAt, user }` and the session cookie once the signed message is
 *   verified; 400 `embedded_farcaster_login_invalid`, 410 `…_expired`, 401 `…_refused`, 502 `…_relay_failed`.
 */
export function embeddedFarcasterRoutes(deps: AppDeps) {
  const context = (): FarcasterContext => {
    if (!deps.embedded) throw new EmbeddedUnavailableError({ missing: 'embeddedWallet (master key, mailer, frame origin)' })
    return { ...deps.embedded, db: deps.db, now: deps.now() }
  }
  const scoped = (bucket: 'embeddedFarcasterStart' | 'embeddedFarcasterStatus') =>
    [
      projectScope(deps, { bucket, checkOrigin: false }),
      async (c: Context<AppEnv>, next: () => Promise<void>) => {
        if (c.get('scope').origin !== context().frameOrigin) throw new EmbeddedError('embedded_origin_refused', 'Only the wallet frame may call this')
        await next()
      },
    ] as const
  const body = async <T extends Parameters<typeof parse>[0]>(c: Context<AppEnv>, schema: T) =>
    parse(schema, await readJsonBody(c, { limit: deps.bodyLimit, empty: {} }), 'body') as z.output<T>

  return new Hono<AppEnv>()
    .post('/v1/embedded/farcaster/start', ...scoped('embeddedFarcasterStart'), async (c) => {
      const { parentOrigin, pollSecret } = await body(c, farcasterStartBody)
      const { project } = c.get('scope')
      if (project.allowedOrigins.length === 0) {
        throw new EmbeddedError('embedded_origin_refused', 'Farcaster sign-in needs the project to list its origins', {
          details: { fix: `portico-server project origins ${project.id} --set https://app.example.com` },
        })
      }
      const parent = new URL(parentOrigin).origin
      if (!isOriginAllowed(parent, project.allowedOrigins)) throw new OriginNotAllowedError({ origin: parent })
      const started = await startFarcasterLogin(context(), { project, parentOrigin: parent, pollSecret })
      return c.json({ loginId: started.loginId, url: started.url, expiresAt: new Date(started.expiresAt).toISOString() })
    })
    .post('/v1/embedded/farcaster/status', ...scoped('embeddedFarcasterStatus'), async (c) => {
      const { loginId, pollSecret, transport } = await body(c, farcasterStatusBody)
      const { project } = c.get('scope')
      const poll = await pollFarcasterLogin(context(), { projectId: project.id, loginId, pollSecret, userAgent: c.req.header('user-agent') })
      if (poll.state === 'pending') return c.json({ state: 'pending' as const })
      const expiresAt = new Date(poll.expiresAt).toISOString()
      if (transport === 'bearer') return c.json({ state: 'completed' as const, token: poll.token, expiresAt, user: poll.user })
      c.header('Set-Cookie', frameCookie(sessionCookieName(project.id), poll.token, (poll.expiresAt - deps.now()) / 1000))
      return c.json({ state: 'completed' as const, expiresAt, user: poll.user })
    })
}
