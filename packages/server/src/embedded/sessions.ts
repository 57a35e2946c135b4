import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { EmbeddedError } from './errors.ts'

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Makes a session for a user, bound to the project and the frame's origin; returns its token (256 random bits, base64url; only its hash is stored). */
export async function createEmbeddedSession(
  db: Kysely<Database>,
  parameters: { projectId: string; userId: string; frameOrigin: string; parentOrigin: string | null; now: number; ttlMs: number },
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = parameters.now + parameters.ttlMs
  await db
    .insertInto('embedded_sessions')
    .values({
      id: hashToken(token),
      project_id: parameters.projectId,
      user_id: parameters.userId,
      frame_origin: parameters.frameOrigin,
      parent_origin: parameters.parentOrigin,
      created_at: parameters.now,
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute()
  return { token, expiresAt }
}

/** A live session: its id (the token's hash, as stored), its user and end. */
export type EmbeddedSession = { id: string; userId: string; expiresAt: number; parentOrigin: string | null }

/** The live session of a token, for this project and frame origin, or undefined. */
export async function findEmbeddedSession(
  db: Kysely<Database>,
  parameters: { token: string; projectId: string; frameOrigin: string; now: number },
): Promise<EmbeddedSession | undefined> {
  const row = await db
    .selectFrom('embedded_sessions')
    .select(['id', 'user_id', 'expires_at', 'parent_origin'])
    .where('id', '=', hashToken(parameters.token))
    .where('project_id', '=', parameters.projectId)
    .where('frame_origin', '=', parameters.frameOrigin)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', parameters.now)
    .executeTakeFirst()
  return row && { id: row.id, userId: row.user_id, expiresAt: Number(row.expires_at), parentOrigin: row.parent_origin }
}

/**
 * The live session of a token, or a refusal.
 *
 * @throws {EmbeddedError} `embedded_no_session`.
 */
export async function requireEmbeddedSession(
  db: Kysely<Database>,
  parameters: { token: string | undefined; projectId: string; frameOrigin: string; now: number },
): Promise<EmbeddedSession> {
  const session = parameters.token ? await findEmbeddedSession(db, { ...parameters, token: parameters.token }) : undefined
  if (!session) throw new EmbeddedError('embedded_no_session', 'No live wallet session: log in again')
  return session
}

/** Ends a session (idempotent). */
export async function revokeEmbeddedSession(db: Kysely<Database>, parameters: { token: string; now: number }): Promise<void> {
  await db
    .updateTable('embedded_sessions')
    .set({ revoked_at: parameters.now })
    .where('id', '=', hashToken(parameters.token))
    .where('revoked_at', 'is', null)
    .execute()
}

/** Reads `Authorization: Bearer <token>` (a base64url token of 43 characters), or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(header ?? '')
  return match?.[1]
}
