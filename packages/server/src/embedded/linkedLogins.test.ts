import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { databaseKinds, type TestDatabase, useTestDatabase } from '../testing/databases.ts'
import { testMasterKey } from '../testing/embedded.ts'
import { EmbeddedError } from './errors.ts'
import { linkLogin, listLinkedLogins, unlinkLogin } from './linkedLogins.ts'
import { parseMasterKey } from './masterKey.ts'
import { removePasskey } from './passkeys/passkeyRemoval.ts'
import { findOrCreateUser } from './wallets.ts'

// Two removals of a wallet's logins at once (two tabs, two server instances on one Postgres) must
// leave it a way in. On Postgres the two run on two connections of the pool while a third holds
// the wallet's login rows (`for update`): both removals have begun and wait when it lets go, which
// is the moment two unguarded checks ("another login remains") both pass. SQLite writes one at a time.
describe.each(databaseKinds)('removing logins at once (%s)', (kind) => {
  const database = useTestDatabase(kind)
  const master = parseMasterKey(testMasterKey)

  /** An e-mail wallet with Google linked: its user id and address. */
  const twoLogins = async () => {
    const { db } = database.get()
    const email = `${Math.random()}@example.com`
    const { userId } = await findOrCreateUser(db, { provider: 'email', subject: email, master, now: 1 })
    await linkLogin(db, { userId, provider: 'google', subject: `g-${userId}`, now: 2 })
    return { userId, email }
  }

  /** Runs `removals` together; on Postgres only once each is waiting behind a lock on the user's logins. */
  async function together(userId: string, removals: (() => Promise<unknown>)[]) {
    if (kind !== 'postgres') return Promise.allSettled(removals.map((removal) => removal()))
    return heldBack(database, userId, removals)
  }

  const outcome = (results: PromiseSettledResult<unknown>[]) =>
    results.map((result) => (result.status === 'fulfilled' ? 'removed' : result.reason instanceof EmbeddedError ? result.reason.code : String(result.reason))).sort()

  it('two unlinks of the only two logins: one goes, the other is embedded_last_login, one login remains', async () => {
    const { db } = database.get()
    const { userId, email } = await twoLogins()
    const results = await together(userId, [
      () => unlinkLogin(db, { userId, provider: 'email', subject: email }),
      () => unlinkLogin(db, { userId, provider: 'google', subject: `g-${userId}` }),
    ])
    expect(outcome(results)).toEqual(['embedded_last_login', 'removed'])
    expect(await listLinkedLogins(db, userId)).toHaveLength(1)
  })

  it('unlinking the e-mail while the only passkey is removed: one goes, the wallet keeps a way in', async () => {
    const { db } = database.get()
    const credentialId = `cred-${Math.random()}`
    // A passkey sign-up (its login is the passkey) with a recovery e-mail linked.
    const { userId } = await findOrCreateUser(db, { provider: 'passkey', subject: credentialId, master, now: 1 })
    await db
      .insertInto('embedded_passkeys')
      .values({ credential_id: credentialId, user_id: userId, public_key: 'AAAA', counter: 0, device_type: 'singleDevice', backed_up: 0, transports: '[]', rp_id: 'localhost', created_at: 1, last_used_at: null })
      .execute()
    const email = `${Math.random()}@example.com`
    await linkLogin(db, { userId, provider: 'email', subject: email, now: 2 })
    const results = await together(userId, [() => unlinkLogin(db, { userId, provider: 'email', subject: email }), () => removePasskey(db, { userId, credentialId })])
    expect(outcome(results)).toEqual(['embedded_last_login', 'removed'])
    const passkeys = await db.selectFrom('embedded_passkeys').select('credential_id').where('user_id', '=', userId).execute()
    expect((await listLinkedLogins(db, userId)).length + passkeys.length).toBeGreaterThan(0)
  })
})

/**
 * Postgres: another connection locks the user's login rows, `removals` start on the pool, and the lock
 * goes once two lock waits show (each removal is then inside its statements, past anything it read before).
 */
async function heldBack(database: TestDatabase, userId: string, removals: (() => Promise<unknown>)[]) {
  const holder = database.connectAgain().db
  let started: Promise<PromiseSettledResult<unknown>[]> | undefined
  await holder.transaction().execute(async (trx) => {
    await trx.selectFrom('embedded_identities').select('subject').where('user_id', '=', userId).forUpdate().execute()
    started = Promise.allSettled(removals.map((removal) => removal()))
    for (let i = 0; ; i++) {
      const { rows } = await sql<{ n: string }>`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(database.get().db)
      if (Number(rows[0]?.n) >= removals.length) break
      if (i > 200) throw new Error('the removals never waited for the lock')
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  })
  return started!
}
