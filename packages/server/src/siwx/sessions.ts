import type { SiwxServerSession } from '@portico/core/contract'
import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/** The longest a session lives, even when the message has no expiration time. */
export const maxSessionMs = 7 * 24 * 60 * 60_000

/** A live sign-in session, as the API answers it (the contract's). */
export type SiwxSession = SiwxServerSession

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Stores a session and returns its token (256 random bits, base64url); only its hash is stored. */
export async function createSession(
  db: Kysely<Database>,
  parameters: {
    projectId: string
    address: string
    chainId: string
    domain: string
    message: string
    signature: string
    now: number
    expiresAt: number
  },
): Promise<{ token: string; session: SiwxSession }> {
  const token = randomBytes(32).toString('base64url')
  await db
    .insertInto('siwx_sessions')
    .values({
      id: hashToken(token),
      project_id: parameters.projectId,
      address: parameters.address,
      chain_id: parameters.chainId,
      domain: parameters.domain,
      message: parameters.message,
      signature: parameters.signature,
      created_at: parameters.now,
      expires_at: parameters.expiresAt,
      revoked_at: null,
    })
    .execute()
  return {
    token,
    session: {
      address: parameters.address,
      chainId: parameters.chainId,
      domain: parameters.domain,
      message: parameters.message,
      signature: parameters.signature,
      issuedAt: new Date(parameters.now).toISOString(),
      expiresAt: new Date(parameters.expiresAt).toISOString(),
    },
  }
}

/** The live session of a token in a project (not revoked, not expired), or undefined. */
export async function findSession(
  db: Kysely<Database>,
  parameters: { projectId: string; token: string; now: number },
): Promise<SiwxSession | undefined> {
  const row = await db
    .selectFrom('siwx_sessions')
    .selectAll()
    .where('id', '=', hashToken(parameters.token))
    .where('project_id', '=', parameters.projectId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', parameters.now)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    address: row.address,
    chainId: row.chain_id,
    domain: row.domain,
    message: row.message,
    signature: row.signature,
    issuedAt: new Date(Number(row.created_at)).toISOString(),
    expiresAt: new Date(Number(row.expires_at)).toISOString(),
  }
}

/** Ends the session of a token (idempotent). */
export async function revokeSession(db: Kysely<Database>, parameters: { token: string; now: number }): Promise<void> {
  await db
    .updateTable('siwx_sessions')
    .set({ revoked_at: parameters.now })
    .where('id', '=', hashToken(parameters.token))
    .where('revoked_at', 'is', null)
    .execute()
}
