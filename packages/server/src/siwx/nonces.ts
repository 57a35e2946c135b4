import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { SiwxError } from './errors.ts'

/** How long a nonce may wait for its signature. */
export const nonceTtlMs = 10 * 60_000

/**
 * A fresh nonce (32 hex characters: EIP-4361 wants at least 8 alphanumerics), stored so it can be
 * used once, within `nonceTtlMs`, and (when given) only for that account and chain.
 */
export async function issueNonce(
  db: Kysely<Database>,
  parameters: { projectId: string; chainId?: string | undefined; address?: string | undefined; now: number },
): Promise<{ nonce: string; expiresAt: number }> {
  const nonce = randomBytes(16).toString('hex')
  const expiresAt = parameters.now + nonceTtlMs
  await db
    .insertInto('siwx_nonces')
    .values({
      nonce,
      project_id: parameters.projectId,
      chain_id: parameters.chainId ?? null,
      address: parameters.address?.toLowerCase() ?? null,
      created_at: parameters.now,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute()
  return { nonce, expiresAt }
}

/**
 * Checks a nonce for a message (exists in the project, unused, not expired, same chain and account as
 * asked for) without using it up.
 *
 * @throws {SiwxError} `siwx_nonce_unknown`, `siwx_nonce_used`, `siwx_nonce_expired`, `siwx_chain_mismatch`, `siwx_address_mismatch`.
 */
export async function checkNonce(
  db: Kysely<Database>,
  parameters: { projectId: string; nonce: string; chainId: string; address: string; now: number },
): Promise<void> {
  const row = await db
    .selectFrom('siwx_nonces')
    .selectAll()
    .where('nonce', '=', parameters.nonce)
    .where('project_id', '=', parameters.projectId)
    .executeTakeFirst()
  if (!row) throw new SiwxError('siwx_nonce_unknown', 'The nonce was not issued by this server')
  if (row.used_at !== null) throw new SiwxError('siwx_nonce_used', 'The nonce was already used')
  if (Number(row.expires_at) <= parameters.now) throw new SiwxError('siwx_nonce_expired', 'The nonce has expired')
  if (row.chain_id !== null && row.chain_id !== parameters.chainId)
    throw new SiwxError('siwx_chain_mismatch', `The nonce was issued for ${row.chain_id}, the message is for ${parameters.chainId}`)
  if (row.address !== null && row.address !== parameters.address.toLowerCase())
    throw new SiwxError('siwx_address_mismatch', 'The nonce was issued for another account')
}

/**
 * Uses a nonce up, atomically: of two requests racing with the same nonce, one wins.
 *
 * @throws {SiwxError} `siwx_nonce_used` for the loser.
 */
export async function consumeNonce(db: Kysely<Database>, parameters: { nonce: string; now: number }): Promise<void> {
  const result = await db
    .updateTable('siwx_nonces')
    .set({ used_at: parameters.now })
    .where('nonce', '=', parameters.nonce)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) throw new SiwxError('siwx_nonce_used', 'The nonce was already used')
}
