import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import { EmbeddedError } from '../errors.ts'
import { finishPasskeyAuthentication, type PasskeyContext, type PasskeySessionOwner } from './passkeyCeremony.ts'
import { passkeysOf } from './passkeyCredentials.ts'

export type PasskeyProof = { requestId: string; response: unknown }

/**
 * The passkey as a second factor (issue 40): a wallet that has a passkey must bring an assertion of
 * one of its own passkeys, for a `verify` request its session began, for this step. A wallet without
 * one passes (its mailed code is the only factor it has).
 *
 * @throws {EmbeddedError} `embedded_passkey_required` (none brought); the ceremony's refusals.
 */
export async function requirePasskeyFactor(
  ctx: PasskeyContext,
  owner: PasskeySessionOwner,
  proof: PasskeyProof | undefined,
  details: Record<string, string> = {},
): Promise<void> {
  const passkeys = await passkeysOf(ctx.db, owner.userId)
  if (passkeys.length === 0) return
  if (!proof) throw new EmbeddedError('embedded_passkey_required', 'Confirm with your passkey to do this', { details: { proof: 'passkey', ...details } })
  await finishPasskeyAuthentication(ctx, owner, { requestId: proof.requestId, response: proof.response as AuthenticationResponseJSON })
}
