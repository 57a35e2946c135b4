import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { EmbeddedError } from '../errors.ts'
import type { SignRequest } from '../signer.ts'
import type { PasskeyContext, PasskeySessionOwner } from './passkeyCeremony.ts'
import { passkeysOf } from './passkeyCredentials.ts'
import { type PasskeyProof, requirePasskeyFactor } from './passkeyFactor.ts'

/**
 * The passkey send limit (issue 40): a person whose wallet has a passkey sets a native value (in the
 * chain's smallest unit, wei: the same number on every chain, in that chain's own coin) above which
 * a send needs an assertion of one of the wallet's passkeys, checked by the server before it signs.
 * It counts the native value a send moves (a transaction's `value`, the sum of a batch's calls'
 * values): a token transfer (value 0) and a signature are not counted.
 */

/** The wallet's limit, or null when none is set. */
export async function readSendLimit(db: Kysely<Database>, userId: string): Promise<bigint | null> {
  const row = await db.selectFrom('embedded_send_limits').select('limit_wei').where('user_id', '=', userId).executeTakeFirst()
  return row ? BigInt(row.limit_wei) : null
}

/**
 * Sets (or with null removes) the wallet's limit. Only a wallet with a passkey has one: the caller
 * has checked the passkey itself (`requirePasskeyFactor`) for this change.
 *
 * @throws {EmbeddedError} `embedded_request_state` (the wallet has no passkey).
 */
export async function writeSendLimit(db: Kysely<Database>, parameters: { userId: string; limitWei: bigint | null; now: number }): Promise<void> {
  if (parameters.limitWei === null) {
    await db.deleteFrom('embedded_send_limits').where('user_id', '=', parameters.userId).execute()
    return
  }
  if ((await passkeysOf(db, parameters.userId)).length === 0) throw new EmbeddedError('embedded_request_state', 'Add a passkey before you set a limit that needs it')
  const limit = parameters.limitWei.toString()
  await db
    .insertInto('embedded_send_limits')
    .values({ user_id: parameters.userId, limit_wei: limit, updated_at: parameters.now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ limit_wei: limit, updated_at: parameters.now }))
    .execute()
}

/** The native value a request moves: a transaction's value, a batch's summed values; null for a signature. */
export function sendValueOf(request: SignRequest): bigint | null {
  if (request.method === 'eth_sendTransaction') return BigInt(request.transaction.value ?? 0n)
  if (request.method === 'wallet_sendCalls') return request.calls.reduce((sum, call) => sum + BigInt(call.value ?? 0n), 0n)
  return null
}

/**
 * Refuses a send above the wallet's limit without a fresh assertion of the wallet's own passkey
 * (`requirePasskeyFactor`: a `verify` request of this session, spent by this use).
 *
 * @throws {EmbeddedError} `embedded_passkey_required` (none brought) and the ceremony's refusals.
 */
export async function requireSendPasskey(ctx: PasskeyContext, owner: PasskeySessionOwner, request: SignRequest, proof: PasskeyProof | undefined): Promise<void> {
  const value = sendValueOf(request)
  if (value === null) return
  const limit = await readSendLimit(ctx.db, owner.userId)
  if (limit === null || value <= limit) return
  await requirePasskeyFactor(ctx, owner, proof, { limitWei: limit.toString() })
}
