import type { z } from 'zod/mini'
import { type Context, Hono } from 'hono'
import { linkFinishBody, linkStartBody, unlinkBody } from '@portico/core/contract'
import { EmbeddedError, EmbeddedUnavailableError } from '../../embedded/errors.ts'
import { listLinkedLogins, unlinkLogin } from '../../embedded/linkedLogins.ts'
import { mailLoginChange } from '../../embedded/loginNotices.ts'
import { type PasskeyProof, requirePasskeyFactor } from '../../embedded/passkeys/passkeyFactor.ts'
import { requireEmbeddedSession, requireFreshLogin, requireSecondProof } from '../../embedded/sessions.ts'
import { listSocialClients } from '../../embedded/social/socialClients.ts'
import { finishSocialLink, startSocialLink } from '../../embedded/social/socialLink.ts'
import type { SocialContext } from '../../embedded/social/socialLogin.ts'
import { describeUser } from '../../embedded/wallets.ts'
import type { RateLimitBucket } from '../../rateLimit/policies.ts'
import { parseRequest as parse } from '../../utils/badRequest.ts'
import { projectScope } from '../projectScope.ts'
import { readJsonBody } from '../readJsonBody.ts'
import type { AppDeps, AppEnv } from '../types.ts'
import { sessionTokenOf } from './embeddedSessionToken.ts'
import { checkParentOrigin } from './socialParent.ts'

/**
 * A signed-in user's logins ("Linked logins" in the frame's settings, issue 28). Frame only (its
 * origin, which a page cannot forge in a browser), with the user's session (cookie or bearer), each
 * rate-limited. The identity is (provider, subject): a login opens one wallet, and another login
 * joins it only here, by a person already signed in.
 * - `GET /v1/embedded/logins` → `{ logins, available }` (the socials this project can link).
 * - `POST /v1/embedded/logins/link/start` `{ provider, parentOrigin }` → `{ loginId, url, binding }`:
 *   a social login to link to this wallet instead of signing in. The callback links nothing (it may
 *   run in another browser: a phished URL); it hands its result to that browser's frame only
 *   (`embedded_login_taken` on the callback page when another wallet has the login). Only with a
 *   fresh login (the session made within 10 minutes, else `embedded_reauth_required`); a wallet with a
 *   passkey brings `passkey` (an assertion for its verify request, else `embedded_passkey_required`).
 * - `POST /v1/embedded/logins/link/finish` `{ loginId, result, binding }` → `{ user, logins }`: the
 *   link, once, for the session that started it, with its start's `binding` and the callback's
 *   result (else `embedded_social_result_invalid`); the wallet's address is mailed first.
 * - `POST /v1/embedded/logins/unlink` `{ provider, id }` → `{ logins }`; never the last
 *   (`embedded_last_login`), only the user's own (`embedded_login_not_linked`); mailed first. A wallet
 *   with a passkey brings `passkey` as for the link.
 */
export function embeddedLoginsRoutes(deps: AppDeps) {
  const context = (): SocialContext => {
    if (!deps.embedded) throw new EmbeddedUnavailableError({ missing: 'embeddedWallet (master key, mailer, frame origin)' })
    return { ...deps.embedded, db: deps.db, now: deps.now() }
  }
  const scoped = (bucket: RateLimitBucket) =>
    [
      projectScope(deps, { bucket, checkOrigin: false }),
      async (c: Context<AppEnv>, next: () => Promise<void>) => {
        if (c.get('scope').origin !== context().frameOrigin) throw new EmbeddedError('embedded_origin_refused', 'Only the wallet frame may call this')
        await next()
      },
    ] as const
  const body = async <T extends z.ZodMiniType>(c: Context<AppEnv>, schema: T) => parse(schema, await readJsonBody(c, { limit: deps.bodyLimit, empty: {} }), 'body') as z.output<T>
  const session = (c: Context<AppEnv>) =>
    requireEmbeddedSession(deps.db, { token: sessionTokenOf(c), projectId: c.get('scope').project.id, frameOrigin: context().frameOrigin, now: deps.now() })
  /** A wallet with a passkey brings an assertion of it for this change (issue 40), checked before anything else happens. */
  const passkeyFactor = (c: Context<AppEnv>, current: { userId: string; id: string; parentOrigin: string | null }, proof: PasskeyProof | undefined) => {
    const { master, frameOrigin } = context()
    const passkeys = { db: deps.db, master, now: deps.now(), projectId: c.get('scope').project.id, frameOrigin, topOrigin: current.parentOrigin ?? undefined }
    return requirePasskeyFactor(passkeys, { userId: current.userId, sessionId: current.id }, proof)
  }

  return new Hono<AppEnv>()
    .get('/v1/embedded/logins', ...scoped('embeddedSession'), async (c) => {
      const { userId } = await session(c)
      const { project } = c.get('scope')
      const endpoints = context().social.endpoints
      const configured = new Set((await listSocialClients(deps.db, project.id)).map((client) => client.provider))
      const available = (project.features.socials || []).filter((provider) => configured.has(provider) && endpoints[provider])
      return c.json({ logins: await listLinkedLogins(deps.db, userId), available })
    })
    .post('/v1/embedded/logins/link/start', ...scoped('embeddedSocialStart'), async (c) => {
      const current = await session(c)
      requireSecondProof(current)
      const { provider, parentOrigin, passkey } = await body(c, linkStartBody)
      requireFreshLogin(current, deps.now())
      await passkeyFactor(c, current, passkey)
      const { project } = c.get('scope')
      return c.json(await startSocialLink(context(), { project, provider, parentOrigin: checkParentOrigin(project, parentOrigin), userId: current.userId, sessionId: current.id }))
    })
    .post('/v1/embedded/logins/link/finish', ...scoped('embeddedSocialFinish'), async (c) => {
      const current = await session(c)
      const { userId } = current
      const { loginId, result, binding } = await body(c, linkFinishBody)
      const { project } = c.get('scope')
      await finishSocialLink(context(), { projectId: project.id, loginId, result, binding, userId, sessionId: current.id, projectName: project.name, appOrigin: current.parentOrigin })
      const [user, logins] = await Promise.all([describeUser(deps.db, userId), listLinkedLogins(deps.db, userId)])
      return c.json({ user, logins })
    })
    .post('/v1/embedded/logins/unlink', ...scoped('embeddedAccount'), async (c) => {
      const current = await session(c)
      const { userId } = current
      const { provider, id, passkey } = await body(c, unlinkBody)
      await passkeyFactor(c, current, passkey)
      // Told before it goes (a mail that cannot go removes nothing); a refused unlink is not mailed.
      const logins = await listLinkedLogins(deps.db, userId)
      if (logins.length > 1 && logins.some((login) => login.provider === provider && login.id === id)) {
        const { project } = c.get('scope')
        await mailLoginChange({ ...context(), db: deps.db }, { userId, change: 'removed', provider, projectName: project.name, appOrigin: current.parentOrigin })
      }
      return c.json({ logins: await unlinkLogin(deps.db, { userId, provider, subject: id }) })
    })
}
