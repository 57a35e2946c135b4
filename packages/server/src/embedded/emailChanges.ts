import { randomBytes } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'
import { emailChangedMail } from '../mail/accountMails.ts'
import { EmbeddedError } from './errors.ts'
import { sendMail } from './mailCodes.ts'
import { mac } from './masterKey.ts'
import { type EmbeddedWalletDeps, emailLimits } from './types.ts'

// What follows an e-mail change: the old address is told, with a link that undoes it for 48 hours
// (and takes back every login linked since);
// the wallet's other sessions end; the key export waits 24 hours (after an undo too).

const undoMac = (deps: Pick<EmbeddedWalletDeps, 'master'>, secret: string) => mac(deps.master, 'email-undo', secret)

/** An undo link's secret: 256 random bits, base64url (43 characters). */
export const isUndoSecret = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value)

/**
 * Mails the old address that its wallet moved to `newEmail`, with the undo link, before the change
 * is stored (a mail that cannot go leaves the address as it was); returns the change's row to
 * insert in the change's own transaction.
 *
 * @throws {EmbeddedError} `embedded_mail_failed`.
 */
export async function noticeEmailChange(
  deps: Pick<EmbeddedWalletDeps, 'master' | 'mailer' | 'publicUrl'> & { now: number; projectName: string; appOrigin: string | null },
  change: { userId: string; oldEmail: string; newEmail: string },
) {
  const secret = randomBytes(32).toString('base64url')
  const undoUrl = `${deps.publicUrl}/v1/embedded/email/undo?token=${secret}`
  const hours = emailLimits.undoChangeMs / 3_600_000
  await sendMail(deps, emailChangedMail({ to: change.oldEmail, projectName: deps.projectName, appOrigin: deps.appOrigin, newEmail: change.newEmail, undoUrl, hours }))
  return {
    id: randomBytes(16).toString('hex'),
    user_id: change.userId,
    old_email: change.oldEmail,
    new_email: change.newEmail,
    undo_mac: undoMac(deps, secret),
    created_at: deps.now,
    undo_until: deps.now + emailLimits.undoChangeMs,
    undone_at: null,
  }
}

/** Ends every live session of `userId` but `keep` (the one that made the change), in `db` (a transaction). */
export async function endOtherSessions(db: Kysely<Database> | Transaction<Database>, userId: string, now: number, keep?: string): Promise<void> {
  let query = db.updateTable('embedded_sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null)
  if (keep) query = query.where('id', '!=', keep)
  await query.execute()
}

/**
 * The undo link was followed (its page's button): within 48 hours, once, the wallet logs in with the
 * old address again, the new one is let go, every login linked since the change is removed, and
 * every session of the wallet ends.
 *
 * @throws {EmbeddedError} `embedded_undo_link_invalid` (unknown, used, expired, or the old address
 *   meanwhile another wallet's).
 */
export async function undoEmailChange(db: Kysely<Database>, deps: Pick<EmbeddedWalletDeps, 'master'> & { now: number }, secret: string): Promise<void> {
  const invalid = () => new EmbeddedError('embedded_undo_link_invalid', 'This link is not valid any more')
  if (!isUndoSecret(secret)) throw invalid()
  await db.transaction().execute(async (trx) => {
    const change = await trx
      .updateTable('embedded_email_changes')
      .set({ undone_at: deps.now })
      .where('undo_mac', '=', undoMac(deps, secret))
      .where('undone_at', 'is', null)
      .where('undo_until', '>', deps.now)
      .returningAll()
      .executeTakeFirst()
    if (!change) throw invalid()
    const back = await trx
      .insertInto('embedded_identities')
      .values({ provider: 'email', subject: change.old_email, user_id: change.user_id, created_at: deps.now })
      .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
      .returning('user_id')
      .executeTakeFirst()
    if (!back) throw invalid()
    await trx.deleteFrom('embedded_identities').where('provider', '=', 'email').where('user_id', '=', change.user_id).where('subject', '!=', change.old_email).execute()
    // Whoever changed the address may have linked their own logins since: each goes too (issue 35).
    await trx.deleteFrom('embedded_identities').where('provider', '!=', 'email').where('user_id', '=', change.user_id).where('created_at', '>=', change.created_at).execute()
    await endOtherSessions(trx, change.user_id, deps.now)
  })
}

/**
 * Refuses a key export within 24 hours of the wallet's last e-mail change or undo.
 *
 * @throws {EmbeddedError} `embedded_export_held`.
 */
export async function requireNoRecentChange(db: Kysely<Database>, userId: string, now: number): Promise<void> {
  const since = now - emailLimits.exportHoldMs
  const recent = await db
    .selectFrom('embedded_email_changes')
    .select('id')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('created_at', '>', since), eb('undone_at', '>', since)]))
    .executeTakeFirst()
  if (recent) {
    throw new EmbeddedError('embedded_export_held', 'The key cannot be exported within 24 hours of an e-mail change', { details: { holdHours: emailLimits.exportHoldMs / 3_600_000 } })
  }
}
