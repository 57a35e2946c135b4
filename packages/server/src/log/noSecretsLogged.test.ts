import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createMetrics } from '../metrics/createMetrics.ts'
import { setPaymasterPolicy } from '../paymaster/policy.ts'
import { createProject } from '../projects/projects.ts'
import { json, useTestApp } from '../testing/app.ts'
import { capturedLog } from '../testing/capturedLog.ts'
import { testFrameOrigin, testMasterKey, testPublicUrl, useEmbeddedWallet } from '../testing/embedded.ts'
import { testAppOrigin } from '../testing/embeddedApp.ts'
import { codeOf, deviceLinkOf } from '../testing/mailCatcher.ts'
import { paymasterRequest, sampleUserOperation, testChainReader, testPaymasterAddress, testPaymasterKey } from '../testing/paymaster.ts'

// The request log must never carry what an attacker could use: login codes, device-link tokens,
// session tokens, Authorization and Cookie values, the master key, the SMTP password, the paymaster's key.
describe('the JSON log carries no secret', () => {
  const { app, database } = useTestApp('sqlite')
  const embedded = useEmbeddedWallet()

  it('drives e-mail login (device link, code), a session, the paymaster and a failing SMTP server; no secret value appears in the log', async () => {
    const { db } = database.get()
    await createProject(db, { name: 'Shop', id: 'p', allowedOrigins: [testAppOrigin], features: { email: true } })
    await setPaymasterPolicy(db, 'p', { enabled: true, chains: [1], targets: ['0x2222222222222222222222222222222222222222'], accountDailyCap: '1000000000000000', budget: '1000000000000000000' })
    const log = capturedLog()
    const metrics = createMetrics({ defaultMetrics: false })
    const smtpPassword = `smtp-${randomBytes(8).toString('hex')}`
    // A mailer whose failures would name the SMTP URL with its password, were errors logged raw.
    const server = app({
      logger: log.logger,
      metrics,
      publicUrl: testPublicUrl,
      chains: [{ chainId: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9', testnet: false, devnet: false, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, explorerUrl: null, multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11' }],
      embeddedWallet: embedded.options(),
      paymaster: { signer: testPaymasterKey, paymasters: { 1: testPaymasterAddress }, chainReader: testChainReader() },
    })
    const frame = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      server.request(`${path}?projectId=p`, { method: 'POST', headers: { 'content-type': 'application/json', origin: testFrameOrigin, ...headers }, body: JSON.stringify(body) })

    const email = `secret-${randomBytes(4).toString('hex')}@example.com`
    const seen = embedded.mail().mails().length
    const start = await json(await frame('/v1/embedded/login/start', { email, deviceId: randomBytes(24).toString('base64url'), parentOrigin: testAppOrigin }))
    const link = new URL(deviceLinkOf(await embedded.mail().nextMail(email, { after: seen })))
    const linkToken = link.searchParams.get('token') ?? link.pathname.split('/').at(-1)!
    const page = await (await server.request(`${link.pathname}${link.search}`)).text()
    const formToken = /name="token" value="([^"]+)"/.exec(page)![1]!
    expect((await server.request('/v1/embedded/device', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token: formToken }).toString() })).status).toBe(200)
    const code = codeOf(await embedded.mail().nextMail(email, { after: seen + 1 }))
    // A wrong code first (it is a secret too), then the right one.
    await frame('/v1/embedded/login/otp', { loginId: start.loginId, otp: '000000', transport: 'bearer' })
    const verified = await frame('/v1/embedded/login/otp', { loginId: start.loginId, otp: code, transport: 'bearer' })
    const { token } = await json(verified)
    expect(token).toEqual(expect.any(String))
    const cookie = `portico_session=${randomBytes(16).toString('hex')}`
    expect((await server.request('/v1/embedded/me?projectId=p', { headers: { origin: testFrameOrigin, authorization: `Bearer ${token}`, cookie } })).status).toBe(200)
    const paymasterAuth = `Bearer pm-${randomBytes(8).toString('hex')}`
    const sponsored = await server.request('/v1/paymaster?projectId=p', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testAppOrigin, authorization: paymasterAuth },
      body: JSON.stringify(paymasterRequest('pm_getPaymasterData', sampleUserOperation({ to: '0x2222222222222222222222222222222222222222' }))),
    })
    expect((await json(sponsored)).result).toBeDefined()
    // An SMTP server refusing the login: its error names the URL with the password.
    const failing = app({
      logger: log.logger,
      metrics,
      publicUrl: testPublicUrl,
      embeddedWallet: embedded.options({ mailer: { send: async () => Promise.reject(new Error(`Invalid login to smtp://wallet:${smtpPassword}@mail.example`)) } }),
    })
    const refused = await failing.request('/v1/embedded/login/start?projectId=p', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testFrameOrigin },
      body: JSON.stringify({ email: `other-${email}`, deviceId: randomBytes(24).toString('base64url'), parentOrigin: testAppOrigin }),
    })
    expect(refused.status).toBeGreaterThanOrEqual(500)

    const text = log.text()
    const lines = log.lines()
    expect(lines.filter((line) => line.msg === 'request').length).toBeGreaterThanOrEqual(7)
    for (const line of lines) expect(line.reqId).toEqual(expect.any(String))
    expect(lines.map((line) => line.route)).toEqual(expect.arrayContaining(['/v1/embedded/login/start', '/v1/embedded/login/otp', '/v1/embedded/me', '/v1/paymaster']))
    for (const secret of [code, '000000', token, linkToken, formToken, cookie, cookie.split('=')[1]!, paymasterAuth, testMasterKey, testPaymasterKey.slice(2), smtpPassword, email, start.loginId]) {
      expect(text, `the log holds ${secret.slice(0, 6)}…`).not.toContain(secret)
    }
    // The same run counted the mails sent and the paymaster's reservation.
    const exposition = await metrics.registry.metrics()
    expect(exposition).toMatch(/portico_mail_total\{result="sent"\} 2/)
    expect(exposition).toMatch(/portico_mail_total\{result="failed"\} 1/)
    expect(exposition).toMatch(/portico_paymaster_reservations_total\{chain="1"\} 1/)
    expect(exposition).toMatch(/portico_paymaster_reserved_wei_total\{chain="1"\} 410000000000000/)
  })

  it('redacts secret-named fields of anything logged later (the net under the request line)', () => {
    const log = capturedLog()
    log.logger.error({ headers: { authorization: 'Bearer abc', cookie: 'c=1' }, config: { masterKey: 'mk', smtpUrl: 'smtp://u:pw@h' }, token: 't0k3n', otp: '123456', code: '654321' }, 'something')
    const text = log.text()
    for (const secret of ['Bearer abc', 'c=1', '"mk"', 'pw@h', 't0k3n', '123456', '654321']) expect(text).not.toContain(secret)
    expect(text).toContain('[redacted]')
  })
})
