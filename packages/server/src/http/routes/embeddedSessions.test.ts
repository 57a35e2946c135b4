import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { parseMasterKey } from '../../embedded/masterKey.ts'
import { createEmbeddedSession } from '../../embedded/sessions.ts'
import { findOrCreateUser } from '../../embedded/wallets.ts'
import { createProject } from '../../projects/projects.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { testFrameOrigin, testMasterKey, testPublicUrl, useEmbeddedWallet } from '../../testing/embedded.ts'

const appOrigin = 'https://app.example.com'
const hour = 3_600_000

// A wallet's sessions (issue 27): an idle timeout, the list the frame shows, and "sign out everywhere".
describe.each(databaseKinds)('embedded sessions (%s)', (kind) => {
  const { app, clock, database } = useTestApp(kind)
  const embedded = useEmbeddedWallet()
  const server = () => app({ embeddedWallet: embedded.options(), publicUrl: testPublicUrl, chains: [] })
  const get = (path: string, bearer: Record<string, string>) => server().request(`${path}?projectId=p`, { headers: { origin: testFrameOrigin, ...bearer } })
  const post = (path: string, bearer: Record<string, string>, body: unknown = {}) =>
    server().request(`${path}?projectId=p`, { method: 'POST', headers: { 'content-type': 'application/json', origin: testFrameOrigin, ...bearer }, body: JSON.stringify(body) })
  const error = async (response: Response | Promise<Response>) => {
    const answer = await response
    return { status: answer.status, ...(await json(answer)).error }
  }
  const user = async () => {
    const { db } = database.get()
    await createProject(db, { name: 'Shop', id: 'p', allowedOrigins: [appOrigin], features: { email: true } }).catch(() => undefined)
    const email = `user-${randomBytes(4).toString('hex')}@example.com`
    return (await findOrCreateUser(db, { provider: 'email', subject: email, master: parseMasterKey(testMasterKey), now: clock.now })).userId
  }
  const session = async (userId: string, userAgent?: string) => {
    const { token } = await createEmbeddedSession(database.get().db, { projectId: 'p', userId, frameOrigin: testFrameOrigin, parentOrigin: appOrigin, now: clock.now, ttlMs: 7 * 24 * hour, userAgent })
    return { authorization: `Bearer ${token}` }
  }

  it('ends a session unused for 24 hours; one used within that lives on, up to its lifetime', async () => {
    const userId = await user()
    const idle = await session(userId)
    const busy = await session(userId)
    clock.now += 23 * hour
    expect((await get('/v1/embedded/me', busy)).status).toBe(200)
    clock.now += hour + 1
    expect(await error(get('/v1/embedded/me', idle))).toMatchObject({ status: 401, code: 'embedded_no_session' })
    expect((await get('/v1/embedded/me', busy)).status).toBe(200)
    for (let day = 0; day < 7; day++) {
      clock.now += 20 * hour
      expect((await get('/v1/embedded/me', busy)).status).toBe(200)
    }
    // Used 5 hours ago, but past its 7 days.
    clock.now += 5 * hour
    expect(await error(get('/v1/embedded/me', busy))).toMatchObject({ status: 401, code: 'embedded_no_session' })
  })

  it('lists the wallet’s live sessions, this one marked, newest use first; not another wallet’s, not an idle one', async () => {
    const userId = await user()
    const idle = await session(userId, 'Old browser')
    clock.now += 2 * hour
    const phone = await session(userId, 'Phone browser')
    clock.now += hour
    const here = await session(userId, 'x'.repeat(500))
    await session(await user(), 'Someone else')
    clock.now += 20 * hour
    expect((await get('/v1/embedded/me', phone)).status).toBe(200)
    clock.now += 2 * hour
    // The first session was made 25 hours ago and not used since: gone from the list (and refused).
    const answer = await json(await get('/v1/embedded/sessions', here))
    expect(answer.sessions).toHaveLength(2)
    // This one was just used (by this very request): first.
    expect(answer.sessions[0]).toMatchObject({ current: true, userAgent: 'x'.repeat(200), appOrigin, lastSeenAt: new Date(clock.now).toISOString() })
    expect(answer.sessions[1]).toMatchObject({ current: false, userAgent: 'Phone browser', appOrigin, lastSeenAt: new Date(clock.now - 2 * hour).toISOString() })
    expect(JSON.stringify(answer)).not.toMatch(/authorization|token|"id"/i)
    expect((await get('/v1/embedded/me', idle)).status).toBe(401)
  })

  it('"sign out everywhere" ends every session of the wallet, this one too, and clears the cookie', async () => {
    const userId = await user()
    const other = await session(userId)
    const here = await session(userId)
    const someoneElse = await session(await user())
    const revoked = await post('/v1/embedded/sessions/revoke', here)
    expect(revoked.status).toBe(200)
    expect(await json(revoked)).toEqual({ ended: 2 })
    expect(revoked.headers.get('set-cookie')).toMatch(/Max-Age=0/)
    expect(await error(get('/v1/embedded/me', here))).toMatchObject({ status: 401, code: 'embedded_no_session' })
    expect(await error(get('/v1/embedded/me', other))).toMatchObject({ status: 401, code: 'embedded_no_session' })
    expect((await get('/v1/embedded/me', someoneElse)).status).toBe(200)
    expect(await error(post('/v1/embedded/sessions/revoke', here))).toMatchObject({ status: 401, code: 'embedded_no_session' })
    expect(await error(get('/v1/embedded/sessions', {}))).toMatchObject({ status: 401, code: 'embedded_no_session' })
  })
})
