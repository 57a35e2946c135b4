import { describe, expect, it } from 'vitest'
import { databaseKinds, useTestDatabase } from '../testing/databases.ts'
import { issueNonce, nonceTtlMs } from './nonces.ts'
import { pruneSiwx } from './pruneSiwx.ts'
import { createSession, findSession, revokeSession } from './sessions.ts'

describe.each(databaseKinds)('pruneSiwx (%s)', (kind) => {
  const database = useTestDatabase(kind)

  it('deletes nonces and sessions an hour after they ended, keeps the live ones', async () => {
    const { db } = database.get()
    const t0 = 1_700_000_000_000
    await issueNonce(db, { projectId: 'p', now: t0 })
    const fresh = await issueNonce(db, { projectId: 'p', now: t0 + 2 * 3_600_000 })
    const session = (expiresAt: number) =>
      createSession(db, { projectId: 'p', address: '0x1', chainId: 'eip155:1', domain: 'a', message: 'm', signature: '0x', now: t0, expiresAt })
    await session(t0 + 1000)
    const live = await session(t0 + 7 * 24 * 3_600_000)
    const revoked = await session(t0 + 7 * 24 * 3_600_000)
    await revokeSession(db, { token: revoked.token, now: t0 })

    const now = t0 + nonceTtlMs + 3_600_001
    expect(await pruneSiwx(db, now)).toEqual({ nonces: 1, sessions: 2 })
    expect(await pruneSiwx(db, now)).toEqual({ nonces: 0, sessions: 0 })
    expect(await db.selectFrom('siwx_nonces').select('nonce').execute()).toEqual([{ nonce: fresh.nonce }])
    expect(await findSession(db, { projectId: 'p', token: live.token, now })).toBeDefined()
  })
})
