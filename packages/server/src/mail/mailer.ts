import { createTransport } from 'nodemailer'

/** One message to send. */
export type MailMessage = { to: string; subject: string; text: string; html: string }

/** Sends mail. The server's one implementation is SMTP (`smtpMailer`). */
export type Mailer = {
  send(message: MailMessage): Promise<void>
  /** Closes pooled connections. */
  close?(): void
}

export type SmtpMailerParameters = {
  /** `smtp://user:password@host:587`, `smtps://…:465` (nodemailer's connection URL). */
  url: string
  /** The sender, e.g. `Portico <wallet@example.com>`. */
  from: string
}

/** A mailer on SMTP through nodemailer. */
export function smtpMailer({ url, from }: SmtpMailerParameters): Mailer {
  const transport = createTransport(url)
  return {
    async send(message) {
      await transport.sendMail({ from, ...message })
    },
    close: () => transport.close(),
  }
}
