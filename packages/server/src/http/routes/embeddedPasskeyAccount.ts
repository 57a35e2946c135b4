import type { z } from 'zod/mini'
import { type Context, Hono } from 'hono'
import { passkeyLimitBody, passkeyRemoveBody, recoveryStartBody, recoveryVerifyBody } from '@portico/core/contract'
import type { ChallengeContext } from '../../embedded/challenges.ts'
import { EmbeddedError, EmbeddedUnavailableError } from '../../embedded/errors.ts'
import type { PasskeyContext } from '../../embedded/passkeys/passkeyCeremony.ts'
import { passkeysOf } from '../../embedded/passkeys/passkeyCredentials.ts'
import { requirePasskeyFactor } from '../../embedded/passkeys/passkeyFactor.ts'
import { passkeyListing } from '../../embedded/passkeys/passkeyListing.ts'
import { removePasskey } from '../../embedded/passkeys/passkeyRemoval.ts'
import { writeSendLimit } from '../../embedded/passkeys/sendLimit.ts'
import { startRecoveryEmail, verifyRecoveryEmail } from '../../embedded/recoveryEmail.ts'
import { type EmbeddedSession, requireEmbeddedSession } from '../../embedded/sessions.ts'
import type { RateLimitBucket } from '../../rateLimit/policies.ts'
import { parseRequest as parse } from '../../utils/badRequest.ts'
import { projectScope } from '../projectScope.ts'
import { readJsonBody } from '../readJsonBody.ts'
import { requireFeature } from '../requireFeature.ts'
import type { AppDeps, AppEnv } from '../types.ts'
import { sessionTokenOf } from './embeddedSessionToken.ts'

/**
 * A passkey wallet's account changes (issue 40), each confirmed with an assertion of one of the
 * wallet's own passkeys (`passkey`: a `verify` request of this session, else 403
 * `embedded_passkey_required`). Frame only (its origin), with the user's session.
 * - `POST /v1/embedded/passkey/remove` `{ id, passkey }` → `{ passkeys, sendLimit }`: never the wallet's
 *   last way in (409 `embedded_last_login`: a passkey-only wallet keeps its only passkey until it has
 *   a recovery e-mail); the send limit goes with the last passkey.
 * - `POST /v1/embedded/passkey/limit` `{ limit, passkey }` → `{ passkeys, sendLimit }`: the native value
 *   (wei, decimal) above which a send needs the passkey; `null` removes it.
 * - `POST /v1/embedded/recovery/start` `{ email, passkey }` → `{ recoveryId }`: a code to that address,
 *   for a passkey wallet without an e-mail (needs the project's `email` feature).
 * - `POST /v1/embedded/recovery/verify` `{ recoveryId, otp }` → `{ user }`: the address is the wallet's
 *   e-mail login from then on.
 */
export function embeddedPasskeyAccountRoutes(deps: AppDeps) {
  const embedded = () => {
    if (!deps.embedded) throw new EmbeddedUnavailableError({ missing: 'embeddedWallet (master key, mailer, frame origin)' })
    return deps.embedded
  }
  const frameOnly = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    if (c.get('scope').origin !== embedded().frameOrigin) throw new EmbeddedError('embedded_origin_refused', 'Only the wallet frame may call this')
    await next()
  }
  const scoped = (bucket: RateLimitBucket) => [projectScope(deps, { bucket, checkOrigin: false }), frameOnly] as const
  const mailing = (bucket: RateLimitBucket) => [projectScope(deps, { bucket, checkOrigin: false }), requireFeature('email'), frameOnly] as const
  const body = async <T extends z.ZodMiniType>(c: Context<AppEnv>, schema: T) => parse(schema, await readJsonBody(c, { limit: deps.bodyLimit, empty: {} }), 'body') as z.output<T>
  const session = (c: Context<AppEnv>) =>
    requireEmbeddedSession(deps.db, { token: sessionTokenOf(c), projectId: c.get('scope').project.id, frameOrigin: embedded().frameOrigin, now: deps.now() })
  const passkeys = (c: Context<AppEnv>, current: EmbeddedSession): PasskeyContext => ({
    db: deps.db,
    master: embedded().master,
    now: deps.now(),
    projectId: c.get('scope').project.id,
    frameOrigin: embedded().frameOrigin,
    topOrigin: current.parentOrigin ?? undefined,
  })
  const account = (c: Context<AppEnv>, current: EmbeddedSession): ChallengeContext => {
    const { project } = c.get('scope')
    return { ...embedded(), db: deps.db, now: deps.now(), project: { id: project.id, name: project.name }, session: current }
  }
  /** The assertion of one of the wallet's passkeys; a wallet without any has nothing to confirm with. */
  const confirm = async (c: Context<AppEnv>, current: EmbeddedSession, proof: Parameters<typeof requirePasskeyFactor>[2]) => {
    const ctx = passkeys(c, current)
    if ((await passkeysOf(deps.db, current.userId)).length === 0) throw new EmbeddedError('embedded_passkey_unknown', 'This wallet has no passkey')
    await requirePasskeyFactor(ctx, { userId: current.userId, sessionId: current.id }, proof)
  }

  return new Hono<AppEnv>()
    .post('/v1/embedded/passkey/remove', ...scoped('embeddedPasskey'), async (c) => {
      const current = await session(c)
      const { id, passkey } = await body(c, passkeyRemoveBody)
      await confirm(c, current, passkey)
      await removePasskey(deps.db, { userId: current.userId, credentialId: id })
      return c.json(await passkeyListing(deps.db, current.userId))
    })
    .post('/v1/embedded/passkey/limit', ...scoped('embeddedPasskey'), async (c) => {
      const current = await session(c)
      const { limit, passkey } = await body(c, passkeyLimitBody)
      await confirm(c, current, passkey)
      await writeSendLimit(deps.db, { userId: current.userId, limitWei: limit === null ? null : BigInt(limit), now: deps.now() })
      return c.json(await passkeyListing(deps.db, current.userId))
    })
    .post('/v1/embedded/recovery/start', ...mailing('embeddedAccount'), async (c) => {
      const current = await session(c)
      const { email, passkey } = await body(c, recoveryStartBody)
      return c.json(await startRecoveryEmail(account(c, current), email, passkey))
    })
    .post('/v1/embedded/recovery/verify', ...mailing('embeddedOtp'), async (c) => {
      const current = await session(c)
      return c.json(await verifyRecoveryEmail(account(c, current), await body(c, recoveryVerifyBody)))
    })
}
