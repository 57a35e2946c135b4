import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { Database, EmbeddedChallengesTable } from '../db/schema.ts'
import type { MailMessage } from '../mail/mailer.ts'
import { EmbeddedError } from './errors.ts'
import { takeCodeTry } from './codeBudget.ts'
import { chargeMailTrigger, newCode, sendMail } from './mailCodes.ts'
import { mac } from './masterKey.ts'
import type { EmbeddedSession } from './sessions.ts'
import { type EmbeddedWalletDeps, emailLimits } from './types.ts'

/**
 * A signed-in user's mailed-code checks (an e-mail update, a key export), with the login's rules:
 * a code lives `otpTtlMs` and dies after `otpAttempts` wrong tries (counted in the database before
 * it is compared) and takes a try from the address's hourly budget of wrong codes, a new one is
 * refused within the 30 s cooldown of the address and session and after `resends`,
 * the whole check lives `loginTtlMs`. Each is bound to the project, user, session and frame origin
 * that began it: another session (even of the same user) cannot go on with it.
 */
export type ChallengeContext = EmbeddedWalletDeps & {
  db: Kysely<Database>
  now: number
  project: { id: string; name: string }
  session: EmbeddedSession
}

export type ChallengeRow = Selectable<EmbeddedChallengesTable>
export type ChallengeKind = EmbeddedChallengesTable['kind']
type Step = Exclude<EmbeddedChallengesTable['step'], 'done'>

/** The MAC of a code, bound to the check and its step (a first-step code is no second-step one). */
const codeMac = (ctx: ChallengeContext, id: string, step: Step, code: string) => mac(ctx.master, `challenge:${id}:${step}`, code)

/** A fresh code for `step`, mailed by `compose`; returns the columns to store. */
export async function mailCode(ctx: ChallengeContext, id: string, step: Step, compose: (code: string) => MailMessage) {
  const code = newCode()
  await sendMail(ctx, compose(code))
  return { otp_mac: codeMac(ctx, id, step, code), otp_expires_at: ctx.now + emailLimits.otpTtlMs, attempts: 0 }
}

/**
 * Begins a check: charges the address's cooldown, mails the first code and stores the check.
 *
 * @throws {EmbeddedCooldownError} {EmbeddedError} `embedded_mail_limit`, `embedded_mail_failed`.
 */
export async function beginChallenge(
  ctx: ChallengeContext,
  parameters: { kind: ChallengeKind; email: string; newEmail: string | null; compose: (code: string) => MailMessage },
): Promise<ChallengeRow> {
  await chargeMailTrigger(ctx, parameters.email, { session: ctx.session.id })
  const id = randomBytes(16).toString('hex')
  const otp = await mailCode(ctx, id, 'primary', parameters.compose)
  const row: ChallengeRow = {
    id,
    kind: parameters.kind,
    project_id: ctx.project.id,
    user_id: ctx.session.userId,
    session_id: ctx.session.id,
    frame_origin: ctx.frameOrigin,
    email: parameters.email,
    new_email: parameters.newEmail,
    step: 'primary',
    ...otp,
    resends: 0,
    created_at: ctx.now,
    expires_at: ctx.now + emailLimits.loginTtlMs,
  }
  await ctx.db.insertInto('embedded_challenges').values(row).execute()
  return row
}

/**
 * A live check of this kind, project, frame and session, not done.
 *
 * @throws {EmbeddedError} `embedded_request_unknown`, `embedded_request_expired`, `embedded_request_state`.
 */
export async function requireChallenge(ctx: ChallengeContext, kind: ChallengeKind, id: string): Promise<ChallengeRow & { step: Step }> {
  const row = await ctx.db
    .selectFrom('embedded_challenges')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('project_id', '=', ctx.project.id)
    .where('frame_origin', '=', ctx.frameOrigin)
    .where('session_id', '=', ctx.session.id)
    .executeTakeFirst()
  if (!row) throw new EmbeddedError('embedded_request_unknown', 'No such request: start again')
  if (Number(row.expires_at) <= ctx.now) throw new EmbeddedError('embedded_request_expired', 'The request has expired: start again')
  if (row.step === 'done') throw new EmbeddedError('embedded_request_state', 'This request is already complete')
  return row as ChallengeRow & { step: Step }
}

/** Where the current step's code goes. */
export const codeAddress = (row: ChallengeRow & { step: Step }) => (row.step === 'secondary' ? row.new_email! : row.email)

/**
 * A new code for the current step (the old one stops working), within the address's cooldown and
 * the check's resend limit.
 */
export async function resendChallenge(ctx: ChallengeContext, row: ChallengeRow & { step: Step }, compose: (code: string) => MailMessage): Promise<void> {
  if (row.resends >= emailLimits.resends) throw new EmbeddedError('embedded_mail_limit', 'Too many new codes for this request: start again')
  await chargeMailTrigger(ctx, codeAddress(row), { session: ctx.session.id })
  const otp = await mailCode(ctx, row.id, row.step, compose)
  await ctx.db
    .updateTable('embedded_challenges')
    .set({ ...otp, resends: row.resends + 1 })
    .where('id', '=', row.id)
    .where('step', '=', row.step)
    .execute()
}

/**
 * Checks the current step's code. A try is counted before the code is compared (atomically:
 * racing tries cannot exceed the limit); once `otpAttempts` wrong codes were tried the next is
 * refused even if right. Does not move the check on: the caller does, with `advance`.
 *
 * @throws {EmbeddedError} `embedded_otp_invalid`, `embedded_otp_expired`, `embedded_otp_attempts`.
 */
export async function checkChallengeCode(ctx: ChallengeContext, row: ChallengeRow & { step: Step }, otp: string): Promise<void> {
  const counted = await ctx.db
    .updateTable('embedded_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('step', '=', row.step)
    .where('attempts', '<', emailLimits.otpAttempts)
    .returning(['attempts', 'otp_mac', 'otp_expires_at'])
    .executeTakeFirst()
  if (!counted) throw new EmbeddedError('embedded_otp_attempts', 'Too many wrong codes: ask for a new code')
  if (Number(counted.otp_expires_at) <= ctx.now) throw new EmbeddedError('embedded_otp_expired', 'The code has expired: ask for a new code')
  // The budget of the wallet's own address (the user's identity), whichever address this step's code went to.
  const budget = await takeCodeTry(ctx, row.email, ctx.session.parentOrigin)
  const given = Buffer.from(codeMac(ctx, row.id, row.step, otp), 'hex')
  const expected = Buffer.from(counted.otp_mac ?? '', 'hex')
  const right = given.length === expected.length && timingSafeEqual(given, expected)
  await (right ? budget.right() : budget.wrong())
  if (!right) {
    throw new EmbeddedError('embedded_otp_invalid', 'Invalid code', { details: { attemptsLeft: emailLimits.otpAttempts - Number(counted.attempts) } })
  }
}

/**
 * Moves a check from `from` to the next step (with its new code's columns) or to `done`, once:
 * of two racing right codes only one goes on.
 *
 * @throws {EmbeddedError} `embedded_request_state` for the loser of a race.
 */
export async function advanceChallenge(
  db: Kysely<Database>,
  row: ChallengeRow & { step: Step },
  next: { step: 'secondary'; otp_mac: string; otp_expires_at: number; attempts: number } | { step: 'done' },
): Promise<void> {
  const moved = await db
    .updateTable('embedded_challenges')
    .set(next.step === 'done' ? { step: 'done', otp_mac: null } : { ...next, resends: 0 })
    .where('id', '=', row.id)
    .where('step', '=', row.step)
    .returning('id')
    .executeTakeFirst()
  if (!moved) throw new EmbeddedError('embedded_request_state', 'This request is already complete')
}
