import type { Kysely } from 'kysely'
import { dialectOf } from '../db/dialectOf.ts'
import type { Database } from '../db/schema.ts'

/**
 * Takes the user's row lock for the rest of `trx` on Postgres (`select … for update`), so changes to
 * the user's ways in (logins, passkeys) run one after another: each one's check ("another way in
 * remains") then reads what the one before it left. SQLite needs none: it writes one transaction at a time.
 */
export async function lockUser(trx: Kysely<Database>, userId: string): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return
  await trx.selectFrom('embedded_users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst()
}
