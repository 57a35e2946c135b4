import { ERROR_REPORT_WINDOW_MS, ERROR_REPORTS_PER_WINDOW } from '../constants'
import { ServerRequestError } from '../server/errors'
import type { ServerClient } from '../server/createServerClient'
import type { AnalyticsEvent } from '../server/types'
import type { TrackedEvent } from './createTracker'

/** Flush at least this often… */
const ANALYTICS_FLUSH_INTERVAL_MS = 10_000
/** …and as soon as the batch passes this size. */
const ANALYTICS_MAX_BATCH_BYTES = 45_000

export type CreateAnalyticsParameters = {
  server: Pick<ServerClient, 'sendEvents' | 'beaconEvents'>
  /** Called once when the server answers 403 (origin not on the project's allow-list). */
  onForbidden(): void
  now?: (() => number) | undefined
  randomId?: (() => string) | undefined
  flushIntervalMs?: number | undefined
  maxBatchBytes?: number | undefined
}

/**
 * Batches analytics events and sends them to `POST /e`: every 10 s, when the batch passes 45 kB,
 * and with a beacon when the page is hidden. MODAL_CREATED is never sent; error reports are
 * limited to 5 per 60 s; after a 403 nothing more is sent.
 */
export function createAnalytics(parameters: CreateAnalyticsParameters) {
  const now = parameters.now ?? Date.now
  const randomId = parameters.randomId ?? (() => crypto.randomUUID())
  const maxBytes = parameters.maxBatchBytes ?? ANALYTICS_MAX_BATCH_BYTES
  let batch: AnalyticsEvent[] = []
  let bytes = 0
  let errorTimes: number[] = []
  let forbidden = false

  async function flush(): Promise<void> {
    if (!batch.length || forbidden) return
    const events = batch
    batch = []
    bytes = 0
    try {
      await parameters.server.sendEvents(events)
    } catch (error) {
      if (error instanceof ServerRequestError && error.code === 'origin_not_allowed') {
        forbidden = true
        parameters.onForbidden()
      }
      // Other failures drop the batch: analytics never retries into a failing server.
    }
  }

  function add(entry: TrackedEvent) {
    if (forbidden || entry.event === 'MODAL_CREATED') return
    if (entry.type === 'error') {
      const since = now() - ERROR_REPORT_WINDOW_MS
      errorTimes = errorTimes.filter((time) => time > since)
      if (errorTimes.length >= ERROR_REPORTS_PER_WINDOW) return
      errorTimes.push(now())
    }
    const event: AnalyticsEvent = {
      eventId: randomId(),
      url: entry.url,
      domain: entry.domain,
      timestamp: entry.timestamp,
      props: { type: entry.type, event: entry.event, address: entry.address, properties: entry.properties },
    }
    batch.push(event)
    bytes += JSON.stringify(event).length
    if (bytes >= maxBytes) void flush()
  }

  function flushOnHide() {
    if (!batch.length || forbidden) return
    if (parameters.server.beaconEvents(batch)) {
      batch = []
      bytes = 0
    } else void flush()
  }

  const timer = setInterval(() => void flush(), parameters.flushIntervalMs ?? ANALYTICS_FLUSH_INTERVAL_MS)
  const onVisibility = () => document.visibilityState === 'hidden' && flushOnHide()
  const hasDocument = typeof document !== 'undefined'
  if (hasDocument) {
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', flushOnHide)
  }

  return {
    add,
    flush,
    flushOnHide,
    /** Events waiting for the next flush. */
    pending: () => batch.length,
    stop() {
      clearInterval(timer)
      if (hasDocument) {
        document.removeEventListener('visibilitychange', onVisibility)
        window.removeEventListener('pagehide', flushOnHide)
      }
    },
  }
}

export type Analytics = ReturnType<typeof createAnalytics>
