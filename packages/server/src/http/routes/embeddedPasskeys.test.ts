import { createECDH } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { json } from '../../testing/app.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { testFrameOrigin } from '../../testing/embedded.ts'
import { testAppOrigin, useEmbeddedTestApp } from '../../testing/embeddedApp.ts'
import { codeOf } from '../../testing/mailCatcher.ts'
import { createSoftAuthenticator } from '../../testing/softAuthenticator.ts'

describe.each(databaseKinds)('passkey routes (%s)', (kind) => {
  const t = useEmbeddedTestApp(kind)
  beforeEach(async () => {
    t.clock.now = Date.now()
    await t.project()
  })
  const start = async (path: string, headers: Record<string, string> = {}) => {
    const response = await t.post(path, {}, headers)
    expect(response.status).toBe(200)
    return (await json(response)) as { requestId: string; options: { challenge: string; rp?: { id: string }; rpId?: string } }
  }

  it('signs up with a passkey (a session and a wallet), then logs in again with it in bearer mode', async () => {
    const authenticator = createSoftAuthenticator({ origin: testFrameOrigin })
    const signup = await start('/v1/embedded/passkey/signup/start')
    expect(signup.options.rp?.id).toBe('wallet.portico.test')
    const created = await t.post('/v1/embedded/passkey/signup/finish', { requestId: signup.requestId, response: authenticator.register(signup.options), parentOrigin: testAppOrigin })
    expect(created.status).toBe(200)
    expect(created.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    const { user } = (await json(created)) as { user: { address: string } }
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    const login = await start('/v1/embedded/passkey/login/start')
    const again = await t.post('/v1/embedded/passkey/login/finish', { requestId: login.requestId, response: authenticator.assert(login.options), parentOrigin: testAppOrigin, transport: 'bearer' })
    expect(again.status).toBe(200)
    const session = (await json(again)) as { token: string; user: { address: string } }
    expect(session.user.address).toBe(user.address)
    const listed = (await json(await t.get('/v1/embedded/passkeys', { authorization: `Bearer ${session.token}` }))) as { passkeys: { id: string }[] }
    expect(listed.passkeys.map((p) => p.id)).toEqual([authenticator.id])
  })

  it('in the frame embedded by the host page (the browser names it: topOrigin): signs up and logs in for that page; a login whose page is not the stated parentOrigin is refused', async () => {
    const authenticator = createSoftAuthenticator({ origin: testFrameOrigin, topOrigin: testAppOrigin })
    const signup = await start('/v1/embedded/passkey/signup/start')
    expect((await t.post('/v1/embedded/passkey/signup/finish', { requestId: signup.requestId, response: authenticator.register(signup.options), parentOrigin: testAppOrigin })).status).toBe(200)
    const login = await start('/v1/embedded/passkey/login/start')
    expect((await t.post('/v1/embedded/passkey/login/finish', { requestId: login.requestId, response: authenticator.assert(login.options), parentOrigin: testAppOrigin })).status).toBe(200)
    // The frame in another page, claiming the project's page as its parent.
    authenticator.state.topOrigin = 'https://evil.example'
    const again = await start('/v1/embedded/passkey/login/start')
    const refused = await t.error(t.post('/v1/embedded/passkey/login/finish', { requestId: again.requestId, response: authenticator.assert(again.options), parentOrigin: testAppOrigin }))
    expect(refused).toMatchObject({ status: 401, code: 'embedded_passkey_refused' })
  })

  it('answers only the wallet frame: a host page calling the ceremony gets nothing', async () => {
    const response = await t.server().request('/v1/embedded/passkey/login/start?projectId=p', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testAppOrigin },
      body: '{}',
    })
    expect(response.status).toBe(403)
    expect((await json(response)).error.code).toBe('embedded_origin_refused')
  })

  it('refuses a finish for a host page the project does not list, before spending anything', async () => {
    const authenticator = createSoftAuthenticator({ origin: testFrameOrigin })
    const signup = await start('/v1/embedded/passkey/signup/start')
    const response = authenticator.register(signup.options)
    const refused = await t.error(t.post('/v1/embedded/passkey/signup/finish', { requestId: signup.requestId, response, parentOrigin: 'https://evil.example' }))
    expect(refused).toMatchObject({ status: 403, code: 'origin_not_allowed' })
    const right = await t.post('/v1/embedded/passkey/signup/finish', { requestId: signup.requestId, response, parentOrigin: testAppOrigin })
    expect(right.status).toBe(200)
  })

  it('adds a passkey to an e-mail wallet from its session; without a session nothing is added', async () => {
    const userId = await t.user(t.newEmail())
    const bearer = await t.session(userId)
    expect(await t.error(t.post('/v1/embedded/passkey/add/start', {}))).toMatchObject({ status: 401, code: 'embedded_no_session' })
    const authenticator = createSoftAuthenticator({ origin: testFrameOrigin })
    const add = await start('/v1/embedded/passkey/add/start', bearer)
    const added = await t.post('/v1/embedded/passkey/add/finish', { requestId: add.requestId, response: authenticator.register(add.options) }, bearer)
    expect(added.status).toBe(200)
    expect(((await json(added)) as { passkeys: { id: string }[] }).passkeys.map((p) => p.id)).toEqual([authenticator.id])
    // The passkey now logs in to the same wallet.
    const login = await start('/v1/embedded/passkey/login/start')
    const again = await t.post('/v1/embedded/passkey/login/finish', { requestId: login.requestId, response: authenticator.assert(login.options), parentOrigin: testAppOrigin, transport: 'bearer' })
    const token = ((await json(again)) as { token: string }).token
    const me = (await json(await t.get('/v1/embedded/me', { authorization: `Bearer ${token}` }))) as { user: { address: string } }
    const mine = (await json(await t.get('/v1/embedded/me', bearer))) as { user: { address: string } }
    expect(me.user.address).toBe(mine.user.address)
  })

  it('asks an e-mail wallet with a passkey for it at export: the mailed code alone no longer shows the key', async () => {
    const email = t.newEmail()
    const bearer = await t.session(await t.user(email))
    const authenticator = createSoftAuthenticator({ origin: testFrameOrigin })
    const add = await start('/v1/embedded/passkey/add/start', bearer)
    expect((await t.post('/v1/embedded/passkey/add/finish', { requestId: add.requestId, response: authenticator.register(add.options) }, bearer)).status).toBe(200)
    const seen = t.mailCount()
    const { exportId } = (await json(await t.post('/v1/embedded/export/start', {}, bearer))) as { exportId: string }
    const otp = codeOf(await t.embedded.mail().nextMail(email, { after: seen }))
    const publicKey = `0x${createECDH('prime256v1').generateKeys('hex')}`
    expect(await t.error(t.post('/v1/embedded/export/key', { exportId, otp, publicKey }, bearer))).toMatchObject({ status: 403, code: 'embedded_passkey_required' })
    // Another wallet's passkey is no second factor for this one.
    const stranger = createSoftAuthenticator({ origin: testFrameOrigin })
    const signup = await start('/v1/embedded/passkey/signup/start')
    await t.post('/v1/embedded/passkey/signup/finish', { requestId: signup.requestId, response: stranger.register(signup.options), parentOrigin: testAppOrigin })
    const wrong = await start('/v1/embedded/passkey/verify/start', bearer)
    expect(await t.error(t.post('/v1/embedded/export/key', { exportId, otp, publicKey, passkey: { requestId: wrong.requestId, response: stranger.assert(wrong.options) } }, bearer))).toMatchObject({
      status: 401,
      code: 'embedded_passkey_refused',
    })
    const verify = await start('/v1/embedded/passkey/verify/start', bearer)
    const shown = await t.post('/v1/embedded/export/key', { exportId, otp, publicKey, passkey: { requestId: verify.requestId, response: authenticator.assert(verify.options) } }, bearer)
    expect(shown.status).toBe(200)
    expect(Object.keys((await json(shown)) as object).sort()).toEqual(['address', 'ciphertext', 'enc'])
  })
})
