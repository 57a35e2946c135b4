import type { EmbeddedSessionListing } from '@portico/core/contract'
import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { EmbeddedError } from './errors.ts'
import { emailLimits } from './types.ts'

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Makes a session for a user, bound to the project and the frame's origin; returns its token (256 random bits, base64url; only its hash is stored). */
export async function createEmbeddedSession(
  db: Kysely<Database>,
  parameters: {
    projectId: string
    userId: string
    frameOrigin: string
    parentOrigin: string | null
    now: number
    ttlMs: number
    userAgent?: string | undefined
    /** `farcaster`: made by a Farcaster sign-in (see `requireSecondProof`). */
    loginKind?: 'farcaster' | undefined
  },
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
      last_seen_at: parameters.now,
      user_agent: parameters.userAgent ? parameters.userAgent.slice(0, 200) : null,
      login_kind: parameters.loginKind ?? null,
    })
    .execute()
  return { token, expiresAt }
}

/** A live session: its id (the token's hash, as stored), its user and end, and how it was made (`farcaster`, or null). */
export type EmbeddedSession = { id: string; userId: string; expiresAt: number; parentOrigin: string | null; createdAt: number; loginKind: 'farcaster' | null }

/** How recent the login behind a session must be to link another login to its wallet (see docs/security.md). */
export const freshLoginMs = 10 * 60_000

/**
 * Refuses a session whose login is older than `freshLoginMs`: linking a login adds a way into the
 * wallet, so the person proves again that they hold one (a new login; a social-only wallet has no
 * mailbox a code could go to).
 *
 * @throws {EmbeddedError} `embedded_reauth_required`.
 */
export function requireFreshLogin(session: EmbeddedSession, now: number): void {
  if (session.createdAt > now - freshLoginMs) return
  throw new EmbeddedError('embedded_reauth_required', 'Log in again to link another login: your last login is more than 10 minutes old', {
    details: { loggedInAt: new Date(session.createdAt).toISOString(), maxAgeMs: freshLoginMs },
  })
}

/**
 * Refuses a session made by a Farcaster sign-in where a second proof is needed (linking a login): a
 * cross-device QR sign-in cannot prove which device asked for it, so whoever showed the QR code
 * may hold the session. The second proof is a login by e-mail code to the wallet's address (its
 * session is not a Farcaster one); a wallet without an e-mail address cannot link from Farcaster.
 *
 * @throws {EmbeddedError} `embedded_second_proof_required`.
 */
export function requireSecondProof(session: EmbeddedSession): void {
  if (session.loginKind !== 'farcaster') return
  throw new EmbeddedError('embedded_second_proof_required', 'Log in with your e-mail code to do this: a Farcaster sign-in is not enough', {
    details: { loginKind: session.loginKind, proof: 'email_login' },
  })
}

/** The live session of a token, for this project and frame origin, or undefined: not revoked, not expired, used within `sessionIdleMs`. Its last use is then written (at most once a minute). */
export async function findEmbeddedSession(
  db: Kysely<Database>,
  parameters: { token: string; projectId: string; frameOrigin: string; now: number },
): Promise<EmbeddedSession | undefined> {
  const row = await db
    .selectFrom('embedded_sessions')
    .select(['id', 'user_id', 'expires_at', 'parent_origin', 'created_at', 'last_seen_at', 'login_kind'])
    .where('id', '=', hashToken(parameters.token))
    .where('project_id', '=', parameters.projectId)
    .where('frame_origin', '=', parameters.frameOrigin)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', parameters.now)
    .executeTakeFirst()
  if (!row) return undefined
  const lastSeen = Number(row.last_seen_at ?? row.created_at)
  if (lastSeen <= parameters.now - emailLimits.sessionIdleMs) return undefined
  if (lastSeen <= parameters.now - emailLimits.sessionTouchMs) {
    await db.updateTable('embedded_sessions').set({ last_seen_at: parameters.now }).where('id', '=', row.id).execute()
  }
  return { id: row.id, userId: row.user_id, expiresAt: Number(row.expires_at), parentOrigin: row.parent_origin, createdAt: Number(row.created_at), loginKind: row.login_kind === 'farcaster' ? 'farcaster' : null }
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

/** A live session of a user, as the frame lists it: the session asking is `current`. */
export type SessionListing = EmbeddedSessionListing

/** The user's live sessions in this project and frame origin (not revoked, expired or idle), the most recently used first; at most 50. */
export async function listEmbeddedSessions(db: Kysely<Database>, session: EmbeddedSession, parameters: { projectId: string; frameOrigin: string; now: number }): Promise<SessionListing[]> {
  const rows = await db
    .selectFrom('embedded_sessions')
    .select(['id', 'parent_origin', 'created_at', 'last_seen_at', 'user_agent'])
    .where('user_id', '=', session.userId)
    .where('project_id', '=', parameters.projectId)
    .where('frame_origin', '=', parameters.frameOrigin)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', parameters.now)
    .execute()
  return rows
    .map((row) => ({ row, lastSeen: Number(row.last_seen_at ?? row.created_at) }))
    .filter(({ lastSeen }) => lastSeen > parameters.now - emailLimits.sessionIdleMs)
    .sort((a, b) => b.lastSeen - a.lastSeen)
    .slice(0, 50)
    .map(({ row, lastSeen }) => ({
      current: row.id === session.id,
      createdAt: new Date(Number(row.created_at)).toISOString(),
      lastSeenAt: new Date(lastSeen).toISOString(),
      appOrigin: row.parent_origin,
      userAgent: row.user_agent,
    }))
}

/** Ends every session of the user, in every project and frame ("sign out everywhere"); returns how many ended. */
export async function revokeAllEmbeddedSessions(db: Kysely<Database>, parameters: { userId: string; now: number }): Promise<number> {
  const result = await db.updateTable('embedded_sessions').set({ revoked_at: parameters.now }).where('user_id', '=', parameters.userId).where('revoked_at', 'is', null).executeTakeFirst()
  return Number(result.numUpdatedRows)
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
