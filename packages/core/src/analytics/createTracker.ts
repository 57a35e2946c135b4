/** An event as the kit records it; the analytics module turns it into the wire format. */
export type TrackedEvent = {
  type: 'track' | 'error'
  event: string
  properties?: Readonly<Record<string, unknown>> | undefined
  address?: string | undefined
  timestamp: number
  url: string
  domain: string
}

/** Events kept while the analytics code has not loaded yet. */
const QUEUE_MAX = 200

/**
 * The kit's event recorder. It only queues until a sink is attached (the analytics module, loaded
 * in the background once the project's config says analytics is on); detaching drops the queue.
 * Small on purpose: it is part of the kit's first load.
 */
export function createTracker(now: () => number = Date.now) {
  let sink: ((event: TrackedEvent) => void) | null | undefined
  const queue: TrackedEvent[] = []

  return {
    track(event: string, properties?: TrackedEvent['properties'], options: { type?: TrackedEvent['type']; address?: string | undefined } = {}) {
      if (sink === null) return
      const location = typeof window === 'undefined' ? undefined : window.location
      const entry: TrackedEvent = {
        type: options.type ?? 'track',
        event,
        properties,
        address: options.address,
        timestamp: now(),
        url: location?.href ?? '',
        domain: location?.hostname ?? '',
      }
      if (sink) sink(entry)
      else if (queue.length < QUEUE_MAX) queue.push(entry)
    },
    /** Sends queued and future events to `to`; `null` turns recording off for good. */
    attach(to: ((event: TrackedEvent) => void) | null) {
      sink = to
      const queued = queue.splice(0)
      if (to) for (const entry of queued) to(entry)
    },
  }
}

export type Tracker = ReturnType<typeof createTracker>
