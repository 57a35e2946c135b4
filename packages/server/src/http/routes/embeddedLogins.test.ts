import { describe, expect, it } from 'vitest'
import { databaseKinds } from '../../testing/databases.ts'
import { linkAppOrigin, useLinkedLoginsApp } from '../../testing/linkedLogins.ts'

const appOrigin = linkAppOrigin

// Linked logins (issue 28): a signed-in person links another login to their wallet, or unlinks one (never the last).
describe.each(databaseKinds)('linked logins (%s)', (kind) => {
  const { clock, database, server, setUp, emailUser: signedIn, call, consent } = useLinkedLoginsApp(kind)
  type Server = ReturnType<typeof server>
  /** A signed-in e-mail user of `project`: its session token. */
  const emailUser = async (project: string, email: string) => (await signedIn(project, email)).token
  /** Starts at `path` (sign-in or link), signs in at the stand-in as `email`, and reads the callback page's message. */
  const throughGoogle = async (s: Server, project: string, token: string | undefined, email: string, path = '/v1/embedded/logins/link/start') => {
    const started = await call(s, project, path, token, { provider: 'google', parentOrigin: appOrigin })
    const { html: _page, ...message } = await consent(s, started.url, email)
    return { loginId: started.loginId as string, binding: started.binding as string | undefined, message }
  }

  it('links Google to an e-mail wallet: one wallet, either login opens it; unlinks the e-mail, never the last login', async () => {
    await setUp('l1')
    const s = server()
    const token = await emailUser('l1', 'ada@example.com')
    const before = await call(s, 'l1', '/v1/embedded/logins', token)
    expect(before.logins).toEqual([{ provider: 'email', id: 'ada@example.com', linkedAt: expect.any(String) }])
    expect(before.available).toEqual(['google'])
    const me = (await call(s, 'l1', '/v1/embedded/me', token)).user
    const link = await throughGoogle(s, 'l1', token, 'ada.google@example.com')
    expect(link.message).toMatchObject({ ok: true })
    const linked = await call(s, 'l1', '/v1/embedded/logins/link/finish', token, { loginId: link.loginId, result: link.message.result, binding: link.binding })
    expect(linked.status).toBe(200)
    expect(linked.user.address).toBe(me.address)
    expect(linked.logins.map((login: { provider: string }) => login.provider)).toEqual(['email', 'google'])
    // The link's result is not a sign-in, and works once.
    expect((await call(s, 'l1', '/v1/embedded/social/finish', undefined, { loginId: link.loginId, result: link.message.result, binding: link.binding })).error.code).toBe('embedded_social_result_invalid')
    // Signing in with that Google account now opens the same wallet.
    const signIn = await throughGoogle(s, 'l1', undefined, 'ada.google@example.com', '/v1/embedded/social/start')
    const byGoogle = await call(s, 'l1', '/v1/embedded/social/finish', undefined, { loginId: signIn.loginId, result: signIn.message.result, transport: 'bearer' })
    expect(byGoogle.user.address).toBe(me.address)
    // Unlink the e-mail; the last login (Google) stays.
    const unlinked = await call(s, 'l1', '/v1/embedded/logins/unlink', token, { provider: 'email', id: 'ada@example.com' })
    expect(unlinked.logins.map((login: { provider: string }) => login.provider)).toEqual(['google'])
    const googleId = unlinked.logins[0].id
    const last = await call(s, 'l1', '/v1/embedded/logins/unlink', token, { provider: 'google', id: googleId })
    expect(last).toMatchObject({ status: 409, error: { code: 'embedded_last_login' } })
    expect((await call(s, 'l1', '/v1/embedded/logins', token)).logins).toHaveLength(1)
  })

  it('linking needs a fresh login: a session made more than 10 minutes ago is embedded_reauth_required, nothing started; a new login may link', async () => {
    await setUp('fr1')
    const s = server()
    const old = await emailUser('fr1', 'old@example.com')
    const { db } = database.get()
    const attempts = async () => Number((await db.selectFrom('embedded_social_logins').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const before = await attempts()
    clock.now += 10 * 60_000 + 1
    // Kept alive (used within the idle limit) but its login is old.
    expect((await call(s, 'fr1', '/v1/embedded/logins', old)).status).toBe(200)
    const refused = await call(s, 'fr1', '/v1/embedded/logins/link/start', old, { provider: 'google', parentOrigin: appOrigin })
    expect(refused).toMatchObject({ status: 401, error: { code: 'embedded_reauth_required', message: expect.stringMatching(/Log in again/) } })
    expect(await attempts()).toBe(before)
    // A new login (a new session) may link.
    const fresh = await emailUser('fr1', 'old@example.com')
    const link = await throughGoogle(s, 'fr1', fresh, 'old.google@example.com')
    expect((await call(s, 'fr1', '/v1/embedded/logins/link/finish', fresh, { loginId: link.loginId, result: link.message.result, binding: link.binding })).status).toBe(200)
  })

  it('the same e-mail at two providers is two wallets unless linked; a login another wallet has cannot be linked (nothing changes)', async () => {
    await setUp('l2')
    const s = server()
    const token = await emailUser('l2', 'bob@example.com')
    const me = (await call(s, 'l2', '/v1/embedded/me', token)).user
    const signIn = await throughGoogle(s, 'l2', undefined, 'bob@example.com', '/v1/embedded/social/start')
    const byGoogle = await call(s, 'l2', '/v1/embedded/social/finish', undefined, { loginId: signIn.loginId, result: signIn.message.result, transport: 'bearer' })
    expect(byGoogle.user.address).not.toBe(me.address)
    // That Google account has its own wallet now: linking it to the e-mail wallet is refused on the callback page.
    const link = await throughGoogle(s, 'l2', token, 'bob@example.com')
    expect(link.message).toMatchObject({ ok: false, error: { code: 'embedded_login_taken' } })
    expect((await call(s, 'l2', '/v1/embedded/logins/link/finish', token, { loginId: link.loginId, result: 'A'.repeat(43), binding: link.binding })).error.code).toBe('embedded_social_result_invalid')
    expect((await call(s, 'l2', '/v1/embedded/logins', token)).logins.map((login: { provider: string }) => login.provider)).toEqual(['email'])
    // Nor can it unlink another wallet's login.
    const theirs = (await call(s, 'l2', '/v1/embedded/logins', byGoogle.token)).logins[0]
    expect(await call(s, 'l2', '/v1/embedded/logins/unlink', token, { provider: 'google', id: theirs.id })).toMatchObject({ status: 404, error: { code: 'embedded_login_not_linked' } })
  })

  it("a link's result redeems only for the user who started it; a sign-in's result is no link", async () => {
    await setUp('l3')
    const s = server()
    const carol = await emailUser('l3', 'carol@example.com')
    const dave = await emailUser('l3', 'dave@example.com')
    const link = await throughGoogle(s, 'l3', carol, 'carol.g@example.com')
    expect((await call(s, 'l3', '/v1/embedded/logins/link/finish', dave, { loginId: link.loginId, result: link.message.result, binding: link.binding })).error.code).toBe('embedded_social_result_invalid')
    const signIn = await throughGoogle(s, 'l3', undefined, 'erin@example.com', '/v1/embedded/social/start')
    expect((await call(s, 'l3', '/v1/embedded/logins/link/finish', carol, { loginId: signIn.loginId, result: signIn.message.result, binding: link.binding })).error.code).toBe('embedded_social_result_invalid')
    // The link still works for carol.
    expect((await call(s, 'l3', '/v1/embedded/logins/link/finish', carol, { loginId: link.loginId, result: link.message.result, binding: link.binding })).status).toBe(200)
  })

  it('needs a session and the frame: no session is embedded_no_session, another origin embedded_origin_refused; bad bodies are 400', async () => {
    await setUp('l4')
    const s = server()
    const token = await emailUser('l4', 'frank@example.com')
    expect(await call(s, 'l4', '/v1/embedded/logins', undefined)).toMatchObject({ status: 401, error: { code: 'embedded_no_session' } })
    expect(await call(s, 'l4', '/v1/embedded/logins/link/start', undefined, { provider: 'google', parentOrigin: appOrigin })).toMatchObject({ status: 401, error: { code: 'embedded_no_session' } })
    expect(await call(s, 'l4', '/v1/embedded/logins/unlink', token, { provider: 'email', id: 'frank@example.com' }, appOrigin)).toMatchObject({ status: 403, error: { code: 'embedded_origin_refused' } })
    expect(await call(s, 'l4', '/v1/embedded/logins/unlink', token, { provider: 'email', id: '' })).toMatchObject({ status: 400, error: { code: 'bad_request' } })
    expect(await call(s, 'l4', '/v1/embedded/logins/link/start', token, { provider: 'myspace', parentOrigin: appOrigin })).toMatchObject({ status: 404, error: { code: 'embedded_social_unknown_provider' } })
  })
})
