import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { loginChangedMail } from '../mail/accountMails.ts'
import { sendMail } from './mailCodes.ts'
import type { EmbeddedWalletDeps } from './types.ts'

/**
 * Tells the wallet's e-mail address that a login was linked to it or removed from it (issue 35),
 * before the change is stored: a mail that cannot go changes nothing. A wallet with no e-mail
 * login has no address to tell.
 *
 * @throws {EmbeddedError} `embedded_mail_failed`.
 */
export async function mailLoginChange(
  ctx: Pick<EmbeddedWalletDeps, 'mailer'> & { db: Kysely<Database> },
  parameters: { userId: string; change: 'linked' | 'removed'; provider: string; projectName: string; appOrigin: string | null },
): Promise<void> {
  const address = await ctx.db.selectFrom('embedded_identities').select('subject').where('user_id', '=', parameters.userId).where('provider', '=', 'email').orderBy('created_at').executeTakeFirst()
  if (!address) return
  await sendMail(ctx, loginChangedMail({ to: address.subject, change: parameters.change, provider: parameters.provider, projectName: parameters.projectName, appOrigin: parameters.appOrigin }))
}
