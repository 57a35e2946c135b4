import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { Features } from '../../projects/features.ts'
import { EmbeddedError } from '../errors.ts'
import { createEmbeddedSession } from '../sessions.ts'
import type { EmbeddedUser, EmbeddedWalletDeps } from '../types.ts'
import { describeUser, findOrCreateUser } from '../wallets.ts'
import { channelStatus, createChannel } from './relay.ts'
import { farcasterLoginTtlMs, type FarcasterDeps } from './types.ts'
import { verifySignIn } from './verifySignIn.ts'
import { pictureOf } from '../social/profiles.ts'

export type FarcasterContext = EmbeddedWalletDeps & { farcaster: FarcasterDeps; db: Kysely<Database>; now: number }

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex')
const sameSecret = (stored: string | null, secret: string) => stored !== null && timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(hashSecret(secret), 'hex'))

/**
 * Opens a relay channel for the frame: a fresh nonce, the host page's host as the message's
 * domain and its origin as the URI, valid `farcasterLoginTtlMs`. Answers the URL the person opens
 * in their Farcaster app (QR code, deep link) and the attempt's id. Only the hash of the frame's
 * `pollSecret` is stored: the session goes to whoever shows the secret, which never is in the URL.
 *
 * @throws {EmbeddedError} `embedded_farcaster_unavailable` (Farcaster is not among the project's socials), `embedded_farcaster_relay_failed`.
 */
export async function startFarcasterLogin(
  ctx: FarcasterContext,
  parameters: { project: { id: string; features: Features }; parentOrigin: string; pollSecret: string },
): Promise<{ loginId: string; url: string; expiresAt: number }> {
  const { socials } = parameters.project.features
  if (!socials || !socials.includes('farcaster')) throw new EmbeddedError('embedded_farcaster_unavailable', 'Farcaster sign-in is not available for this app')
  const parent = new URL(parameters.parentOrigin)
  const nonce = randomBytes(16).toString('hex')
  const expiresAt = ctx.now + farcasterLoginTtlMs
  const channel = await createChannel(ctx.farcaster, {
    siweUri: parent.origin,
    domain: parent.host,
    nonce,
    notBefore: new Date(ctx.now).toISOString(),
    expirationTime: new Date(expiresAt).toISOString(),
  })
  const loginId = randomBytes(16).toString('hex')
  await ctx.db
    .insertInto('embedded_farcaster_logins')
    .values({
      id: loginId,
      project_id: parameters.project.id,
      channel_token: channel.channelToken,
      nonce,
      domain: parent.host,
      frame_origin: ctx.frameOrigin,
      parent_origin: parent.origin,
      status: 'pending',
      poll_secret_hash: hashSecret(parameters.pollSecret),
      created_at: ctx.now,
      expires_at: expiresAt,
    })
    .execute()
  return { loginId, url: channel.url, expiresAt }
}

export type FarcasterPoll = { state: 'pending' } | { state: 'completed'; token: string; expiresAt: number; user: EmbeddedUser }

/**
 * The frame polls its attempt with its poll secret (a poll without it finds nothing). While the relay says pending, so do we. Once completed, the attempt
 * is claimed (one poll only: a replay finds nothing), the signed message verified (`verifySignIn`)
 * and the identity `('farcaster', fid)` finds or makes the user; then a session, as after an
 * e-mail code, marked `login_kind: 'farcaster'` (it cannot link another login). A refusal stores no identity and ends the attempt.
 *
 * @throws {EmbeddedError} `embedded_farcaster_login_invalid` (no such pending attempt for this
 * project and frame), `embedded_farcaster_expired`, `embedded_farcaster_refused`, `embedded_farcaster_relay_failed`.
 */
export async function pollFarcasterLogin(
  ctx: FarcasterContext,
  parameters: { projectId: string; loginId: string; pollSecret: string; userAgent?: string | undefined },
): Promise<FarcasterPoll> {
  const login = await ctx.db
    .selectFrom('embedded_farcaster_logins')
    .selectAll()
    .where('id', '=', parameters.loginId)
    .where('project_id', '=', parameters.projectId)
    .where('frame_origin', '=', ctx.frameOrigin)
    .executeTakeFirst()
  if (!login || login.status !== 'pending' || !sameSecret(login.poll_secret_hash, parameters.pollSecret)) throw new EmbeddedError('embedded_farcaster_login_invalid', 'This Farcaster sign-in is not valid any more: start it again')
  if (login.expires_at <= ctx.now) throw new EmbeddedError('embedded_farcaster_expired', 'This Farcaster sign-in has expired: start it again')

  const status = await channelStatus(ctx.farcaster, login.channel_token)
  if (status.state === 'pending') return { state: 'pending' }

  const claimed = await ctx.db
    .updateTable('embedded_farcaster_logins')
    .set({ status: 'verifying' })
    .where('id', '=', login.id)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst()
  if (!claimed) throw new EmbeddedError('embedded_farcaster_login_invalid', 'This Farcaster sign-in is not valid any more: start it again')
  try {
    const { fid } = await verifySignIn(ctx.farcaster, { nonce: login.nonce, domain: login.domain }, {
      message: status.message,
      signature: status.signature as `0x${string}`,
      fid: status.fid,
    })
    const identity = { provider: 'farcaster', subject: String(fid), username: status.username, avatar: pictureOf(status.pfpUrl) }
    const { userId } = await findOrCreateUser(ctx.db, { ...identity, master: ctx.master, now: ctx.now })
    await ctx.db.updateTable('embedded_farcaster_logins').set({ status: 'used' }).where('id', '=', login.id).execute()
    const session = await createEmbeddedSession(ctx.db, {
      projectId: parameters.projectId,
      userId,
      frameOrigin: ctx.frameOrigin,
      parentOrigin: login.parent_origin,
      now: ctx.now,
      ttlMs: ctx.sessionTtlMs,
      userAgent: parameters.userAgent,
      loginKind: 'farcaster',
    })
    return { state: 'completed', token: session.token, expiresAt: session.expiresAt, user: await describeUser(ctx.db, userId) }
  } catch (error) {
    const refused = error instanceof EmbeddedError ? error : new EmbeddedError('embedded_farcaster_refused', 'This Farcaster sign-in could not be verified: start it again', { cause: error })
    await ctx.db.updateTable('embedded_farcaster_logins').set({ status: 'failed', error_code: refused.code }).where('id', '=', login.id).execute()
    throw refused
  }
}
