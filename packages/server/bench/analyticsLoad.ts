import { randomUUID } from 'node:crypto'

/** Analytics batches for the load test, and the count of what the server said it accepted. */
export function analyticsLoad(origin: string, eventsPerRequest = 10) {
  const counts = { sent: 0, accepted: 0 }
  const event = () => ({
    eventId: randomUUID(),
    url: `${origin}/`,
    domain: new URL(origin).host,
    timestamp: Date.now(),
    props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
  })
  return {
    counts,
    body: () => {
      counts.sent += eventsPerRequest
      return JSON.stringify(Array.from({ length: eventsPerRequest }, event))
    },
    onResponse: (status: number, body: string) => {
      if (status !== 202) return
      try {
        counts.accepted += (JSON.parse(body) as { accepted: number }).accepted
      } catch {
        // not counted as accepted (the lost-events check then cannot blame the server for it)
      }
    },
  }
}
