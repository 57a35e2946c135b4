import type { z } from 'zod/mini'
import { type Context, Hono } from 'hono'
import { passkeyAddBody, passkeyFinishBody, passkeyRenameBody, passkeySignupBody, passkeyStartBody } from '@portico/core/contract'
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { EmbeddedError, EmbeddedUnavailableError } from '../../embedded/errors.ts'
import { frameCookie, sessionCookieName } from '../../embedded/frameCookies.ts'
import {
  beginPasskeyAuthentication,
  beginPasskeyRegistration,
  finishPasskeyAuthentication,
  finishPasskeyRegistration,
  type PasskeyContext,
} from '../../embedded/passkeys/passkeyCeremony.ts'
import { passkeyListing } from '../../embedded/passkeys/passkeyListing.ts'
import { renamePasskey } from '../../embedded/passkeys/passkeyNames.ts'
import { createEmbeddedSession, requireEmbeddedSession } from '../../embedded/sessions.ts'
import { describeUser } from '../../embedded/wallets.ts'
import { parseRequest as parse } from '../../utils/badRequest.ts'
import { projectScope } from '../projectScope.ts'
import { readJsonBody } from '../readJsonBody.ts'
import type { AppDeps, AppEnv } from '../types.ts'
import { sessionTokenOf } from './embeddedSessionToken.ts'
import { checkParentOrigin } from './socialParent.ts'

/**
 * Passkeys of the embedded wallet (issue 40). Frame only (its origin); the ceremony itself runs in
 * the frame's page, whose origin the browser puts in the signed client data and the server checks.
 * - `POST /v1/embedded/passkey/signup/start` → `{ requestId, options }` (creation options: RP ID the
 *   frame's host, discoverable credential, user verification required, attestation none).
 * - `POST /v1/embedded/passkey/signup/finish` `{ requestId, response, parentOrigin, transport, name? }` →
 *   `{ expiresAt, user }` and the session: a new user and wallet with this passkey (so named) as its login.
 * - `POST /v1/embedded/passkey/login/start` → `{ requestId, options }` (no credential list: the
 *   browser offers the person's passkeys for this RP ID).
 * - `POST /v1/embedded/passkey/login/finish` (as signup) → the session of the passkey's user.
 * - `GET /v1/embedded/passkeys` (session) → `{ passkeys, sendLimit }` (removal, the limit and the recovery
 *   e-mail are in `embeddedPasskeyAccount.ts`).
 * - `POST /v1/embedded/passkey/add/start`, `…/add/finish` `{ requestId, response, name? }` (session) → a
 *   passkey added to the signed-in wallet (its second factor), bound to the session that began it.
 * - `POST /v1/embedded/passkey/rename` `{ id, name }` (session) → `{ passkeys, sendLimit }`: one of the
 *   wallet's own passkeys renamed (another's is `embedded_passkey_unknown`); a name is 1 to 64
 *   characters, no control or format character (400 `invalid_request` otherwise).
 * - `POST /v1/embedded/passkey/verify/start` (session) → `{ requestId, options }` for the second
 *   factor (the wallet's own passkeys only); the assertion goes with the risky step (`passkey` of
 *   `POST /v1/embedded/export/key`).
 * Refusals: `embedded_request_unknown`/`_expired` (no such live request: each is single use),
 * `embedded_passkey_refused` (does not verify), `embedded_passkey_unknown` (not registered here).
 */
export function embeddedPasskeyRoutes(deps: AppDeps) {
  const embedded = () => {
    if (!deps.embedded) throw new EmbeddedUnavailableError({ missing: 'embeddedWallet (master key, mailer, frame origin)' })
    return deps.embedded
  }
  /** `topOrigin`: the host page the ceremony must come from when the frame is embedded (see `PasskeyContext`). */
  const context = (c: Context<AppEnv>, topOrigin?: string | null): PasskeyContext => ({
    db: deps.db,
    master: embedded().master,
    now: deps.now(),
    projectId: c.get('scope').project.id,
    frameOrigin: embedded().frameOrigin,
    topOrigin: topOrigin ?? undefined,
  })
  const frameOnly = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    if (c.get('scope').origin !== embedded().frameOrigin) throw new EmbeddedError('embedded_origin_refused', 'Only the wallet frame may call this')
    await next()
  }
  const scoped = [projectScope(deps, { bucket: 'embeddedPasskey', checkOrigin: false }), frameOnly] as const
  /** The list is a read the frame makes before each second factor and each send (for the limit): the sessions' budget, not the ceremonies'. */
  const reading = [projectScope(deps, { bucket: 'embeddedSession', checkOrigin: false }), frameOnly] as const
  const body = async <T extends z.ZodMiniType>(c: Context<AppEnv>, schema: T) => parse(schema, await readJsonBody(c, { limit: deps.bodyLimit, empty: {} }), 'body') as z.output<T>
  const session = async (c: Context<AppEnv>) => {
    const current = await requireEmbeddedSession(deps.db, { token: sessionTokenOf(c), projectId: c.get('scope').project.id, frameOrigin: embedded().frameOrigin, now: deps.now() })
    return { current, owner: { userId: current.userId, sessionId: current.id } }
  }
  const listing = (userId: string) => passkeyListing(deps.db, userId)
  /** Opens the session of a passkey sign-up or login, as an e-mail code does. */
  const signIn = async (c: Context<AppEnv>, userId: string, parentOrigin: string, transport: 'cookie' | 'bearer') => {
    const { project } = c.get('scope')
    const opened = await createEmbeddedSession(deps.db, {
      projectId: project.id,
      userId,
      frameOrigin: embedded().frameOrigin,
      parentOrigin,
      now: deps.now(),
      ttlMs: embedded().sessionTtlMs,
      userAgent: c.req.header('user-agent'),
    })
    const answer = { expiresAt: new Date(opened.expiresAt).toISOString(), user: await describeUser(deps.db, userId) }
    if (transport === 'bearer') return c.json({ token: opened.token, ...answer })
    c.header('Set-Cookie', frameCookie(sessionCookieName(project.id), opened.token, (opened.expiresAt - deps.now()) / 1000))
    return c.json(answer)
  }

  return new Hono<AppEnv>()
    .post('/v1/embedded/passkey/signup/start', ...scoped, async (c) => {
      await body(c, passkeyStartBody)
      return c.json(await beginPasskeyRegistration(context(c), null))
    })
    .post('/v1/embedded/passkey/signup/finish', ...scoped, async (c) => {
      const { requestId, response, parentOrigin, transport, name } = await body(c, passkeySignupBody)
      const parent = checkParentOrigin(c.get('scope').project, parentOrigin)
      const { userId } = await finishPasskeyRegistration(context(c, parent), null, { requestId, response: response as RegistrationResponseJSON, name })
      return signIn(c, userId, parent, transport)
    })
    .post('/v1/embedded/passkey/login/start', ...scoped, async (c) => {
      await body(c, passkeyStartBody)
      return c.json(await beginPasskeyAuthentication(context(c), null))
    })
    .post('/v1/embedded/passkey/login/finish', ...scoped, async (c) => {
      const { requestId, response, parentOrigin, transport } = await body(c, passkeyFinishBody)
      const parent = checkParentOrigin(c.get('scope').project, parentOrigin)
      const { userId } = await finishPasskeyAuthentication(context(c, parent), null, { requestId, response: response as AuthenticationResponseJSON })
      return signIn(c, userId, parent, transport)
    })
    .get('/v1/embedded/passkeys', ...reading, async (c) => {
      const { owner } = await session(c)
      return c.json(await listing(owner.userId))
    })
    .post('/v1/embedded/passkey/add/start', ...scoped, async (c) => {
      const { owner } = await session(c)
      await body(c, passkeyStartBody)
      return c.json(await beginPasskeyRegistration(context(c), owner))
    })
    .post('/v1/embedded/passkey/verify/start', ...scoped, async (c) => {
      const { owner } = await session(c)
      await body(c, passkeyStartBody)
      return c.json(await beginPasskeyAuthentication(context(c), owner))
    })
    .post('/v1/embedded/passkey/add/finish', ...scoped, async (c) => {
      const { current, owner } = await session(c)
      const { requestId, response, name } = await body(c, passkeyAddBody)
      await finishPasskeyRegistration(context(c, current.parentOrigin), owner, { requestId, response: response as RegistrationResponseJSON, name })
      return c.json(await listing(owner.userId))
    })
    .post('/v1/embedded/passkey/rename', ...scoped, async (c) => {
      const { owner } = await session(c)
      const { id, name } = await body(c, passkeyRenameBody)
      await renamePasskey(deps.db, { userId: owner.userId, credentialId: id, name })
      return c.json(await listing(owner.userId))
    })
}
