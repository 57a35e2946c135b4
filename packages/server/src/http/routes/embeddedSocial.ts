import type { z } from 'zod'
import { type Context, Hono } from 'hono'
import { callbackPage } from '../../embedded/social/callbackPage.ts'
import { completeSocialLogin, finishSocialLogin, type SocialContext, startSocialLogin } from '../../embedded/social/socialLogin.ts'
import { EmbeddedError, EmbeddedUnavailableError } from '../../embedded/errors.ts'
import { frameCookie, sessionCookieName } from '../../embedded/frameCookies.ts'
import { OriginNotAllowedError } from '../../errors.ts'
import { isOriginAllowed } from '../../projects/origins.ts'
import { getProject } from '../../projects/projects.ts'
import { parseRequest as parse } from '../../utils/badRequest.ts'
import { projectScope } from '../projectScope.ts'
import { rateLimit } from '../rateLimit.ts'
import { readJsonBody } from '../readJsonBody.ts'
import type { AppDeps, AppEnv } from '../types.ts'
import { socialCallbackQuery, socialFinishBody, socialStartBody } from './embeddedSocialSchemas.ts'

/**
 * Social logins into the embedded wallet (issue 28): the Portico server is the OAuth client.
 * - `POST /v1/embedded/social/start` (frame only) `{ provider, parentOrigin }` → `{ loginId, url }`:
 *   the provider's authorization URL (code + PKCE + state, and nonce for OIDC) for the host to open
 *   in a popup; 404 `embedded_social_unknown_provider` unless the project has that social on and a
 *   client configured.
 * - `GET /v1/embedded/social/callback/:provider` (the exact redirect URI): the provider sends the
 *   popup here; a page hands the outcome (a one-time result, or the error) to the wallet frame
 *   alone. 400 `embedded_social_state_invalid` for a forged, replayed or expired state.
 * - `POST /v1/embedded/social/finish` (frame only) `{ loginId, result }` → `{ expiresAt, user }` and
 *   the session cookie, as after an e-mail code; 400 `embedded_social_result_invalid`.
 */
export function embeddedSocialRoutes(deps: AppDeps) {
  const context = (): SocialContext => {
    if (!deps.embedded) throw new EmbeddedUnavailableError({ missing: 'embeddedWallet (master key, mailer, frame origin)' })
    return { ...deps.embedded, db: deps.db, now: deps.now() }
  }
  const scoped = (bucket: 'embeddedSocialStart' | 'embeddedSocialFinish') =>
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
    .post('/v1/embedded/social/start', ...scoped('embeddedSocialStart'), async (c) => {
      const { provider, parentOrigin } = await body(c, socialStartBody)
      const { project } = c.get('scope')
      // As for e-mail: "any origin" would include a phishing page's.
      if (project.allowedOrigins.length === 0) {
        throw new EmbeddedError('embedded_origin_refused', 'Social login needs the project to list its origins', {
          details: { fix: `portico-server project origins ${project.id} --set https://app.example.com` },
        })
      }
      const parent = new URL(parentOrigin).origin
      if (!isOriginAllowed(parent, project.allowedOrigins)) throw new OriginNotAllowedError({ origin: parent })
      return c.json(await startSocialLogin(context(), { project, provider, parentOrigin: parent }))
    })
    .get('/v1/embedded/social/callback/:provider', rateLimit(deps, 'embeddedSocialCallback'), async (c) => {
      const ctx = context()
      const provider = c.req.param('provider').slice(0, 32)
      const query = parse(socialCallbackQuery, c.req.query(), 'query')
      // The exact redirect URI, from the configured public URL (never Host), with what the provider sent.
      const callbackUrl = new URL(`${ctx.publicUrl}/v1/embedded/social/callback/${encodeURIComponent(provider)}`)
      for (const [key, value] of Object.entries(query)) if (value !== undefined) callbackUrl.searchParams.set(key, value)
      const outcome = await completeSocialLogin(ctx, { provider, callbackUrl, project: (id) => getProject(deps.db, id) })
      const page = callbackPage(outcome)
      c.header('Content-Security-Policy', page.csp)
      c.header('X-Content-Type-Options', 'nosniff')
      c.header('Referrer-Policy', 'no-referrer')
      c.header('Cache-Control', 'no-store')
      return c.html(page.html)
    })
    .post('/v1/embedded/social/finish', ...scoped('embeddedSocialFinish'), async (c) => {
      const { transport, loginId, result } = await body(c, socialFinishBody)
      const { project } = c.get('scope')
      const done = await finishSocialLogin(context(), { projectId: project.id, loginId, result, userAgent: c.req.header('user-agent') })
      const expiresAt = new Date(done.expiresAt).toISOString()
      if (transport === 'bearer') return c.json({ token: done.token, expiresAt, user: done.user })
      c.header('Set-Cookie', frameCookie(sessionCookieName(project.id), done.token, (done.expiresAt - deps.now()) / 1000))
      return c.json({ expiresAt, user: done.user })
    })
}
