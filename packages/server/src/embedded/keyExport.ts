import { randomBytes } from 'node:crypto'
import type { Hex } from 'viem'
import { exportKeyMail } from '../mail/accountMails.ts'
import { advanceChallenge, beginChallenge, type ChallengeContext, checkChallengeCode, requireChallenge, resendChallenge } from './challenges.ts'
import { requireNoRecentChange } from './emailChanges.ts'
import { EmbeddedError } from './errors.ts'
import { readFramePublicKey, sealToFrame } from './exportCipher.ts'
import { minutes } from './mailCodes.ts'
import { passkeysOf } from './passkeys/passkeyCredentials.ts'
import { type PasskeyProof, requirePasskeyFactor } from './passkeys/passkeyFactor.ts'
import { openPrivateKey } from './sealKey.ts'
import { emailLimits } from './types.ts'
import { describeUser } from './wallets.ts'

const compose = (ctx: ChallengeContext, to: string) => (code: string) =>
  exportKeyMail({ to, projectName: ctx.project.name, appOrigin: ctx.session.parentOrigin, code, minutes: minutes(emailLimits.otpTtlMs) })

/**
 * Begins a key export (the frame's EXPORT_KEY): a fresh code to the user's address, whatever the
 * session's age; a passkey-only wallet gets no code (`code: false`): its passkey confirms it.
 *
 * @throws {EmbeddedError} `embedded_request_state` (no e-mail to send it to), `embedded_export_held` (within
 *   24 hours of an e-mail change or its undo); the address's cooldown and mail limits.
 */
export async function startKeyExport(ctx: ChallengeContext): Promise<{ exportId: string; code: boolean }> {
  const { email } = await describeUser(ctx.db, ctx.session.userId)
  if (!email) return startPasskeyOnlyExport(ctx)
  await requireNoRecentChange(ctx.db, ctx.session.userId, ctx.now)
  const row = await beginChallenge(ctx, { kind: 'export_key', email, newEmail: null, compose: compose(ctx, email) })
  return { exportId: row.id, code: true }
}

/**
 * A passkey-only wallet's export (issue 40): no address to mail a code to, so its passkey is the
 * factor. The check is stored as any export's (bound to the session, single use), with no address
 * (`email` empty) and no code; `revealKey` then requires the passkey's assertion.
 *
 * @throws {EmbeddedError} `embedded_request_state` (neither an e-mail nor a passkey: nothing can confirm it).
 */
async function startPasskeyOnlyExport(ctx: ChallengeContext): Promise<{ exportId: string; code: boolean }> {
  if ((await passkeysOf(ctx.db, ctx.session.userId)).length === 0) throw new EmbeddedError('embedded_request_state', 'This wallet has no e-mail address or passkey to confirm an export')
  const id = randomBytes(16).toString('hex')
  await ctx.db
    .insertInto('embedded_challenges')
    .values({
      id,
      kind: 'export_key',
      project_id: ctx.project.id,
      user_id: ctx.session.userId,
      session_id: ctx.session.id,
      frame_origin: ctx.frameOrigin,
      email: '',
      new_email: null,
      step: 'primary',
      otp_mac: null,
      otp_expires_at: null,
      attempts: 0,
      resends: 0,
      created_at: ctx.now,
      expires_at: ctx.now + emailLimits.loginTtlMs,
    })
    .execute()
  return { exportId: id, code: false }
}

export async function resendKeyExport(ctx: ChallengeContext, exportId: string): Promise<void> {
  const row = await requireChallenge(ctx, 'export_key', exportId)
  if (row.email === '') throw new EmbeddedError('embedded_request_state', 'This export has no code: confirm it with your passkey')
  await resendChallenge(ctx, row, compose(ctx, row.email))
}

/**
 * The fresh code is right: the sealed key is opened and encrypted to the frame's one-time public key
 * (HPKE, `exportCipher.ts`), answered once; the export is then done, and a second call with the same
 * code refused. A wallet with a passkey must also bring an assertion of it (`requirePasskeyFactor`),
 * checked before the code (a missing or wrong one costs no code try). The key itself is never in the answer: only the frame, holding the private half,
 * can open it. The public key is read before the code is checked (a bad one costs no try).
 *
 * @throws {EmbeddedError} `embedded_export_key_invalid`, `embedded_export_held`, `embedded_passkey_required`; the passkey's and the code's refusals.
 */
export async function revealKey(
  ctx: ChallengeContext,
  parameters: { exportId: string; otp?: string | undefined; publicKey: Hex; passkey?: PasskeyProof | undefined },
): Promise<{ address: string; enc: Hex; ciphertext: Hex }> {
  const recipient = await readFramePublicKey(parameters.publicKey)
  const row = await requireChallenge(ctx, 'export_key', parameters.exportId)
  await requireNoRecentChange(ctx.db, row.user_id, ctx.now)
  const codeless = row.email === ''
  // A passkey-only export has its passkey as its only factor: never passed for want of a passkey.
  if (codeless && (await passkeysOf(ctx.db, row.user_id)).length === 0) throw new EmbeddedError('embedded_passkey_required', 'Confirm with your passkey to do this')
  if (!codeless && parameters.otp === undefined) throw new EmbeddedError('embedded_otp_invalid', 'Enter the code mailed to you')
  await requirePasskeyFactor(
    { db: ctx.db, master: ctx.master, now: ctx.now, projectId: ctx.project.id, frameOrigin: ctx.frameOrigin, topOrigin: ctx.session.parentOrigin ?? undefined },
    { userId: row.user_id, sessionId: ctx.session.id },
    parameters.passkey,
  )
  if (!codeless) await checkChallengeCode(ctx, row, parameters.otp!)
  await advanceChallenge(ctx.db, row, { step: 'done' })
  const wallet = await ctx.db
    .selectFrom('embedded_wallets')
    .select(['address', 'sealed_key'])
    .where('user_id', '=', row.user_id)
    .where('type', '=', 'eoa')
    .executeTakeFirstOrThrow()
  const secret = openPrivateKey(ctx.master, wallet.sealed_key, { userId: row.user_id, address: wallet.address })
  try {
    return { address: wallet.address, ...(await sealToFrame(recipient, secret, row.id)) }
  } finally {
    secret.fill(0)
  }
}
