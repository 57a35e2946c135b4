import { createLogger, type Logger } from '../log/createLogger.ts'

/** A logger writing into memory: `text()` is everything logged, `lines()` each line parsed. */
export function capturedLog(): { logger: Logger; text(): string; lines(): Record<string, unknown>[] } {
  const chunks: string[] = []
  const logger = createLogger({ level: 'debug', destination: { write: (chunk: string) => void chunks.push(chunk) } })
  return {
    logger,
    text: () => chunks.join(''),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  }
}
