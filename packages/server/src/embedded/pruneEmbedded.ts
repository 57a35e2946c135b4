import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { emailLimits } from './types.ts'

/**
 * Deletes the embedded wallet's rows that ended more than `graceMs` before `now`: login attempts
 * (e-mail, social and Farcaster) and mailed-code checks (e-mail update, key export) and passkey ceremonies' challenges past their lifetime, and sessions expired or
 * revoked, e-mail changes whose undo link and export hold are both over. Users, identities, wallets
 * and approved devices are kept. Idempotent, so any instance
 * may run it at any time.
 *
 * @returns how many rows of each kind were deleted.
 */
export async function pruneEmbedded(db: Kysely<Database>, now: number, graceMs = 60 * 60_000): Promise<{ logins: number; challenges: number; sessions: number }> {
  const before = now - graceMs
  const logins = await db.deleteFrom('embedded_logins').where('expires_at', '<', before).executeTakeFirst()
  const socialLogins = await db.deleteFrom('embedded_social_logins').where('expires_at', '<', before).executeTakeFirst()
  const farcasterLogins = await db.deleteFrom('embedded_farcaster_logins').where('expires_at', '<', before).executeTakeFirst()
  const challenges = await db.deleteFrom('embedded_challenges').where('expires_at', '<', before).executeTakeFirst()
  const passkeyChallenges = await db.deleteFrom('embedded_passkey_challenges').where('expires_at', '<', before).executeTakeFirst()
  const sessions = await db
    .deleteFrom('embedded_sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst()
  // An undo's export hold ends at most `exportHoldMs` after the link's own end.
  await db.deleteFrom('embedded_email_changes').where('undo_until', '<', before - emailLimits.exportHoldMs).execute()
  return { logins: Number(logins.numDeletedRows) + Number(socialLogins.numDeletedRows) + Number(farcasterLogins.numDeletedRows), challenges: Number(challenges.numDeletedRows) + Number(passkeyChallenges.numDeletedRows), sessions: Number(sessions.numDeletedRows) }
}
