import type { z } from 'zod/mini'
import { type Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { socialCallbackParams, socialFinishBody, socialStartBody } from '@portico/core/contract'
import { callbackPage } from '../../embedded/social/callbackPage.ts'
import { refusedCallbackPage, refusedReturnOrigin } from '../../embedded/social/refusedPage.ts'
import { returnRedirect } from '../../embedded/social/returnRedirect.ts'
import { appleNameOf } from '../../embedded/social/profiles.ts'
import { completeSocialLogin, finishSocialLogin, type SocialContext, startSocialLogin } from '../../embedded/social/socialLogin.ts'
import { socialLoginTtlMs } from '../../embedded/social/types.ts'
import { EmbeddedError, EmbeddedUnavailableError } from '../../embedded/errors.ts'
import { frameCookie, readCookie, sessionCookieName, socialReturnCookieName } from '../../embedded/frameCookies.ts'
import { BadRequestError, ServerError } from '../../errors.ts'
import { getProject } from '../../projects/projects.ts'
import { parseRequest as parse } from '../../utils/badRequest.ts'
import { projectScope } from '../projectScope.ts'
import { rateLimit } from '../rateLimit.ts'
import { readBodyText } from '../readBody.ts'
import { readJsonBody } from '../readJsonBody.ts'
import type { AppDeps, AppEnv } from '../types.ts'
import { checkParentOrigin } from './socialParent.ts'
import { checkReturnTo } from './socialReturn.ts'

/** Apple's form (code, state, id_token, user) is a few KiB at most. */
const formLimit = 16_384

/**
 * Social logins into the embedded wallet (issue 28): the Portico server is the OAuth client.
 * - `POST /v1/embedded/social/start` (frame only) `{ provider, parentOrigin, returnTo? }` → `{ loginId, url }`:
 *   the provider's authorization URL (code + PKCE + state, and nonce for OIDC) for the host to open
 *   in a popup; 404 `embedded_social_unknown_provider` unless the project has that social on and a
 *   client configured. With `returnTo` (popup blocked: the host goes to the provider in its own tab)
 *   the callback redirects there; 400 `embedded_social_return_refused` unless its origin is the host
 *   page's and exactly one of the project's listed origins.
 * - `GET /v1/embedded/social/callback/:provider` (the exact redirect URI): the provider sends the
 *   popup here; a page hands the outcome (a one-time result, or the error) to the wallet frame
 *   alone; for a same-tab login, a 303 to its return address with the outcome in the fragment.
 *   400 `embedded_social_state_invalid` for a forged, replayed or expired state. A browser (it asks
 *   for HTML) refused here gets a page instead of JSON, with the same status and the typed code in
 *   it, and a link back to the app only when the attempt's return address was checked at its start
 *   (`refusedCallbackPage`).
 * - `POST /v1/embedded/social/callback/:provider`: the same for a provider answering with
 *   `response_mode=form_post` (Apple), and only for one. No cookie is read: the single-use `state`
 *   is what ties the answer to its attempt, so a cross-site POST can do nothing a GET could not.
 * - `POST /v1/embedded/social/finish` (frame only) `{ loginId, result }` → `{ expiresAt, user }` and
 *   the session cookie, as after an e-mail code; 400 `embedded_social_result_invalid`. Back from a
 *   same-tab login the frame sends `{ result }` only: the start set a partitioned, HttpOnly cookie
 *   naming the attempt (neither the host page nor any script reads it), cleared here.
 * Linking a login to a signed-in user's wallet is in `embeddedLogins.ts`.
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
  const body = async <T extends z.ZodMiniType>(c: Context<AppEnv>, schema: T) => parse(schema, await readJsonBody(c, { limit: deps.bodyLimit, empty: {} }), 'body') as z.output<T>

  /** The callback, whichever way the provider answered: `params` are what it sent (query or form). */
  const callback = async (c: Context<AppEnv>, params: z.output<typeof socialCallbackParams>) => {
    const ctx = context()
    const provider = c.req.param('provider')!.slice(0, 32)
    // The exact redirect URI, from the configured public URL (never Host), with what the provider sent.
    const callbackUrl = new URL(`${ctx.publicUrl}/v1/embedded/social/callback/${encodeURIComponent(provider)}`)
    const { user, ...sent } = params
    for (const [key, value] of Object.entries(sent)) if (value !== undefined) callbackUrl.searchParams.set(key, value)
    const outcome = await completeSocialLogin(ctx, { provider, callbackUrl, appleName: appleNameOf(user), project: (id) => getProject(deps.db, id) })
    privatePage(c)
    // A same-tab login (the popup was blocked): back to the host page it started on.
    if (outcome.returnTo) return c.redirect(returnRedirect({ ...outcome, returnTo: outcome.returnTo }), 303)
    const page = callbackPage(outcome)
    c.header('Content-Security-Policy', page.csp)
    return c.html(page.html)
  }

  /** A refusal at the callback: a page for a browser (it asks for HTML), else thrown on to the JSON answer. */
  const refused = async (c: Context<AppEnv>, state: string | undefined, error: unknown) => {
    if (!(error instanceof ServerError) || !(c.req.header('accept') ?? '').includes('text/html')) throw error
    const provider = c.req.param('provider')!.slice(0, 32)
    const returnOrigin = await refusedReturnOrigin(deps.db, { provider, state, allowedOrigins: async (id) => (await getProject(deps.db, id))?.allowedOrigins })
    const page = refusedCallbackPage({ code: error.code, message: error.message, returnOrigin })
    privatePage(c)
    c.header('Content-Security-Policy', page.csp)
    return c.html(page.html, error.status as ContentfulStatusCode)
  }

  return new Hono<AppEnv>()
    .post('/v1/embedded/social/start', ...scoped('embeddedSocialStart'), async (c) => {
      const { provider, parentOrigin, returnTo } = await body(c, socialStartBody)
      const { project } = c.get('scope')
      const parent = checkParentOrigin(project, parentOrigin)
      const started = await startSocialLogin(context(), { project, provider, parentOrigin: parent, returnTo: returnTo === undefined ? undefined : checkReturnTo(project, parent, returnTo) })
      // Same tab: the frame that finishes is a new one (its storage may be blocked); the partitioned cookie names the attempt.
      if (returnTo !== undefined) c.header('Set-Cookie', frameCookie(socialReturnCookieName(project.id), started.loginId, socialLoginTtlMs / 1000), { append: true })
      return c.json(started)
    })
    .get('/v1/embedded/social/callback/:provider', rateLimit(deps, 'embeddedSocialCallback'), async (c) => {
      try {
        const { user: _ignored, ...query } = parse(socialCallbackParams, c.req.query(), 'query')
        return await callback(c, query)
      } catch (error) {
        return refused(c, c.req.query('state'), error)
      }
    })
    .post('/v1/embedded/social/callback/:provider', rateLimit(deps, 'embeddedSocialCallback'), async (c) => {
      let state: string | undefined
      try {
        const endpoints = context().social.endpoints[c.req.param('provider') as keyof SocialContext['social']['endpoints']]
        if (endpoints?.protocol !== 'oidc' || endpoints.responseMode !== 'form_post') throw new BadRequestError('This login provider answers by redirect, not by a form')
        const text = await readBodyText(c, formLimit)
        if (text.includes('\0') || /%00/.test(text)) throw new BadRequestError('The form holds a NUL character')
        const form = new URLSearchParams(text)
        state = form.get('state') ?? undefined
        return await callback(c, parse(socialCallbackParams, Object.fromEntries(form), 'form'))
      } catch (error) {
        return refused(c, state, error)
      }
    })
    .post('/v1/embedded/social/finish', ...scoped('embeddedSocialFinish'), async (c) => {
      const { transport, loginId: given, result } = await body(c, socialFinishBody)
      const { project } = c.get('scope')
      const returnCookie = socialReturnCookieName(project.id)
      const loginId = given ?? readCookie(c.req.header('cookie'), returnCookie)
      if (!loginId || !/^[0-9a-f]{32}$/.test(loginId)) throw new EmbeddedError('embedded_social_result_invalid', 'This login result is not valid: start the login again')
      const done = await finishSocialLogin(context(), { projectId: project.id, loginId, result, userAgent: c.req.header('user-agent') })
      if (given === undefined) c.header('Set-Cookie', frameCookie(returnCookie, '', 0), { append: true })
      const expiresAt = new Date(done.expiresAt).toISOString()
      if (transport === 'bearer') return c.json({ token: done.token, expiresAt, user: done.user })
      c.header('Set-Cookie', frameCookie(sessionCookieName(project.id), done.token, (done.expiresAt - deps.now()) / 1000), { append: true })
      return c.json({ expiresAt, user: done.user })
    })
}

/** The callback's answers (a page, or a redirect carrying a result): never sniffed, cached or sent on as a referrer. */
function privatePage(c: Context<AppEnv>) {
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Referrer-Policy', 'no-referrer')
  c.header('Cache-Control', 'no-store')
}
