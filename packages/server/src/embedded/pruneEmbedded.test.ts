import { describe, expect, it } from 'vitest'
import { databaseKinds, useTestDatabase } from '../testing/databases.ts'
import { embeddedFixtures, seedEmbeddedFixtures } from '../testing/embedded.ts'
import { pruneEmbedded } from './pruneEmbedded.ts'
import { createEmbeddedSession, findEmbeddedSession, revokeEmbeddedSession } from './sessions.ts'
import { emailLimits } from './types.ts'

describe.each(databaseKinds)('pruneEmbedded (%s)', (kind) => {
  const database = useTestDatabase(kind)

  it('deletes logins, code checks and sessions an hour after they ended; keeps the live ones, the users and their wallets', async () => {
    const { db } = database.get()
    const t0 = 1_700_000_000_000
    // Two logins and two code checks (update, export) from t0, a fixture session until t0 + 1 h.
    await seedEmbeddedFixtures(db, { projectId: 'p', now: t0 })
    const { user_id: userId } = await db.selectFrom('embedded_wallets').select('user_id').executeTakeFirstOrThrow()
    const session = (now: number, ttlMs: number) =>
      createEmbeddedSession(db, { projectId: 'p', userId, frameOrigin: 'https://wallet.example', parentOrigin: null, now, ttlMs })
    const revoked = await session(t0, 7 * 24 * 3_600_000)
    await revokeEmbeddedSession(db, { token: revoked.token, now: t0 })
    const later = t0 + emailLimits.loginTtlMs + 3_600_001
    const live = await session(later, 3_600_000)
    // A login begun later than the seeded ones is still live.
    await db
      .insertInto('embedded_logins')
      .values({ id: 'f'.repeat(32), project_id: 'p', email: embeddedFixtures.email, device_hash: 'd', frame_origin: 'https://wallet.example', parent_origin: null, status: 'otp', device_secret_mac: null, otp_mac: null, otp_expires_at: null, attempts: 0, resends: 0, created_at: later, expires_at: later + emailLimits.loginTtlMs })
      .execute()

    // The seeded logins (two by e-mail, 15 min; two social and one Farcaster, 10 min) and checks and the revoked session ended more than an hour before; the fixture session (until t0 + 1 h) did not.
    expect(await pruneEmbedded(db, later)).toEqual({ logins: 5, challenges: 2, sessions: 1 })
    expect(await db.selectFrom('embedded_social_logins').select('id').execute()).toEqual([])
    expect(await db.selectFrom('embedded_farcaster_logins').select('id').execute()).toEqual([])
    expect(await pruneEmbedded(db, later)).toEqual({ logins: 0, challenges: 0, sessions: 0 })
    expect((await db.selectFrom('embedded_logins').select('id').execute()).map((row) => row.id)).toEqual(['f'.repeat(32)])
    expect(await findEmbeddedSession(db, { token: live.token, projectId: 'p', frameOrigin: 'https://wallet.example', now: later })).toBeDefined()
    // Two hours on, the fixture session goes too; users and wallets (the fixture user's and the moved one's) stay, and so does the e-mail change.
    expect(await pruneEmbedded(db, t0 + 2 * 3_600_000 + 1)).toMatchObject({ sessions: 1 })
    expect(await db.selectFrom('embedded_users').select('id').execute()).toHaveLength(2)
    expect(await db.selectFrom('embedded_wallets').select('address').execute()).toHaveLength(2)
    expect(await db.selectFrom('embedded_email_changes').select('id').execute()).toHaveLength(1)
    // The change goes once its undo link (48 h) and an undo's export hold (24 h more) are both over.
    await pruneEmbedded(db, t0 + 73 * 3_600_000 - 1)
    expect(await db.selectFrom('embedded_email_changes').select('id').execute()).toHaveLength(1)
    await pruneEmbedded(db, t0 + 73 * 3_600_000 + 1)
    expect(await db.selectFrom('embedded_email_changes').select('id').execute()).toHaveLength(0)
  })
})
