import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { Database, EmbeddedLoginsTable } from '../db/schema.ts'
import { deviceMail, otpMail } from '../mail/loginMails.ts'
import { emailIdentity } from './emailAddress.ts'
import { EmbeddedError } from './errors.ts'
import { takeCodeTry } from './codeBudget.ts'
import { chargeFollowUpMail, chargeMailTrigger, minutes, newCode, sendMail, startCooldown } from './mailCodes.ts'
import { mac } from './masterKey.ts'
import { createEmbeddedSession, findEmbeddedSession } from './sessions.ts'
import { type EmbeddedWalletDeps, emailLimits } from './types.ts'
import { describeUser, findOrCreateUser } from './wallets.ts'

/** What the e-mail connect answers (spec §4): approve the device by the mailed link, enter the mailed code, or already connected. */
export type EmailLoginAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

type Context = EmbeddedWalletDeps & {
  db: Kysely<Database>
  now: number
  project: { id: string; name: string }
}

type LoginRow = Selectable<EmbeddedLoginsTable>

const hashDevice = (deviceId: string) => createHash('sha256').update(deviceId).digest('hex')

/** A fresh 6-digit code, its HMAC and expiry, mailed. */
async function sendOtp(ctx: Context, login: Pick<LoginRow, 'id' | 'email' | 'parent_origin'>) {
  const code = newCode()
  const otpExpiresAt = ctx.now + emailLimits.otpTtlMs
  await sendMail(ctx, otpMail({ to: login.email, projectName: ctx.project.name, appOrigin: login.parent_origin, code, minutes: minutes(emailLimits.otpTtlMs) }))
  return { otp_mac: mac(ctx.master, `otp:${login.id}`, code), otp_expires_at: otpExpiresAt, attempts: 0 }
}

/**
 * Starts an e-mail login (the frame's CONNECT_EMAIL). With a live session of the same address in
 * this frame: `CONNECT`, nothing mailed. On a device this address approved before: a code is mailed,
 * `VERIFY_OTP`, within that device's own cooldown and hourly budget. Otherwise a device-approval
 * link is mailed, `VERIFY_DEVICE`, within the cooldown and budget the address's unknown devices share.
 */
export async function startEmailLogin(
  ctx: Context & { linkBase: string },
  parameters: { email: string; deviceId: string; parentOrigin: string | null; sessionToken: string | undefined },
): Promise<{ action: EmailLoginAction; loginId?: string }> {
  const { email } = parameters
  if (parameters.sessionToken) {
    const session = await findEmbeddedSession(ctx.db, { token: parameters.sessionToken, projectId: ctx.project.id, frameOrigin: ctx.frameOrigin, now: ctx.now })
    if (session && (await describeUser(ctx.db, session.userId)).email === email) return { action: 'CONNECT' }
  }
  const deviceHash = hashDevice(parameters.deviceId)
  const known = await ctx.db
    .selectFrom('embedded_devices')
    .select('approved_at')
    .where('identity', '=', emailIdentity(email))
    .where('device_hash', '=', deviceHash)
    .executeTakeFirst()
  // A known device's cooldown and hourly budget are its own: a stranger's login starts (unknown devices) cannot use them up.
  await chargeMailTrigger(ctx, email, known ? { device: deviceHash } : 'stranger')
  const id = randomBytes(16).toString('hex')
  const base = {
    id,
    project_id: ctx.project.id,
    email,
    device_hash: deviceHash,
    frame_origin: ctx.frameOrigin,
    parent_origin: parameters.parentOrigin,
    resends: 0,
    created_at: ctx.now,
    expires_at: ctx.now + emailLimits.loginTtlMs,
  }
  if (known) {
    const otp = await sendOtp(ctx, base)
    await ctx.db.insertInto('embedded_logins').values({ ...base, status: 'otp', device_secret_mac: null, ...otp }).execute()
    return { action: 'VERIFY_OTP', loginId: id }
  }
  const secret = randomBytes(32).toString('base64url')
  const link = `${ctx.linkBase}/v1/embedded/device?token=${secret}`
  await ctx.db
    .insertInto('embedded_logins')
    .values({ ...base, status: 'device', device_secret_mac: mac(ctx.master, 'device-link', secret), otp_mac: null, otp_expires_at: null, attempts: 0 })
    .execute()
  await sendMail(ctx, deviceMail({ to: email, projectName: ctx.project.name, appOrigin: parameters.parentOrigin, link, minutes: minutes(emailLimits.loginTtlMs) }))
  return { action: 'VERIFY_DEVICE', loginId: id }
}

/**
 * A live login attempt of this project and frame.
 *
 * @throws {EmbeddedError} `embedded_login_unknown`, `embedded_login_expired`.
 */
async function requireLogin(ctx: Context, loginId: string): Promise<LoginRow> {
  const login = await ctx.db
    .selectFrom('embedded_logins')
    .selectAll()
    .where('id', '=', loginId)
    .where('project_id', '=', ctx.project.id)
    .where('frame_origin', '=', ctx.frameOrigin)
    .executeTakeFirst()
  if (!login) throw new EmbeddedError('embedded_login_unknown', 'No such login: start again')
  if (Number(login.expires_at) <= ctx.now) throw new EmbeddedError('embedded_login_expired', 'The login has expired: start again')
  return login
}

/** Where a login stands (the frame's CONNECT_DEVICE polls it until the device is approved). */
export async function loginStatus(ctx: Context, loginId: string): Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }> {
  const login = await requireLogin(ctx, loginId)
  if (login.status === 'done') throw new EmbeddedError('embedded_login_state', 'This login is already complete')
  return { action: login.status === 'device' ? 'VERIFY_DEVICE' : 'VERIFY_OTP' }
}

/**
 * The device-approval link was followed and confirmed: the device is remembered for the address and
 * a code is mailed (counted against the hourly budget of the address's unknown devices, which paid
 * for the link; the device's own cooldown starts with it). The link works once.
 *
 * @throws {EmbeddedError} `embedded_device_link_invalid` (unknown, used or expired), `embedded_mail_limit`.
 */
export async function approveDevice(
  db: Kysely<Database>,
  deps: EmbeddedWalletDeps & { now: number; projectName: (projectId: string) => Promise<string> },
  secret: string,
): Promise<void> {
  const linkMac = mac(deps.master, 'device-link', secret)
  const invalid = () => new EmbeddedError('embedded_device_link_invalid', 'This link is not valid any more: start the login again')
  const pending = await db
    .selectFrom('embedded_logins')
    .select('email')
    .where('device_secret_mac', '=', linkMac)
    .where('status', '=', 'device')
    .where('expires_at', '>', deps.now)
    .executeTakeFirst()
  if (!pending) throw invalid()
  // The code that follows counts against the hourly budget the link was charged to (a refusal leaves the link usable).
  await chargeFollowUpMail({ db, mailer: deps.mailer, now: deps.now }, pending.email, 'stranger')
  const claimed = await db
    .updateTable('embedded_logins')
    .set({ device_secret_mac: null })
    .where('device_secret_mac', '=', linkMac)
    .where('status', '=', 'device')
    .where('expires_at', '>', deps.now)
    .returningAll()
    .executeTakeFirst()
  if (!claimed) throw invalid()
  await db
    .insertInto('embedded_devices')
    .values({ identity: emailIdentity(claimed.email), device_hash: claimed.device_hash, approved_at: deps.now })
    .onConflict((oc) => oc.columns(['identity', 'device_hash']).doNothing())
    .execute()
  const ctx: Context = { ...deps, db, project: { id: claimed.project_id, name: await deps.projectName(claimed.project_id) } }
  // The code goes to a device the address now knows: its own cooldown starts with it.
  await startCooldown(ctx, claimed.email, { device: claimed.device_hash })
  const otp = await sendOtp(ctx, claimed)
  await db.updateTable('embedded_logins').set({ status: 'otp', ...otp }).where('id', '=', claimed.id).execute()
}

/**
 * A new code for a login waiting for one (the old one stops working), within the cooldown and the
 * per-login and hourly limits.
 */
export async function resendOtp(ctx: Context, loginId: string): Promise<void> {
  const login = await requireLogin(ctx, loginId)
  if (login.status !== 'otp') throw new EmbeddedError('embedded_login_state', 'This login is not waiting for a code')
  if (login.resends >= emailLimits.resends) throw new EmbeddedError('embedded_mail_limit', 'Too many new codes for this login: start again')
  // Waiting for a code means the device is approved: its own cooldown and budget.
  await chargeMailTrigger(ctx, login.email, { device: login.device_hash })
  const otp = await sendOtp(ctx, login)
  await ctx.db
    .updateTable('embedded_logins')
    .set({ ...otp, resends: login.resends + 1 })
    .where('id', '=', login.id)
    .where('status', '=', 'otp')
    .execute()
}

/**
 * Checks a code. A try is counted before the code is compared (atomically: racing tries cannot
 * exceed the limit); once `otpAttempts` wrong codes were tried the next is refused even if right.
 * Each try also takes one from the address's hourly budget of wrong codes (`takeCodeTry`), given back
 * when the code is right: spent, every code of the address is refused and the address is told.
 * The right code ends the attempt (once) and makes the session, creating the user and its wallet
 * on the first login.
 *
 * @throws {EmbeddedError} `embedded_otp_invalid`, `embedded_otp_expired`, `embedded_otp_attempts`, `embedded_login_state`.
 */
export async function verifyOtp(
  ctx: Context,
  parameters: { loginId: string; otp: string; userAgent?: string | undefined },
): Promise<{ token: string; expiresAt: number; user: Awaited<ReturnType<typeof describeUser>> }> {
  const login = await requireLogin(ctx, parameters.loginId)
  if (login.status !== 'otp') throw new EmbeddedError('embedded_login_state', login.status === 'done' ? 'This login is already complete' : 'Approve the device first')
  const counted = await ctx.db
    .updateTable('embedded_logins')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', login.id)
    .where('status', '=', 'otp')
    .where('attempts', '<', emailLimits.otpAttempts)
    .returning(['attempts', 'otp_mac', 'otp_expires_at'])
    .executeTakeFirst()
  if (!counted) throw new EmbeddedError('embedded_otp_attempts', 'Too many wrong codes: ask for a new code')
  if (Number(counted.otp_expires_at) <= ctx.now) throw new EmbeddedError('embedded_otp_expired', 'The code has expired: ask for a new code')
  const budget = await takeCodeTry(ctx, login.email, login.parent_origin)
  const given = Buffer.from(mac(ctx.master, `otp:${login.id}`, parameters.otp), 'hex')
  const expected = Buffer.from(counted.otp_mac ?? '', 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    await budget.wrong()
    const attemptsLeft = emailLimits.otpAttempts - Number(counted.attempts)
    throw new EmbeddedError('embedded_otp_invalid', 'Invalid code', { details: { attemptsLeft } })
  }
  await budget.right()
  const done = await ctx.db
    .updateTable('embedded_logins')
    .set({ status: 'done', otp_mac: null })
    .where('id', '=', login.id)
    .where('status', '=', 'otp')
    .returning('id')
    .executeTakeFirst()
  if (!done) throw new EmbeddedError('embedded_login_state', 'This login is already complete')
  const { userId } = await findOrCreateUser(ctx.db, { provider: 'email', subject: login.email, master: ctx.master, now: ctx.now })
  const session = await createEmbeddedSession(ctx.db, {
    projectId: ctx.project.id,
    userId,
    frameOrigin: ctx.frameOrigin,
    parentOrigin: login.parent_origin,
    now: ctx.now,
    ttlMs: ctx.sessionTtlMs,
    userAgent: parameters.userAgent,
  })
  return { ...session, user: await describeUser(ctx.db, userId) }
}
