import { randomBytes } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { Database, EmbeddedPasskeyChallengesTable } from '../../db/schema.ts'
import { EmbeddedError } from '../errors.ts'

/** How long a ceremony's challenge lives: the browser's own timeout (`passkeyTimeoutMs`) and a little slack for the round trips. */
export const passkeyTimeoutMs = 120_000
export const passkeyChallengeTtlMs = passkeyTimeoutMs + 30_000

export type PasskeyChallengeRow = Selectable<EmbeddedPasskeyChallengesTable>
export type PasskeyScope = { projectId: string; frameOrigin: string }

/** Stores a fresh challenge (32 random bytes, base64url) for one ceremony; returns its row. */
export async function createPasskeyChallenge(
  db: Kysely<Database>,
  scope: PasskeyScope & { now: number },
  parameters: { purpose: PasskeyChallengeRow['purpose']; userId: string | null; sessionId: string | null; userHandle: string | null },
): Promise<PasskeyChallengeRow> {
  const row: PasskeyChallengeRow = {
    id: randomBytes(16).toString('hex'),
    purpose: parameters.purpose,
    challenge: randomBytes(32).toString('base64url'),
    project_id: scope.projectId,
    frame_origin: scope.frameOrigin,
    user_id: parameters.userId,
    session_id: parameters.sessionId,
    user_handle: parameters.userHandle,
    created_at: scope.now,
    expires_at: scope.now + passkeyChallengeTtlMs,
    used_at: null,
  }
  await db.insertInto('embedded_passkey_challenges').values(row).execute()
  return row
}

/**
 * Takes a challenge for good (before the response is checked: a wrong answer spends it too), once:
 * of two racing answers (or a replayed one) only the first gets it. It must be of this purpose,
 * project, frame origin and (when it has one) session, and not expired.
 *
 * @throws {EmbeddedError} `embedded_request_unknown` (no such live challenge, or already used), `embedded_request_expired`.
 */
export async function consumePasskeyChallenge(
  db: Kysely<Database>,
  scope: PasskeyScope & { now: number; sessionId: string | null },
  parameters: { id: string; purpose: PasskeyChallengeRow['purpose'] },
): Promise<PasskeyChallengeRow> {
  let query = db
    .updateTable('embedded_passkey_challenges')
    .set({ used_at: scope.now })
    .where('id', '=', parameters.id)
    .where('purpose', '=', parameters.purpose)
    .where('project_id', '=', scope.projectId)
    .where('frame_origin', '=', scope.frameOrigin)
    .where('used_at', 'is', null)
  query = scope.sessionId === null ? query.where('session_id', 'is', null) : query.where('session_id', '=', scope.sessionId)
  const row = await query.returningAll().executeTakeFirst()
  if (!row) throw new EmbeddedError('embedded_request_unknown', 'No such passkey request: start again')
  if (Number(row.expires_at) <= scope.now) throw new EmbeddedError('embedded_request_expired', 'The passkey request has expired: start again')
  return row
}
