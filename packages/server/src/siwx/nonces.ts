import { randomBytes } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { Database, SiwxNoncesTable } from '../db/schema.ts'
import { SiwxError } from './errors.ts'

/**
 * An address as a nonce is bound to it: EVM addresses without their checksum case; others (base58
 * Solana addresses, where case matters, and Bitcoin addresses) as written.
 */
export function bindingAddress(address: string): string {
  return /^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address
}

/** How long a nonce may wait for its signature. */
export const nonceTtlMs = 10 * 60_000

/** A nonce as issued: what it is bound to. */
export type IssuedNonce = Selectable<SiwxNoncesTable>

/**
 * A fresh nonce (32 hex characters: EIP-4361 wants at least 8 alphanumerics), stored so it can be
 * used once, within `nonceTtlMs`, and (when given) only for that account and chain, and only by a
 * message for the origin that asked for it.
 */
export async function issueNonce(
  db: Kysely<Database>,
  parameters: {
    projectId: string
    chainId?: string | undefined
    address?: string | undefined
    /** The request's `Origin` (already checked against the project's allow-list). */
    origin?: string | undefined
    now: number
  },
): Promise<{ nonce: string; expiresAt: number }> {
  const nonce = randomBytes(16).toString('hex')
  const expiresAt = parameters.now + nonceTtlMs
  await db
    .insertInto('siwx_nonces')
    .values({
      nonce,
      project_id: parameters.projectId,
      chain_id: parameters.chainId ?? null,
      address: parameters.address === undefined ? null : bindingAddress(parameters.address),
      origin: parameters.origin ?? null,
      created_at: parameters.now,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute()
  return { nonce, expiresAt }
}

/**
 * Uses a nonce up, atomically, before anything else about the message is checked: a nonce gets one
 * try. Of two requests racing with the same nonce, one wins; a refused signature does not leave
 * the nonce for another guess.
 *
 * @returns the nonce's row (what it is bound to: chain, account, origin, when it was issued).
 * @throws {SiwxError} `siwx_nonce_unknown` (not issued in this project), `siwx_nonce_used`.
 */
export async function claimNonce(
  db: Kysely<Database>,
  parameters: { projectId: string; nonce: string; now: number },
): Promise<IssuedNonce> {
  const claimed = await db
    .updateTable('siwx_nonces')
    .set({ used_at: parameters.now })
    .where('nonce', '=', parameters.nonce)
    .where('project_id', '=', parameters.projectId)
    .where('used_at', 'is', null)
    .returningAll()
    .executeTakeFirst()
  if (claimed) return claimed
  const exists = await db
    .selectFrom('siwx_nonces')
    .select('nonce')
    .where('nonce', '=', parameters.nonce)
    .where('project_id', '=', parameters.projectId)
    .executeTakeFirst()
  if (!exists) throw new SiwxError('siwx_nonce_unknown', 'The nonce was not issued by this server')
  throw new SiwxError('siwx_nonce_used', 'The nonce was already used')
}

/**
 * Checks what a claimed nonce is bound to: not expired, same chain and account as asked for.
 *
 * @throws {SiwxError} `siwx_nonce_expired`, `siwx_chain_mismatch`, `siwx_address_mismatch`.
 */
export function checkNonceBinding(row: IssuedNonce, parameters: { chainId: string; address: string; now: number }): void {
  if (Number(row.expires_at) <= parameters.now) throw new SiwxError('siwx_nonce_expired', 'The nonce has expired')
  if (row.chain_id !== null && row.chain_id !== parameters.chainId)
    throw new SiwxError('siwx_chain_mismatch', `The nonce was issued for ${row.chain_id}, the message is for ${parameters.chainId}`)
  if (row.address !== null && row.address !== bindingAddress(parameters.address))
    throw new SiwxError('siwx_address_mismatch', 'The nonce was issued for another account')
}
