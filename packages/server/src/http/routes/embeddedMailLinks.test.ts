import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PublicUrlRequiredError } from '../../errors.ts'
import { createProject } from '../../projects/projects.ts'
import { startServer } from '../../startServer.ts'
import { useTestApp } from '../../testing/app.ts'
import { testFrameOrigin, testPublicUrl, useEmbeddedWallet } from '../../testing/embedded.ts'
import { deviceLinkOf } from '../../testing/mailCatcher.ts'

const appOrigin = 'https://app.example.com'

/** Issue 27: mail links come from the configured public URL alone, never from the request. */
describe('mail links of the embedded wallet', () => {
  const { app, database } = useTestApp('sqlite')
  const embedded = useEmbeddedWallet()

  it('refuses to run the embedded wallet without a configured public URL (createApp and startServer)', async () => {
    expect(() => app({ embeddedWallet: embedded.options(), chains: [] })).toThrow(PublicUrlRequiredError)
    const attempt = startServer({ port: 0, sqlitePath: ':memory:', wallets: [], embeddedWallet: { masterKey: '11'.repeat(32), mailer: { send: async () => {} }, framePort: 0 } })
    await expect(attempt).rejects.toBeInstanceOf(PublicUrlRequiredError)
  })

  it('mails the device link on the configured URL whatever Host and X-Forwarded-* the request says', async () => {
    await createProject(database.get().db, { name: 'Shop', id: 'p', allowedOrigins: [appOrigin], features: { email: true } })
    const server = app({ embeddedWallet: embedded.options(), publicUrl: `${testPublicUrl}/`, trustProxy: 2, chains: [] })
    const email = `victim-${randomBytes(4).toString('hex')}@example.com`
    const seen = embedded.mail().mails().length
    const started = await server.request('http://evil.example/v1/embedded/login/start?projectId=p', {
      method: 'POST',
      headers: {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
        forwarded: 'host=evil.example;proto=http',
        'content-type': 'application/json',
        origin: testFrameOrigin,
      },
      body: JSON.stringify({ email, deviceId: randomBytes(24).toString('base64url'), parentOrigin: appOrigin }),
    })
    expect(started.status).toBe(200)
    const mail = await embedded.mail().nextMail(email, { after: seen })
    expect(deviceLinkOf(mail)).toMatch(new RegExp(`^${testPublicUrl.replaceAll('.', '\\.')}/v1/embedded/device\\?token=`))
    expect(mail.text + mail.html).not.toContain('evil.example')
  })
})
