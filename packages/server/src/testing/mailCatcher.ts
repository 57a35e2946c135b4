import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A mail the catcher received. */
export type CaughtMail = { to: string[]; from: string; subject: string; text: string; html: string; receivedAt: number }

export type MailCatcher = {
  /** `smtp://127.0.0.1:PORT` for `smtpMailer` (no TLS, no auth: local only). */
  url: string
  /** Every mail received, oldest first. */
  mails(): readonly CaughtMail[]
  /** The next mail to `to` after the `seen` first ones, waiting for it (resolves at once when it is there). */
  nextMail(to: string, options?: { after?: number }): Promise<CaughtMail>
  /** Calls `listener` for each mail received. */
  onMail(listener: (mail: CaughtMail) => void): () => void
  close(): Promise<void>
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives (parsed by `mailparser`): the tests
 * read login codes and device links from it, and `npm start` shows it as the development mailbox.
 */
export async function startMailCatcher({ port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {}): Promise<MailCatcher> {
  const received: CaughtMail[] = []
  const listeners = new Set<(mail: CaughtMail) => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const mail: CaughtMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: Date.now(),
          }
          received.push(mail)
          for (const listener of listeners) listener(mail)
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.server.address() as AddressInfo
  const onMail = (listener: (mail: CaughtMail) => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  return {
    url: `smtp://${host}:${address.port}`,
    mails: () => received,
    nextMail(to, { after = 0 } = {}) {
      const wanted = to.toLowerCase()
      const find = () => received.slice(after).find((mail) => mail.to.includes(wanted))
      const found = find()
      if (found) return Promise.resolve(found)
      return new Promise((resolve) => {
        const stop = onMail(() => {
          const mail = find()
          if (mail) {
            stop()
            resolve(mail)
          }
        })
      })
    },
    onMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The 6-digit code of a login mail (`Your code: 123456`). */
export function codeOf(mail: CaughtMail): string {
  const match = /Your code: (\d{6})/.exec(mail.text)
  if (!match) throw new Error(`No code in the mail "${mail.subject}"`)
  return match[1]!
}

/** The device-approval link of a new-device mail. */
export function deviceLinkOf(mail: CaughtMail): string {
  const match = /(https?:\/\/\S+\/v1\/embedded\/device\?token=[A-Za-z0-9_-]+)/.exec(mail.text)
  if (!match) throw new Error(`No device link in the mail "${mail.subject}"`)
  return match[1]!
}
