import { updateEmailPrimaryMail, updateEmailSecondaryMail } from '../mail/accountMails.ts'
import {
  advanceChallenge,
  beginChallenge,
  type ChallengeContext,
  type ChallengeRow,
  checkChallengeCode,
  codeAddress,
  mailCode,
  requireChallenge,
  resendChallenge,
} from './challenges.ts'
import { endOtherSessions, noticeEmailChange } from './emailChanges.ts'
import { EmbeddedError } from './errors.ts'
import { chargeFollowUpMail, minutes } from './mailCodes.ts'
import { type PasskeyProof, requirePasskeyFactor } from './passkeys/passkeyFactor.ts'
import { emailLimits, type EmbeddedUser } from './types.ts'
import { describeUser } from './wallets.ts'

/** What each e-mail update step answers (spec §4): the code the frame waits for next. */
export type EmailUpdateAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

const ttl = minutes(emailLimits.otpTtlMs)
const mailContext = (ctx: ChallengeContext) => ({ projectName: ctx.project.name, appOrigin: ctx.session.parentOrigin })
const composer = (ctx: ChallengeContext, row: Pick<ChallengeRow, 'step' | 'email' | 'new_email'>) => (code: string) =>
  row.step === 'secondary'
    ? updateEmailSecondaryMail({ ...mailContext(ctx), to: row.new_email!, code, minutes: ttl })
    : updateEmailPrimaryMail({ ...mailContext(ctx), to: row.email, code, minutes: ttl, newEmail: row.new_email! })

/**
 * Refuses an address that is this user's already, or another user's.
 *
 * @throws {EmbeddedError} `embedded_email_unchanged`, `embedded_email_taken`.
 */
async function requireFreeAddress(ctx: ChallengeContext, current: string, email: string): Promise<void> {
  if (email === current) throw new EmbeddedError('embedded_email_unchanged', 'This is already your e-mail address')
  const taken = await ctx.db
    .selectFrom('embedded_identities')
    .select('user_id')
    .where('provider', '=', 'email')
    .where('subject', '=', email)
    .executeTakeFirst()
  if (taken) throw new EmbeddedError('embedded_email_taken', 'This e-mail address is already used by another wallet')
}

/**
 * Begins moving the session user's wallet to the e-mail `newEmail` (the frame's UPDATE_EMAIL): a
 * code to the current address. A wallet with a passkey must bring an assertion of it (`passkey`,
 * issue 40), checked before anything is mailed.
 *
 * @throws {EmbeddedError} `embedded_request_state` (a user without an e-mail), `embedded_passkey_required` and the
 *   passkey's refusals, `embedded_email_unchanged`, `embedded_email_taken`; the cooldown and mail limits of the current address.
 */
export async function startEmailUpdate(ctx: ChallengeContext, newEmail: string, passkey?: PasskeyProof | undefined): Promise<{ action: EmailUpdateAction; updateId: string }> {
  const { email } = await describeUser(ctx.db, ctx.session.userId)
  if (!email) throw new EmbeddedError('embedded_request_state', 'This wallet has no e-mail address to update')
  await requirePasskeyFactor(
    { db: ctx.db, master: ctx.master, now: ctx.now, projectId: ctx.project.id, frameOrigin: ctx.frameOrigin, topOrigin: ctx.session.parentOrigin ?? undefined },
    { userId: ctx.session.userId, sessionId: ctx.session.id },
    passkey,
  )
  await requireFreeAddress(ctx, email, newEmail)
  const row = await beginChallenge(ctx, { kind: 'update_email', email, newEmail, compose: composer(ctx, { step: 'primary', email, new_email: newEmail }) })
  return { action: 'VERIFY_PRIMARY_OTP', updateId: row.id }
}

/** A new code for the step the update waits at (to the old address, then to the new one). */
export async function resendEmailUpdate(ctx: ChallengeContext, updateId: string): Promise<{ action: EmailUpdateAction }> {
  const row = await requireChallenge(ctx, 'update_email', updateId)
  await resendChallenge(ctx, row, composer(ctx, row))
  return { action: row.step === 'secondary' ? 'VERIFY_SECONDARY_OTP' : 'VERIFY_PRIMARY_OTP' }
}

/**
 * The old address's code: right, a code goes to the new address (counted against its hourly limit,
 * and its cooldown starts). A wrong code, or a mail that cannot go, leaves the update at this step.
 */
export async function verifyEmailUpdatePrimary(ctx: ChallengeContext, parameters: { updateId: string; otp: string }): Promise<{ action: 'VERIFY_SECONDARY_OTP' }> {
  const row = await requireChallenge(ctx, 'update_email', parameters.updateId)
  if (row.step !== 'primary') throw new EmbeddedError('embedded_request_state', 'The first code was already accepted: enter the code sent to the new address')
  await checkChallengeCode(ctx, row, parameters.otp)
  const newEmail = codeAddress({ ...row, step: 'secondary' })
  await chargeFollowUpMail(ctx, newEmail, { session: ctx.session.id })
  const otp = await mailCode(ctx, row.id, 'secondary', composer(ctx, { ...row, step: 'secondary' }))
  await advanceChallenge(ctx.db, row, { step: 'secondary', ...otp })
  return { action: 'VERIFY_SECONDARY_OTP' }
}

/**
 * The new address's code: right, the old address is mailed a link that undoes the change for 48
 * hours (a mail that cannot go changes nothing), then the user's e-mail identity moves to the new
 * address (once; if another wallet took the address meanwhile, refused and nothing changes), the
 * wallet's other sessions end, and the user is answered with it. The new address approves its
 * devices on its first login; the key export waits 24 hours.
 */
export async function verifyEmailUpdateSecondary(ctx: ChallengeContext, parameters: { updateId: string; otp: string }): Promise<{ user: EmbeddedUser }> {
  const row = await requireChallenge(ctx, 'update_email', parameters.updateId)
  if (row.step !== 'secondary') throw new EmbeddedError('embedded_request_state', 'Enter the code sent to your current address first')
  await checkChallengeCode(ctx, row, parameters.otp)
  const change = await noticeEmailChange(
    { ...ctx, projectName: ctx.project.name, appOrigin: ctx.session.parentOrigin },
    { userId: row.user_id, oldEmail: row.email, newEmail: row.new_email! },
  )
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .insertInto('embedded_identities')
      .values({ provider: 'email', subject: row.new_email!, user_id: row.user_id, created_at: ctx.now })
      .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
      .returning('user_id')
      .executeTakeFirst()
    if (!moved) throw new EmbeddedError('embedded_email_taken', 'This e-mail address is already used by another wallet')
    await trx.deleteFrom('embedded_identities').where('provider', '=', 'email').where('subject', '=', row.email).where('user_id', '=', row.user_id).execute()
    await advanceChallenge(trx, row, { step: 'done' })
    await trx.insertInto('embedded_email_changes').values(change).execute()
    await endOtherSessions(trx, row.user_id, ctx.now, ctx.session.id)
  })
  return { user: await describeUser(ctx.db, row.user_id) }
}
