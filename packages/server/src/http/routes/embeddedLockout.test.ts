import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createProject } from '../../projects/projects.ts'
import { json } from '../../testing/app.ts'
import { testAppOrigin as appOrigin, useEmbeddedTestApp } from '../../testing/embeddedApp.ts'
import { codeOf, deviceLinkOf } from '../../testing/mailCatcher.ts'

const hour = 60 * 60_000

/** Issue 27: the e-mail limits cannot be turned against the address's owner, and wrong codes are budgeted per address. */
describe('e-mail login limits without malicious lockout', () => {
  const test = useEmbeddedTestApp('sqlite')
  const { clock, database, embedded, server, error, newEmail, mailCount } = test
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    test.post(path, path.endsWith('/login/otp') ? { transport: 'bearer', ...(body as object) } : body, headers)
  const newDevice = () => randomBytes(24).toString('base64url')
  const approve = (link: string) =>
    server().request('/v1/embedded/device', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token')! }).toString(),
    })
  const start = (email: string, deviceId: string) => post('/v1/embedded/login/start', { email, deviceId, parentOrigin: appOrigin })
  /** A first login from a new device (link, then code): the device is known afterwards. */
  const logIn = async (email: string, deviceId: string) => {
    const seen = mailCount()
    const { loginId } = await json(await start(email, deviceId))
    expect((await approve(deviceLinkOf(await embedded.mail().nextMail(email, { after: seen })))).status).toBe(200)
    const code = codeOf(await embedded.mail().nextMail(email, { after: seen + 1 }))
    const verified = await json(await post('/v1/embedded/login/otp', { loginId, otp: code }))
    return { authorization: `Bearer ${verified.token as string}` }
  }
  const setup = () => createProject(database.get().db, { name: 'Shop', id: 'p', allowedOrigins: [appOrigin], features: { email: true } })

  it("lets a stranger's login starts hold up only unknown devices: the known device still logs in, exports and updates", async () => {
    await setup()
    const victim = newEmail()
    const device = newDevice()
    const bearer = await logIn(victim, device)
    // The code after the approval started the device's own cooldown: asking again at once is refused.
    expect(await error(start(victim, device))).toMatchObject({ status: 429, code: 'embedded_cooldown' })
    const strangerStarts = async () => {
      clock.now += 31_000
      expect((await start(victim, newDevice())).status).toBe(200)
      // Unknown devices share the address's cooldown: the stranger cannot mail faster than before.
      expect(await error(start(victim, newDevice()))).toMatchObject({ status: 429, code: 'embedded_cooldown' })
    }
    await strangerStarts()
    expect(await json(await start(victim, device))).toMatchObject({ action: 'VERIFY_OTP' })
    await strangerStarts()
    expect((await post('/v1/embedded/export/start', {}, bearer)).status).toBe(200)
    await strangerStarts()
    expect((await post('/v1/embedded/email/update', { email: newEmail() }, bearer)).status).toBe(200)
    // The stranger spends the unknown devices' hourly budget; the owner's own keeps going.
    for (let i = 0; i < 10; i++) {
      clock.now += 31_000
      await start(victim, newDevice())
    }
    clock.now += 31_000
    expect(await error(start(victim, newDevice()))).toMatchObject({ status: 429, code: 'embedded_mail_limit' })
    const seen = mailCount()
    const { loginId } = await json(await start(victim, device))
    const verified = await post('/v1/embedded/login/otp', { loginId, otp: codeOf(await embedded.mail().nextMail(victim, { after: seen })) })
    expect(verified.status).toBe(200)
  })

  it('budgets wrong codes per address across mails: the 10th wrong one locks its codes for the hour and tells the address', async () => {
    await setup()
    const email = newEmail()
    const device = newDevice()
    await logIn(email, device)
    const codeLogin = async () => {
      clock.now += 31_000
      const seen = mailCount()
      const { loginId } = await json(await start(email, device))
      return { loginId, code: codeOf(await embedded.mail().nextMail(email, { after: seen })) }
    }
    const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000')
    // Two mails, five wrong codes each (the most one code allows).
    const first = await codeLogin()
    for (let i = 0; i < 5; i++) expect(await error(post('/v1/embedded/login/otp', { loginId: first.loginId, otp: wrongFor(first.code) }))).toMatchObject({ code: 'embedded_otp_invalid' })
    const second = await codeLogin()
    for (let i = 0; i < 4; i++) expect(await error(post('/v1/embedded/login/otp', { loginId: second.loginId, otp: wrongFor(second.code) }))).toMatchObject({ code: 'embedded_otp_invalid' })
    const seen = mailCount()
    const locked = await post('/v1/embedded/login/otp', { loginId: second.loginId, otp: wrongFor(second.code) })
    expect(await error(locked)).toMatchObject({ status: 429, code: 'embedded_otp_attempts', details: { scope: 'identity' } })
    const notice = await embedded.mail().nextMail(email, { after: seen })
    expect(notice.subject).toBe('Wrong codes were entered for your wallet')
    expect(notice.text).toContain(`Shop (${appOrigin})`)
    // A third mail's right code is refused too, until the hour is over.
    const third = await codeLogin()
    expect(await error(post('/v1/embedded/login/otp', { loginId: third.loginId, otp: third.code }))).toMatchObject({ status: 429, details: { scope: 'identity' } })
    clock.now += hour
    const fourth = await codeLogin()
    expect((await post('/v1/embedded/login/otp', { loginId: fourth.loginId, otp: fourth.code })).status).toBe(200)
  })

  it('counts the code that follows a device approval against the hourly limit (a refusal spends nothing)', async () => {
    await setup()
    const email = newEmail()
    const seen = mailCount()
    for (let i = 0; i < 10; i++) {
      clock.now += 31_000
      expect((await start(email, newDevice())).status).toBe(200)
    }
    const links = embedded.mail().mails().slice(seen).filter((mail) => mail.to.includes(email)).map(deviceLinkOf)
    expect(links).toHaveLength(10)
    const before = mailCount()
    expect(await error(approve(links[9]!))).toMatchObject({ status: 429, code: 'embedded_mail_limit' })
    expect(mailCount()).toBe(before)
    // The refusal spent nothing: the link is still waiting to be followed, its device not yet remembered.
    const { db } = database.get()
    const waiting = await db.selectFrom('embedded_logins').select(['status', 'device_secret_mac']).where('email', '=', email).execute()
    expect(waiting.filter((login) => login.status === 'device' && login.device_secret_mac !== null)).toHaveLength(10)
    expect(await db.selectFrom('embedded_devices').select('device_hash').execute()).toEqual([])
  })
})
