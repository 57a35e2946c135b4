import { createTransport } from 'nodemailer'
import { checkTimeoutMs, reasonOf } from './jsonRpc.ts'

/**
 * `portico-server check`, the login mail's SMTP server (`PORTICO_SMTP_URL`): it accepts a connection
 * and answers EHLO (and the login, when the URL carries one). Returns one line per problem; the URL's
 * password is never shown.
 */
/** nodemailer's codes for a connection that failed before SMTP was spoken. */
const connectionCodes = new Set(['ESOCKET', 'ECONNECTION', 'ETIMEDOUT', 'EDNS'])

export async function checkSmtp(smtpUrl: string, { timeoutMs = checkTimeoutMs }: { timeoutMs?: number } = {}): Promise<string[]> {
  let where: string
  try {
    const url = new URL(smtpUrl)
    where = `${url.protocol}//${url.host}`
  } catch {
    return ['PORTICO_SMTP_URL is not a URL']
  }
  const transport = createTransport(smtpUrl + (smtpUrl.includes('?') ? '&' : '?') + `connectionTimeout=${timeoutMs}&greetingTimeout=${timeoutMs}&socketTimeout=${timeoutMs}`)
  try {
    await transport.verify()
    return []
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (typeof code === 'string' && !connectionCodes.has(code)) return [`SMTP server ${where} refused (${code})`]
    const inner = error instanceof Error ? /\bE[A-Z]{3,}\b/.exec(error.message)?.[0] : undefined
    return [`SMTP server ${where} unreachable (${inner ?? reasonOf(error)})`]
  } finally {
    transport.close()
  }
}
