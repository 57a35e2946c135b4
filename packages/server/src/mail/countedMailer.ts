import type { ServerMetrics } from '../metrics/createMetrics.ts'
import type { Mailer } from './mailer.ts'

/** `mailer` counting each mail sent or failed in `metrics`. */
export function countedMailer(mailer: Mailer, metrics: Pick<ServerMetrics, 'mailSent' | 'mailFailed'>): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message)
      } catch (error) {
        metrics.mailFailed()
        throw error
      }
      metrics.mailSent()
    },
    ...(mailer.close ? { close: () => mailer.close!() } : {}),
  }
}
