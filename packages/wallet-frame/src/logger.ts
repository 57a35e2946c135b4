import { EMBEDDED_WALLET } from '@portico/core'

/**
 * The frame's logger: lines kept in memory up to `EMBEDDED_WALLET.logBufferBytes` (spec §9, the
 * oldest dropped first), printed to the console only when the host asked (`enableLogger`). It never
 * logs a code, a token or a key.
 */
export function createLogger({ print }: { print: boolean }) {
  const lines: string[] = []
  let bytes = 0
  const add = (level: 'info' | 'warn' | 'error', message: string, data?: unknown) => {
    const line = `${new Date().toISOString()} ${level} ${message}${data === undefined ? '' : ` ${safeJson(data)}`}`
    lines.push(line)
    bytes += line.length
    while (bytes > EMBEDDED_WALLET.logBufferBytes && lines.length) bytes -= lines.shift()!.length
    if (print || level !== 'info') console[level](message, ...(data === undefined ? [] : [data]))
  }
  return {
    info: (message: string, data?: unknown) => add('info', message, data),
    warn: (message: string, data?: unknown) => add('warn', message, data),
    error: (message: string, data?: unknown) => add('error', message, data),
    lines: () => lines.slice(),
  }
}

export type Logger = ReturnType<typeof createLogger>

function safeJson(data: unknown): string {
  try {
    return JSON.stringify(data).slice(0, 2_000)
  } catch {
    return String(data)
  }
}
