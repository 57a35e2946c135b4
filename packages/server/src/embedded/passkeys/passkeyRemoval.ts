import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { EmbeddedError } from '../errors.ts'
import { lockUser } from '../lockUser.ts'

/**
 * Removes one of the user's passkeys (the caller has checked a passkey assertion for it), never the
 * wallet's last way in: another passkey, or a login that is not a passkey (a recovery e-mail, a
 * social login), must remain. A passkey-only wallet cannot remove its only passkey. The passkey's
 * login (a passkey sign-up's identity) goes with it, and the send limit with the last passkey. One
 * transaction, the user's row locked on Postgres (`lockUser`, as `unlinkLogin` does; SQLite writes one
 * at a time): two removals at once, or a removal and an unlink, cannot take both of two ways in.
 *
 * @throws {EmbeddedError} `embedded_passkey_unknown` (not this user's passkey), `embedded_last_login`.
 */
export async function removePasskey(db: Kysely<Database>, parameters: { userId: string; credentialId: string }): Promise<void> {
  const { userId, credentialId } = parameters
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId)
    const passkeys = await trx.selectFrom('embedded_passkeys').select('credential_id').where('user_id', '=', userId).execute()
    if (!passkeys.some((row) => row.credential_id === credentialId)) throw new EmbeddedError('embedded_passkey_unknown', 'This passkey is not on your wallet')
    const others = await trx
      .selectFrom('embedded_identities')
      .select(sql<number>`count(*)`.as('count'))
      .where('user_id', '=', userId)
      .where('provider', '!=', 'passkey')
      .executeTakeFirstOrThrow()
    const otherPasskeys = passkeys.length - 1
    if (otherPasskeys === 0 && Number(others.count) === 0) {
      throw new EmbeddedError('embedded_last_login', 'This passkey is the only way into your wallet: add a recovery e-mail or another passkey before you remove it')
    }
    await trx.deleteFrom('embedded_passkeys').where('credential_id', '=', credentialId).where('user_id', '=', userId).execute()
    await trx.deleteFrom('embedded_identities').where('provider', '=', 'passkey').where('subject', '=', credentialId).where('user_id', '=', userId).execute()
    if (otherPasskeys === 0) await trx.deleteFrom('embedded_send_limits').where('user_id', '=', userId).execute()
  })
}
