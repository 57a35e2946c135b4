import { createHash, randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Mailer, MailMessage } from '../mail/mailer.ts'
import { hit } from '../rateLimit/hit.ts'
import { EmbeddedCooldownError, EmbeddedError } from './errors.ts'
import { emailLimits } from './types.ts'

/** What charging and sending a mail needs. */
export type MailContext = { db: Kysely<Database>; mailer: Mailer; now: number }

export const emailKey = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32)

/** Whole minutes of a duration (the mails say how long a code or link lives). */
export const minutes = (ms: number) => Math.round(ms / 60_000)

/** A fresh 6-digit code (crypto-random). */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/**
 * Who a mail is for, besides its address: a device the address approved before (its hash), a
 * signed-in session (its id), or a device the address does not know, which anyone can be (one
 * `stranger` key per address). Cooldowns and hourly budgets are kept per address *and* asker, so a
 * stranger starting logins for someone's address holds up only the address's unknown devices, never
 * its known devices or sessions (no malicious lockout, ASVS 5).
 */
export type MailAsker = { device: string } | { session: string } | 'stranger'

const askerKey = (asker: MailAsker) => (asker === 'stranger' ? 'new' : 'device' in asker ? `d:${asker.device}` : `s:${asker.session}`)
const keyOf = (email: string, asker: MailAsker) => `${emailKey(email)}:${askerKey(asker)}`

/**
 * Spec §5: a code or link the visitor asks for (a login trigger, an e-mail update, a key export,
 * their resends) to one address is refused within 30 s of the previous one for the same asker
 * ('Please try again after N seconds'); and an address gets at most `mailsPerHour` mails per asker.
 * Both are counters in the database, shared by every instance.
 *
 * @throws {EmbeddedCooldownError} {EmbeddedError} `embedded_mail_limit`.
 */
export async function chargeMailTrigger(ctx: MailContext, email: string, asker: MailAsker): Promise<void> {
  const cooldown = await hit(ctx.db, `embeddedCooldown:${keyOf(email, asker)}`, 1, emailLimits.cooldownMs, ctx.now)
  if (!cooldown.allowed) throw new EmbeddedCooldownError({ retryAfter: cooldown.retryAfter })
  await chargeHourly(ctx, email, asker)
}

/**
 * Counts a mail against the address's hourly limit for `asker` only (a mail that follows from a
 * verified code or an approved device, not from a click in the host page), and starts its 30 s
 * cooldown so a resend right after it is refused.
 *
 * @throws {EmbeddedError} `embedded_mail_limit`.
 */
export async function chargeFollowUpMail(ctx: MailContext, email: string, asker: MailAsker): Promise<void> {
  await hit(ctx.db, `embeddedCooldown:${keyOf(email, asker)}`, 1, emailLimits.cooldownMs, ctx.now)
  await chargeHourly(ctx, email, asker)
}

/**
 * Starts `asker`'s 30 s cooldown for the address without charging a mail: the device an approval
 * just made known gets its code, and asking again at once is refused like any resend.
 */
export async function startCooldown(ctx: MailContext, email: string, asker: MailAsker): Promise<void> {
  await hit(ctx.db, `embeddedCooldown:${keyOf(email, asker)}`, 1, emailLimits.cooldownMs, ctx.now)
}

async function chargeHourly(ctx: MailContext, email: string, asker: MailAsker): Promise<void> {
  const hourly = await hit(ctx.db, `embeddedMails:${keyOf(email, asker)}`, emailLimits.mailsPerHour, 60 * 60_000, ctx.now)
  if (!hourly.allowed) {
    throw new EmbeddedError('embedded_mail_limit', 'Too many mails to this address: try again later', { details: { retryAfter: hourly.retryAfter } })
  }
}

/** Sends a mail; a refusal of the mail server is a typed 503. */
export async function sendMail(ctx: Pick<MailContext, 'mailer'>, message: MailMessage): Promise<void> {
  try {
    await ctx.mailer.send(message)
  } catch (cause) {
    throw new EmbeddedError('embedded_mail_failed', 'The mail could not be sent: try again later', { cause })
  }
}
