import { recoveryEmailMail } from '../mail/accountMails.ts'
import { advanceChallenge, beginChallenge, type ChallengeContext, checkChallengeCode, requireChallenge } from './challenges.ts'
import { EmbeddedError } from './errors.ts'
import { linkLogin } from './linkedLogins.ts'
import { minutes } from './mailCodes.ts'
import { passkeysOf } from './passkeys/passkeyCredentials.ts'
import { type PasskeyProof, requirePasskeyFactor } from './passkeys/passkeyFactor.ts'
import { emailLimits, type EmbeddedUser } from './types.ts'
import { describeUser } from './wallets.ts'

const compose = (ctx: ChallengeContext, to: string) => (code: string) =>
  recoveryEmailMail({ to, projectName: ctx.project.name, appOrigin: ctx.session.parentOrigin, code, minutes: minutes(emailLimits.otpTtlMs) })

/**
 * Begins adding a recovery e-mail to a passkey wallet without an e-mail (issue 40): confirmed with
 * the wallet's passkey first, then a code mailed to the new address (the mailed-code rules of
 * `challenges.ts`). Once verified it is the wallet's e-mail login: it logs in (with its device
 * approval) and confirms the key export, so losing the passkey no longer loses the wallet.
 *
 * @throws {EmbeddedError} `embedded_request_state` (the wallet has an e-mail, or no passkey), `embedded_passkey_required` and the
 *   passkey's refusals, `embedded_email_taken`; the address's cooldown and mail limits.
 */
export async function startRecoveryEmail(ctx: ChallengeContext, email: string, passkey: PasskeyProof | undefined): Promise<{ recoveryId: string }> {
  const { userId } = ctx.session
  if ((await describeUser(ctx.db, userId)).email) throw new EmbeddedError('embedded_request_state', 'This wallet already has an e-mail address: change it instead')
  if ((await passkeysOf(ctx.db, userId)).length === 0) throw new EmbeddedError('embedded_request_state', 'Only a passkey wallet adds a recovery e-mail')
  await requirePasskeyFactor(
    { db: ctx.db, master: ctx.master, now: ctx.now, projectId: ctx.project.id, frameOrigin: ctx.frameOrigin, topOrigin: ctx.session.parentOrigin ?? undefined },
    { userId, sessionId: ctx.session.id },
    passkey,
  )
  const taken = await ctx.db.selectFrom('embedded_identities').select('user_id').where('provider', '=', 'email').where('subject', '=', email).executeTakeFirst()
  if (taken) throw new EmbeddedError('embedded_email_taken', 'This e-mail address is already used by another wallet')
  const row = await beginChallenge(ctx, { kind: 'recovery_email', email, newEmail: null, compose: compose(ctx, email) })
  return { recoveryId: row.id }
}

/**
 * The new address's code: right, the address becomes the wallet's e-mail login (once; an address
 * another wallet took meanwhile is refused and nothing changes).
 *
 * @throws {EmbeddedError} the code's refusals, `embedded_request_state`, `embedded_login_taken`.
 */
export async function verifyRecoveryEmail(ctx: ChallengeContext, parameters: { recoveryId: string; otp: string }): Promise<{ user: EmbeddedUser }> {
  const row = await requireChallenge(ctx, 'recovery_email', parameters.recoveryId)
  await checkChallengeCode(ctx, row, parameters.otp)
  await advanceChallenge(ctx.db, row, { step: 'done' })
  if ((await describeUser(ctx.db, row.user_id)).email) throw new EmbeddedError('embedded_request_state', 'This wallet already has an e-mail address')
  await linkLogin(ctx.db, { userId: row.user_id, provider: 'email', subject: row.email, now: ctx.now })
  return { user: await describeUser(ctx.db, row.user_id) }
}
