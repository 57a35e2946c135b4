import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * Deletes nonces and sessions that ended more than `graceMs` before `now` (expired, or revoked
 * sessions). Idempotent, so any instance may run it at any time.
 *
 * @returns how many nonces and sessions were deleted.
 */
export async function pruneSiwx(db: Kysely<Database>, now: number, graceMs = 60 * 60_000): Promise<{ nonces: number; sessions: number }> {
  const before = now - graceMs
  const nonces = await db.deleteFrom('siwx_nonces').where('expires_at', '<', before).executeTakeFirst()
  const sessions = await db
    .deleteFrom('siwx_sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst()
  return { nonces: Number(nonces.numDeletedRows), sessions: Number(sessions.numDeletedRows) }
}
