import { type DestinationStream, type Logger, pino } from 'pino'
import type { LogLevel } from '../config.ts'

export type { Logger } from 'pino'

/**
 * Fields never written, wherever they appear in a log line (censored to `[redacted]`): the request
 * line carries none of them, this is the net under any error or object logged later.
 */
export const redactedPaths = [
  'authorization',
  'cookie',
  'password',
  'code',
  'otp',
  'token',
  'secret',
  'key',
  'masterKey',
  'smtpUrl',
  'signer',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.code',
  '*.otp',
  '*.token',
  '*.secret',
  '*.key',
  '*.masterKey',
  '*.smtpUrl',
  '*.signer',
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
]

/**
 * The server's JSON logger (pino): one JSON object per line on stdout (or `destination`), ISO
 * timestamps, secrets redacted. One per server instance.
 */
export function createLogger({ level = 'info', destination }: { level?: LogLevel | undefined; destination?: DestinationStream | undefined } = {}): Logger {
  return pino(
    {
      level,
      base: { service: 'portico-server' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: redactedPaths, censor: '[redacted]' },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  )
}
