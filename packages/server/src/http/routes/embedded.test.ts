import { randomBytes } from 'node:crypto'
import { type Hex, parseEther, recoverTypedDataAddress, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { createProject, setFeatures } from '../../projects/projects.ts'
import { json } from '../../testing/app.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { testFrameOrigin } from '../../testing/embedded.ts'
import { testAppOrigin as appOrigin, useEmbeddedTestApp } from '../../testing/embeddedApp.ts'
import { codeOf, deviceLinkOf } from '../../testing/mailCatcher.ts'

describe.each(databaseKinds)('e-mail login and the embedded wallet (%s)', (kind) => {
  const test = useEmbeddedTestApp(kind)
  const { app, clock, database, embedded, server, error, newEmail, mailCount } = test
  const setup = async (features: { email?: boolean } = { email: true }) =>
    createProject(database.get().db, { name: 'Shop', id: 'p', allowedOrigins: [appOrigin], features })
  // Code checks ask for the token in the answer (`transport: 'bearer'`) unless a test says otherwise.
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
    test.post(path, path.endsWith('/login/otp') ? { transport: 'bearer', ...(body as object) } : body, headers)
  const newDevice = () => randomBytes(24).toString('base64url')
  /** Follows the device link as a visitor does: opens the page, submits its form. */
  const approveByLink = async (link: string) => {
    const url = new URL(link)
    const page = await server().request(`${url.pathname}${url.search}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('Approve this device')
    const token = /name="token" value="([^"]+)"/.exec(html)![1]!
    return server().request('/v1/embedded/device', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    })
  }
  /** A full first login: device link, then the code. */
  const logIn = async (email = newEmail(), deviceId = newDevice()) => {
    const seen = mailCount()
    const start = await json(await post('/v1/embedded/login/start', { email, deviceId, parentOrigin: appOrigin }))
    expect(start.action).toBe('VERIFY_DEVICE')
    const approved = await approveByLink(deviceLinkOf(await embedded.mail().nextMail(email, { after: seen })))
    expect(approved.status).toBe(200)
    const code = codeOf(await embedded.mail().nextMail(email, { after: seen + 1 }))
    const verified = await post('/v1/embedded/login/otp', { loginId: start.loginId, otp: code })
    expect(verified.status).toBe(200)
    return { ...(await json(verified)), email, deviceId } as { email: string; deviceId: string; token: string; user: { address: Hex; email: string } }
  }

  it('names the wallet frame in the project config when e-mail is on, and not when it is off or the server has no embedded wallet', async () => {
    await setup()
    expect(await json(await server().request('/v1/config?projectId=p'))).toMatchObject({ embeddedWallet: { frameUrl: `${testFrameOrigin}/` } })
    expect(await json(await app().request('/v1/config?projectId=p'))).not.toHaveProperty('embeddedWallet')
    await setFeatures(database.get().db, 'p', { email: false })
    expect(await json(await server().request('/v1/config?projectId=p'))).not.toHaveProperty('embeddedWallet')
  })

  it('logs a new user in: device link by mail, then the code; the wallet signs for the session only', async () => {
    await setup()
    const email = newEmail()
    const deviceId = newDevice()
    const seen = mailCount()
    const start = await post('/v1/embedded/login/start', { email: email.toUpperCase(), deviceId, parentOrigin: `${appOrigin}/` })
    expect(start.status).toBe(200)
    const { action, loginId } = await json(start)
    expect(action).toBe('VERIFY_DEVICE')
    expect(await json(await post('/v1/embedded/login/status', { loginId }))).toEqual({ action: 'VERIFY_DEVICE' })

    const deviceMail = await embedded.mail().nextMail(email, { after: seen })
    expect(deviceMail.subject).toBe('Approve your new device')
    expect(deviceMail.text).toContain(`Shop (${appOrigin})`)
    // The code is not sent before the device is approved.
    expect(await error(post('/v1/embedded/login/otp', { loginId, otp: '123456' }))).toMatchObject({ status: 409, code: 'embedded_login_state' })
    const link = deviceLinkOf(deviceMail)
    expect((await approveByLink(link)).status).toBe(200)
    // The link works once.
    expect((await approveByLink(link)).status).toBe(400)
    expect(await json(await post('/v1/embedded/login/status', { loginId }))).toEqual({ action: 'VERIFY_OTP' })

    const codeMail = await embedded.mail().nextMail(email, { after: seen + 1 })
    expect(codeMail.subject).toMatch(/^\d{6} is your wallet code$/)
    const verified = await post('/v1/embedded/login/otp', { loginId, otp: codeOf(codeMail) })
    expect(verified.status).toBe(200)
    const { token, user } = await json(verified)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(user).toEqual({
      email,
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      accounts: [{ address: user.address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    // The code works once.
    expect(await error(post('/v1/embedded/login/otp', { loginId, otp: codeOf(codeMail) }))).toMatchObject({ status: 409 })

    const bearer = { authorization: `Bearer ${token}` }
    const me = await server().request('/v1/embedded/me?projectId=p', { headers: { origin: testFrameOrigin, ...bearer } })
    expect((await json(me)).user).toEqual(user)

    const message = 'Hello from Portico'
    const signed = await json(await post('/v1/embedded/sign', { method: 'personal_sign', message: `0x${Buffer.from(message).toString('hex')}` }, bearer))
    expect(await verifyMessage({ address: user.address, message, signature: signed.signature })).toBe(true)

    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 1 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'hi' },
    }
    const typed = await json(await post('/v1/embedded/sign', { method: 'eth_signTypedData_v4', typedData }, bearer))
    expect(await recoverTypedDataAddress({ ...typedData, signature: typed.signature })).toBe(user.address)

    // No session, another project's frame or another origin: nothing is signed.
    const sign = { method: 'personal_sign', message: '0x00' }
    expect(await error(post('/v1/embedded/sign', sign))).toMatchObject({ status: 401, code: 'embedded_no_session' })
    expect(await error(post('/v1/embedded/sign', sign, { origin: appOrigin, ...bearer }))).toMatchObject({ status: 403, code: 'embedded_origin_refused' })
    await createProject(database.get().db, { name: 'Other', id: 'q', allowedOrigins: [appOrigin], features: { email: true } })
    const elsewhere = await server().request('/v1/embedded/sign?projectId=q', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testFrameOrigin, ...bearer },
      body: JSON.stringify(sign),
    })
    expect(await error(elsewhere)).toMatchObject({ status: 401, code: 'embedded_no_session' })

    // The same frame, the same address, a live session: CONNECT, nothing mailed.
    clock.now += 31_000
    const before = mailCount()
    expect(await json(await post('/v1/embedded/login/start', { email, deviceId, parentOrigin: appOrigin }, bearer))).toEqual({ action: 'CONNECT' })
    expect(mailCount()).toBe(before)

    expect(await json(await post('/v1/embedded/signout', {}, bearer))).toEqual({ ok: true })
    expect(await error(post('/v1/embedded/sign', sign, bearer))).toMatchObject({ status: 401, code: 'embedded_no_session' })
  })

  it('gives the frame its session and device id as http-only partitioned cookies, for its origin only', async () => {
    await setup()
    const email = newEmail()
    const seen = mailCount()
    const start = await post('/v1/embedded/login/start', { email, parentOrigin: appOrigin })
    const deviceCookie = start.headers.get('set-cookie')!
    expect(deviceCookie).toMatch(/^portico_wallet_device=[A-Za-z0-9_-]{43}; Path=\/v1\/embedded; HttpOnly; Secure; SameSite=None; Partitioned; Max-Age=\d+$/)
    expect(start.headers.get('access-control-allow-credentials')).toBe('true')
    expect(start.headers.get('access-control-allow-origin')).toBe(testFrameOrigin)
    const { loginId } = await json(start)
    await approveByLink(deviceLinkOf(await embedded.mail().nextMail(email, { after: seen })))
    const code = codeOf(await embedded.mail().nextMail(email, { after: seen + 1 }))
    const verified = await post('/v1/embedded/login/otp', { loginId, otp: code, transport: 'cookie' })
    const body = await json(verified)
    expect(body.token).toBeUndefined()
    const sessionCookie = verified.headers.get('set-cookie')!
    expect(sessionCookie).toMatch(/^portico_wallet_p=[A-Za-z0-9_-]{43}; Path=\/v1\/embedded; HttpOnly; Secure; SameSite=None; Partitioned; Max-Age=604800$/)
    const cookies = `${deviceCookie.split(';')[0]}; ${sessionCookie.split(';')[0]}`
    const me = await server().request('/v1/embedded/me?projectId=p', { headers: { origin: testFrameOrigin, cookie: cookies } })
    expect((await json(me)).user.address).toBe(body.user.address)
    // The same browser (its device cookie) is known next time: the code comes at once.
    clock.now += 31_000
    await post('/v1/embedded/signout', {}, { cookie: cookies })
    expect((await json(await post('/v1/embedded/login/start', { email, parentOrigin: appOrigin }, { cookie: cookies }))).action).toBe('VERIFY_OTP')
    // Preflights answer credentials to the frame's origin, never to the app's.
    const preflight = (origin: string) =>
      server().request('/v1/embedded/login/start?projectId=p', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } })
    expect((await preflight(testFrameOrigin)).headers.get('access-control-allow-credentials')).toBe('true')
    expect((await preflight(appOrigin)).headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('on an approved device asks for the code at once, and the user keeps its wallet', async () => {
    await setup()
    const first = await logIn()
    clock.now += 31_000
    const seen = mailCount()
    const start = await json(await post('/v1/embedded/login/start', { email: first.email, deviceId: first.deviceId, parentOrigin: appOrigin }))
    expect(start.action).toBe('VERIFY_OTP')
    const code = codeOf(await embedded.mail().nextMail(first.email, { after: seen }))
    const again = await json(await post('/v1/embedded/login/otp', { loginId: start.loginId, otp: code }))
    expect(again.user.address).toBe(first.user.address)
    expect(again.token).not.toBe(first.token)
    // Another browser of the same address still needs the link.
    clock.now += 31_000
    expect((await json(await post('/v1/embedded/login/start', { email: first.email, deviceId: newDevice(), parentOrigin: appOrigin }))).action).toBe('VERIFY_DEVICE')
  })

  it('refuses a wrong code, an expired one, the 6th try and a resend within 30 s, each with its error, and loses nothing', async () => {
    await setup()
    const first = await logIn()
    clock.now += 31_000
    let seen = mailCount()
    const { loginId } = await json(await post('/v1/embedded/login/start', { email: first.email, deviceId: first.deviceId, parentOrigin: appOrigin }))
    const code = codeOf(await embedded.mail().nextMail(first.email, { after: seen }))
    const wrong = code === '000000' ? '000001' : '000000'

    expect(await error(post('/v1/embedded/login/otp', { loginId, otp: wrong }))).toMatchObject({
      status: 401,
      code: 'embedded_otp_invalid',
      message: 'Invalid code',
      details: { attemptsLeft: 4 },
    })
    expect(await error(post('/v1/embedded/login/otp', { loginId, otp: 'abc' }))).toMatchObject({ status: 400, code: 'bad_request' })

    // A resend inside the cooldown: the spec's words, the seconds left, and the code still works.
    clock.now += 12_000
    const tooSoon = await post('/v1/embedded/login/resend', { loginId })
    expect(tooSoon.headers.get('retry-after')).toBe('18')
    expect(await error(tooSoon)).toMatchObject({ status: 429, code: 'embedded_cooldown', message: 'Please try again after 18 seconds' })
    // So is a new login trigger for the address.
    expect(await error(post('/v1/embedded/login/start', { email: first.email, deviceId: first.deviceId, parentOrigin: appOrigin }))).toMatchObject({
      status: 429,
      message: 'Please try again after 18 seconds',
    })

    // Four more wrong codes (five in all), then the right one is refused too.
    for (let i = 0; i < 4; i++) await post('/v1/embedded/login/otp', { loginId, otp: wrong })
    expect(await error(post('/v1/embedded/login/otp', { loginId, otp: code }))).toMatchObject({ status: 429, code: 'embedded_otp_attempts' })

    // After the cooldown a new code comes: the old one no longer works, the login goes on.
    clock.now += 18_000
    const resend = async () => {
      const before = mailCount()
      expect(await json(await post('/v1/embedded/login/resend', { loginId }))).toEqual({ ok: true })
      return codeOf(await embedded.mail().nextMail(first.email, { after: before }))
    }
    const second = await resend()
    if (second !== code) expect(await error(post('/v1/embedded/login/otp', { loginId, otp: code }))).toMatchObject({ code: 'embedded_otp_invalid' })

    // An expired code is refused; a new one still gets the user in, to the same wallet.
    clock.now += 10 * 60_000 + 1
    expect(await error(post('/v1/embedded/login/otp', { loginId, otp: second }))).toMatchObject({ status: 410, code: 'embedded_otp_expired' })
    const third = await resend()
    const verified = await json(await post('/v1/embedded/login/otp', { loginId, otp: third }))
    expect(verified.user.address).toBe(first.user.address)
  })

  it('counts racing wrong codes in the database: never more than 5 tries of one code', async () => {
    await setup()
    const first = await logIn()
    clock.now += 31_000
    const seen = mailCount()
    const { loginId } = await json(await post('/v1/embedded/login/start', { email: first.email, deviceId: first.deviceId, parentOrigin: appOrigin }))
    const code = codeOf(await embedded.mail().nextMail(first.email, { after: seen }))
    const wrong = code === '000000' ? '000001' : '000000'
    const answers = await Promise.all(Array.from({ length: 12 }, () => post('/v1/embedded/login/otp', { loginId, otp: wrong }).then(error)))
    expect(answers.filter((answer) => answer.code === 'embedded_otp_invalid')).toHaveLength(5)
    expect(answers.filter((answer) => answer.code === 'embedded_otp_attempts')).toHaveLength(7)
  })

  it('answers only the frame, for allowed pages, with the feature on and the wallet configured', async () => {
    await setup({ email: false })
    const body = { email: newEmail(), deviceId: newDevice(), parentOrigin: appOrigin }
    expect(await error(post('/v1/embedded/login/start', body))).toMatchObject({ status: 403, code: 'feature_disabled' })
    await setFeatures(database.get().db, 'p', { email: true })
    expect(await error(post('/v1/embedded/login/start', body, { origin: appOrigin }))).toMatchObject({ status: 403, code: 'embedded_origin_refused' })
    expect(await error(post('/v1/embedded/login/start', { ...body, parentOrigin: 'https://phish.example' }))).toMatchObject({ status: 403, code: 'origin_not_allowed' })
    expect(await error(post('/v1/embedded/login/start', { ...body, email: 'not-an-email' }))).toMatchObject({ status: 400, code: 'bad_request' })
    const unconfigured = await app({ chains: [] }).request('/v1/embedded/login/start?projectId=p', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testFrameOrigin },
      body: JSON.stringify(body),
    })
    expect(await error(unconfigured)).toMatchObject({ status: 503, code: 'embedded_unavailable' })
    expect(await error(post('/v1/embedded/login/status', { loginId: '0'.repeat(32) }))).toMatchObject({ status: 404, code: 'embedded_login_unknown' })
  })

  it('makes one user and one wallet when two first logins of an address finish together', async () => {
    await setup()
    const email = newEmail()
    const devices = [newDevice(), newDevice()]
    const seen = mailCount()
    const first = await json(await post('/v1/embedded/login/start', { email, deviceId: devices[0], parentOrigin: appOrigin }))
    clock.now += 31_000
    const second = await json(await post('/v1/embedded/login/start', { email, deviceId: devices[1], parentOrigin: appOrigin }))
    const links = embedded.mail().mails().slice(seen).filter((mail) => mail.to.includes(email)).map(deviceLinkOf)
    expect(links).toHaveLength(2)
    for (const link of links) expect((await approveByLink(link)).status).toBe(200)
    const codes = embedded.mail().mails().slice(seen + 2).filter((mail) => mail.to.includes(email)).map(codeOf)
    const [a, b] = await Promise.all([
      post('/v1/embedded/login/otp', { loginId: first.loginId, otp: codes[0] }).then(json),
      post('/v1/embedded/login/otp', { loginId: second.loginId, otp: codes[1] }).then(json),
    ])
    expect(a.user.address).toBe(b.user.address)
    const { db } = database.get()
    expect(await db.selectFrom('embedded_users').select('id').execute()).toHaveLength(1)
    expect(await db.selectFrom('embedded_wallets').select('address').execute()).toHaveLength(1)
  })

  it('refuses to send on a chain the server does not serve (sending on the devnet: embedded/signer.test.ts)', async () => {
    await setup()
    const { token } = await logIn()
    const send = await post(
      '/v1/embedded/sign',
      { method: 'eth_sendTransaction', chainId: 31337, transaction: { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: `0x${parseEther('0.01').toString(16)}` } },
      { authorization: `Bearer ${token}` },
    )
    expect(await error(send)).toMatchObject({ status: 400, code: 'unknown_chain' })
  })
})
