import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { EmbeddedError } from './errors.ts'
import { lockUser } from './lockUser.ts'

/** One way into a wallet, as the frame's "Linked logins" list shows it. */
export type LinkedLogin = { provider: string; id: string; name?: string; linkedAt: string }

/** The user's logins (e-mail and social), oldest first. */
export async function listLinkedLogins(db: Kysely<Database>, userId: string): Promise<LinkedLogin[]> {
  const rows = await db
    .selectFrom('embedded_identities')
    .select(['provider', 'subject', 'username', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('provider')
    .execute()
  return rows.map((row) => ({
    provider: row.provider,
    id: row.subject,
    ...(row.username ? { name: row.username } : {}),
    linkedAt: new Date(Number(row.created_at)).toISOString(),
  }))
}

/**
 * Refuses a login that already opens another wallet (`embedded_login_taken`), changing nothing: the
 * callback of a link checks it so the person sees it there; `linkLogin` checks it again when it links.
 */
export async function requireLinkable(db: Kysely<Database>, parameters: { userId: string; provider: string; subject: string }): Promise<void> {
  const owner = await db
    .selectFrom('embedded_identities')
    .select('user_id')
    .where('provider', '=', parameters.provider)
    .where('subject', '=', parameters.subject)
    .executeTakeFirst()
  if (owner && owner.user_id !== parameters.userId) throw loginTaken(parameters.provider)
}

const loginTaken = (provider: string) => new EmbeddedError('embedded_login_taken', 'This login already opens another wallet: sign in with it to use that wallet', { details: { provider } })

/**
 * Links the login `(provider, subject)` to `userId`'s wallet. The identity is the pair, never the
 * e-mail: a login another wallet already has stays that wallet's (`embedded_login_taken`, nothing
 * changed); linking one the user already has is a no-op.
 */
export async function linkLogin(
  db: Kysely<Database>,
  parameters: { userId: string; provider: string; subject: string; username?: string | undefined; avatar?: string | undefined; now: number },
): Promise<void> {
  await db
    .insertInto('embedded_identities')
    .values({ provider: parameters.provider, subject: parameters.subject, user_id: parameters.userId, created_at: parameters.now, username: parameters.username ?? null, avatar_url: parameters.avatar ?? null })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .execute()
  const owner = await db
    .selectFrom('embedded_identities')
    .select('user_id')
    .where('provider', '=', parameters.provider)
    .where('subject', '=', parameters.subject)
    .executeTakeFirstOrThrow()
  if (owner.user_id !== parameters.userId) {
    throw loginTaken(parameters.provider)
  }
}

/**
 * Removes one of the user's logins, never the last: the delete only happens while another login
 * of the same user remains. One transaction that first takes the user's row lock (`lockUser`, as a
 * passkey's removal does): on Postgres two unlinks at once, each in its own statement snapshot, would
 * otherwise both see the other's login and remove both. A passkey login's credential is removed with
 * it, in the same transaction, so the passkey no longer logs in.
 *
 * @throws {EmbeddedError} `embedded_login_not_linked` (not this user's), `embedded_last_login`.
 */
export async function unlinkLogin(db: Kysely<Database>, parameters: { userId: string; provider: string; subject: string }): Promise<LinkedLogin[]> {
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, parameters.userId)
    return unlinkOne(trx, parameters)
  })
}

async function unlinkOne(db: Kysely<Database>, parameters: { userId: string; provider: string; subject: string }): Promise<LinkedLogin[]> {
  const result = await db
    .deleteFrom('embedded_identities')
    .where('provider', '=', parameters.provider)
    .where('subject', '=', parameters.subject)
    .where('user_id', '=', parameters.userId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('embedded_identities as others')
          .select(sql`1`.as('one'))
          .where('others.user_id', '=', parameters.userId)
          .where((eb) => eb.or([eb('others.provider', '!=', parameters.provider), eb('others.subject', '!=', parameters.subject)])),
      ),
    )
    .executeTakeFirst()
  if (Number(result.numDeletedRows) === 0) {
    const mine = await db
      .selectFrom('embedded_identities')
      .select('provider')
      .where('provider', '=', parameters.provider)
      .where('subject', '=', parameters.subject)
      .where('user_id', '=', parameters.userId)
      .executeTakeFirst()
    if (!mine) throw new EmbeddedError('embedded_login_not_linked', 'This login is not linked to your wallet', { details: { provider: parameters.provider.slice(0, 32) } })
    throw new EmbeddedError('embedded_last_login', 'This is your only login: link another before you remove it')
  }
  if (parameters.provider === 'passkey') {
    await db.deleteFrom('embedded_passkeys').where('credential_id', '=', parameters.subject).where('user_id', '=', parameters.userId).execute()
    // The send limit needs a passkey: it goes with the last one.
    const left = await db.selectFrom('embedded_passkeys').select('credential_id').where('user_id', '=', parameters.userId).executeTakeFirst()
    if (!left) await db.deleteFrom('embedded_send_limits').where('user_id', '=', parameters.userId).execute()
  }
  return listLinkedLogins(db, parameters.userId)
}
