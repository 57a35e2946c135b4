import { describe, expect, it } from 'vitest'
import { json } from '../../testing/app.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { testAppOrigin as appOrigin, useEmbeddedTestApp } from '../../testing/embeddedApp.ts'

const hour = 3_600_000

// A wallet's sessions (issue 27): an idle timeout, the list the frame shows, and "sign out everywhere".
describe.each(databaseKinds)('embedded sessions (%s)', (kind) => {
  const test = useEmbeddedTestApp(kind)
  const { clock, get, error } = test
  const post = (path: string, bearer: Record<string, string>, body: unknown = {}) => test.post(path, body, bearer)
  const user = () => test.user(test.newEmail())
  const session = (userId: string, userAgent?: string) => test.session(userId, { ttlMs: 7 * 24 * hour, userAgent })

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
