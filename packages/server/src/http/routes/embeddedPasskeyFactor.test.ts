import { describe, expect, it } from 'vitest'
import { linkLogin, listLinkedLogins } from '../../embedded/linkedLogins.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { testFrameOrigin } from '../../testing/embedded.ts'
import { linkAppOrigin, useLinkedLoginsApp } from '../../testing/linkedLogins.ts'
import { createSoftAuthenticator, type SoftAuthenticator } from '../../testing/softAuthenticator.ts'

// The passkey as the second factor (issue 40) beyond the key export: once a wallet has a passkey, a
// stolen session (or a mailed code) alone can no longer change its e-mail, link a login to it or
// remove one; the step must bring an assertion of the wallet's own passkey, each good for one step.
describe.each(databaseKinds)('the passkey second factor on account changes (%s)', (kind) => {
  const { clock, database, server, setUp, emailUser, call } = useLinkedLoginsApp(kind)
  type Server = ReturnType<typeof server>

  /** An e-mail wallet of `project` with a passkey added from its session. */
  const withPasskey = async (s: Server, project: string, email: string) => {
    clock.now = Date.now()
    await setUp(project)
    const { userId, token } = await emailUser(project, email)
    const authenticator = createSoftAuthenticator({ origin: testFrameOrigin })
    const add = await call(s, project, '/v1/embedded/passkey/add/start', token, {})
    expect((await call(s, project, '/v1/embedded/passkey/add/finish', token, { requestId: add.requestId, response: authenticator.register(add.options) })).status).toBe(200)
    return { userId, token, authenticator }
  }
  /** A verify request of the session, answered by `authenticator`. */
  const proof = async (s: Server, project: string, token: string, authenticator: SoftAuthenticator) => {
    const verify = await call(s, project, '/v1/embedded/passkey/verify/start', token, {})
    return { requestId: verify.requestId as string, response: authenticator.assert(verify.options) }
  }

  it('the e-mail change needs the passkey: refused without it (no code mailed), started with it; the same proof does not serve twice', async () => {
    const s = server()
    const { token, authenticator } = await withPasskey(s, 'pf1', 'ada@example.com')
    const refused = await call(s, 'pf1', '/v1/embedded/email/update', token, { email: 'new@example.com' })
    expect(refused).toMatchObject({ status: 403, error: { code: 'embedded_passkey_required' } })
    const passkey = await proof(s, 'pf1', token, authenticator)
    const started = await call(s, 'pf1', '/v1/embedded/email/update', token, { email: 'new@example.com', passkey })
    expect(started).toMatchObject({ status: 200, action: 'VERIFY_PRIMARY_OTP' })
    // Replayed for another step: the request was spent.
    const replayed = await call(s, 'pf1', '/v1/embedded/logins/link/start', token, { provider: 'google', parentOrigin: linkAppOrigin, passkey })
    expect(replayed).toMatchObject({ status: 404, error: { code: 'embedded_request_unknown' } })
  })

  it('linking a login needs the passkey: refused without it, started with it', async () => {
    const s = server()
    const { token, authenticator } = await withPasskey(s, 'pf2', 'bob@example.com')
    const refused = await call(s, 'pf2', '/v1/embedded/logins/link/start', token, { provider: 'google', parentOrigin: linkAppOrigin })
    expect(refused).toMatchObject({ status: 403, error: { code: 'embedded_passkey_required' } })
    const started = await call(s, 'pf2', '/v1/embedded/logins/link/start', token, { provider: 'google', parentOrigin: linkAppOrigin, passkey: await proof(s, 'pf2', token, authenticator) })
    expect(started.status).toBe(200)
    expect(started.url).toMatch(/^http/)
  })

  it('removing a login needs the passkey: refused without it (the login stays), another wallet’s passkey refused, removed with its own', async () => {
    const s = server()
    const { userId, token, authenticator } = await withPasskey(s, 'pf3', 'cy@example.com')
    const { db } = database.get()
    await linkLogin(db, { userId, provider: 'google', subject: 'google-cy', now: clock.now })
    const refused = await call(s, 'pf3', '/v1/embedded/logins/unlink', token, { provider: 'google', id: 'google-cy' })
    expect(refused).toMatchObject({ status: 403, error: { code: 'embedded_passkey_required' } })
    expect((await listLinkedLogins(db, userId)).map((login) => login.provider)).toEqual(['email', 'google'])
    // A passkey of another wallet answering this session's request.
    const stranger = await withPasskey(s, 'pf3b', 'dee@example.com')
    const verify = await call(s, 'pf3', '/v1/embedded/passkey/verify/start', token, {})
    const wrong = await call(s, 'pf3', '/v1/embedded/logins/unlink', token, { provider: 'google', id: 'google-cy', passkey: { requestId: verify.requestId, response: stranger.authenticator.assert(verify.options) } })
    expect(wrong).toMatchObject({ status: 401, error: { code: 'embedded_passkey_refused' } })
    const removed = await call(s, 'pf3', '/v1/embedded/logins/unlink', token, { provider: 'google', id: 'google-cy', passkey: await proof(s, 'pf3', token, authenticator) })
    expect(removed.status).toBe(200)
    expect(removed.logins.map((login: { provider: string }) => login.provider)).toEqual(['email'])
  })

  it('a wallet without a passkey is unchanged: its e-mail change and unlink need no passkey', async () => {
    clock.now = Date.now()
    const s = server()
    await setUp('pf4')
    const { userId, token } = await emailUser('pf4', 'eve@example.com')
    const { db } = database.get()
    await linkLogin(db, { userId, provider: 'google', subject: 'google-eve', now: clock.now })
    expect((await call(s, 'pf4', '/v1/embedded/email/update', token, { email: 'eve2@example.com' })).status).toBe(200)
    expect((await call(s, 'pf4', '/v1/embedded/logins/unlink', token, { provider: 'google', id: 'google-eve' })).status).toBe(200)
  })
})
