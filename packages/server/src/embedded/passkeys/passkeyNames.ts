import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { EmbeddedError } from '../errors.ts'

/**
 * Renames one of the user's passkeys (issue 40). The name (checked by the contract's `passkeyName`
 * before it gets here) is a label for the person only: nothing the server decides reads it, so the
 * session is enough, no passkey assertion. Only the user's own passkey: another's is unknown here.
 *
 * @throws {EmbeddedError} `embedded_passkey_unknown` (no passkey of this ID on this user's wallet).
 */
export async function renamePasskey(db: Kysely<Database>, parameters: { userId: string; credentialId: string; name: string }): Promise<void> {
  const renamed = await db
    .updateTable('embedded_passkeys')
    .set({ name: parameters.name })
    .where('credential_id', '=', parameters.credentialId)
    .where('user_id', '=', parameters.userId)
    .returning('credential_id')
    .executeTakeFirst()
  if (!renamed) throw new EmbeddedError('embedded_passkey_unknown', 'This passkey is not on your wallet')
}
