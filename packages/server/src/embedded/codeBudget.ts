import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'
import { codesLockedMail } from '../mail/accountMails.ts'
import type { Mailer } from '../mail/mailer.ts'
import { hit } from '../rateLimit/hit.ts'
import { EmbeddedCodesLockedError } from './errors.ts'
import { emailKey, minutes, sendMail } from './mailCodes.ts'
import { emailLimits } from './types.ts'

const windowMs = 60 * 60_000

/** What a code try of an address needs: the database, the clock, and how to tell the address. */
export type CodeBudgetContext = { db: Kysely<Database>; mailer: Mailer; now: number; project: { name: string } }

/** One try taken from the address's budget: give it back when the code was right, or count it as wrong. */
export type CodeTry = {
  /** The code was right: the try goes back to the budget (only wrong codes use it up). */
  right(): Promise<void>
  /**
   * The code was wrong. When it used up the budget, the address is told (once) and the lock is thrown.
   *
   * @throws {EmbeddedCodesLockedError} when this wrong code spent the budget.
   */
  wrong(): Promise<void>
}

/**
 * Takes a try from the address's hourly budget of wrong codes (`failedCodesPerHour`), across every
 * login and check, so new mails do not bring new guesses. The try is taken in the database before
 * the code is compared (racing tries cannot exceed the budget) and given back when it was right.
 *
 * @throws {EmbeddedCodesLockedError} when the budget is spent: no code of the address is checked.
 */
export async function takeCodeTry(ctx: CodeBudgetContext, email: string, appOrigin: string | null): Promise<CodeTry> {
  const key = `embeddedWrongCodes:${emailKey(email)}`
  const taken = await hit(ctx.db, key, emailLimits.failedCodesPerHour, windowMs, ctx.now)
  if (!taken.allowed) throw new EmbeddedCodesLockedError({ retryAfter: taken.retryAfter })
  return {
    async right() {
      await ctx.db
        .updateTable('rate_limits')
        .set({ count: sql<number>`${sql.ref('count')} - 1` })
        .where('key', '=', key)
        .where('count', '>', 0)
        .execute()
    },
    async wrong() {
      if (taken.count < emailLimits.failedCodesPerHour) return
      // The lock starts: tell the address (a notice, not a code; a mail server that refuses it does not unlock anything).
      await sendMail(ctx, codesLockedMail({ to: email, projectName: ctx.project.name, appOrigin, minutes: minutes(taken.retryAfter * 1000) })).catch((error: unknown) =>
        console.warn('[portico-server] the wrong-codes notice could not be sent:', error),
      )
      throw new EmbeddedCodesLockedError({ retryAfter: taken.retryAfter })
    },
  }
}
