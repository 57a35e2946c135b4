import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closedPort } from '../testing/checkServers.ts'
import { type MailCatcher, startMailCatcher } from '../testing/mailCatcher.ts'
import { checkSmtp } from './checkSmtp.ts'

describe('checkSmtp', () => {
  let catcher: MailCatcher
  beforeAll(async () => {
    catcher = await startMailCatcher()
  })
  afterAll(() => catcher.close())

  it('passes an SMTP server that answers EHLO', async () => {
    expect(await checkSmtp(catcher.url)).toEqual([])
  })
  it('refuses a closed port, never showing the password', async () => {
    const port = await closedPort()
    const problems = await checkSmtp(`smtp://user:hunter2@127.0.0.1:${port}`)
    expect(problems).toEqual([`SMTP server smtp://127.0.0.1:${port} unreachable (ECONNREFUSED)`])
    expect(problems.join()).not.toContain('hunter2')
  })
  it('refuses a server that refuses the login', async () => {
    const server = new SMTPServer({ disabledCommands: ['STARTTLS'], allowInsecureAuth: true, logger: false, onAuth: (_auth, _session, done) => done(new Error('Invalid login')) })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.server.address() as AddressInfo
    try {
      const problems = await checkSmtp(`smtp://user:hunter2@127.0.0.1:${port}`)
      expect(problems).toEqual([`SMTP server smtp://127.0.0.1:${port} refused (EAUTH)`])
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
