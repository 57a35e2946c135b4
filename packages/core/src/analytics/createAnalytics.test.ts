import { afterEach, describe, expect, it, vi } from 'vitest'
import { ServerRequestError } from '../server/errors'
import type { AnalyticsEvent } from '../server/types'
import { createAnalytics } from './createAnalytics'
import type { TrackedEvent } from './createTracker'

const event = (name: string, type: TrackedEvent['type'] = 'track', properties?: Record<string, unknown>): TrackedEvent => ({
  type,
  event: name,
  properties,
  timestamp: 1000,
  url: 'http://127.0.0.1/page',
  domain: '127.0.0.1',
})

/** Our own server-client interface, recording what it is asked to send. */
function recordingServer(fail?: ServerRequestError) {
  const batches: AnalyticsEvent[][] = []
  const beacons: AnalyticsEvent[][] = []
  return {
    batches,
    beacons,
    sendEvents: vi.fn(async (events: readonly AnalyticsEvent[]) => {
      batches.push([...events])
      if (fail) throw fail
      return { accepted: events.length, dropped: 0 }
    }),
    beaconEvents: vi.fn((events: readonly AnalyticsEvent[]) => {
      beacons.push([...events])
      return true
    }),
  }
}

afterEach(() => vi.useRealTimers())

describe('createAnalytics', () => {
  it('batches events in the wire format and flushes every 10 s, never sending MODAL_CREATED', async () => {
    vi.useFakeTimers()
    const server = recordingServer()
    let id = 0
    const analytics = createAnalytics({ server, onForbidden: () => undefined, randomId: () => `id-${++id}` })
    analytics.add(event('MODAL_CREATED'))
    analytics.add(event('MODAL_OPEN', 'track', { connected: false }))
    analytics.add(event('SELECT_WALLET'))
    expect(server.batches).toEqual([])
    await vi.advanceTimersByTimeAsync(10_000)
    expect(server.batches).toHaveLength(1)
    expect(server.batches[0]).toEqual([
      {
        eventId: 'id-1',
        url: 'http://127.0.0.1/page',
        domain: '127.0.0.1',
        timestamp: 1000,
        props: { type: 'track', event: 'MODAL_OPEN', address: undefined, properties: { connected: false } },
      },
      expect.objectContaining({ eventId: 'id-2', props: expect.objectContaining({ event: 'SELECT_WALLET' }) }),
    ])
    await vi.advanceTimersByTimeAsync(10_000)
    expect(server.batches).toHaveLength(1)
    analytics.stop()
  })

  it('flushes at once when the batch passes the size limit', async () => {
    const server = recordingServer()
    const analytics = createAnalytics({ server, onForbidden: () => undefined, maxBatchBytes: 3000 })
    for (let i = 0; i < 5; i += 1) analytics.add(event('BIG', 'track', { blob: 'x'.repeat(300) }))
    expect(server.batches).toEqual([])
    analytics.add(event('BIG', 'track', { blob: 'x'.repeat(1000) }))
    expect(server.batches).toHaveLength(1)
    expect(server.batches[0]).toHaveLength(6)
    analytics.stop()
  })

  it('sends at most 5 error reports per 60 s', () => {
    let now = 0
    const server = recordingServer()
    const analytics = createAnalytics({ server, onForbidden: () => undefined, now: () => now })
    for (let i = 0; i < 8; i += 1) analytics.add(event('ERROR', 'error'))
    expect(analytics.pending()).toBe(5)
    now = 59_999
    analytics.add(event('ERROR', 'error'))
    expect(analytics.pending()).toBe(5)
    now = 60_001
    analytics.add(event('ERROR', 'error'))
    analytics.add(event('MODAL_OPEN'))
    expect(analytics.pending()).toBe(7)
    analytics.stop()
  })

  it('reports a 403 once and stops sending', async () => {
    const forbidden = new ServerRequestError({ code: 'origin_not_allowed', status: 403, path: '/e' })
    const server = recordingServer(forbidden)
    const onForbidden = vi.fn()
    const analytics = createAnalytics({ server, onForbidden })
    analytics.add(event('MODAL_OPEN'))
    await analytics.flush()
    analytics.add(event('MODAL_CLOSE'))
    await analytics.flush()
    expect(onForbidden).toHaveBeenCalledTimes(1)
    expect(server.batches).toHaveLength(1)
    expect(analytics.pending()).toBe(0)
    analytics.stop()
  })

  it('drops a batch the server fails on, without retrying', async () => {
    const server = recordingServer(new ServerRequestError({ code: 'unreachable', status: 0, path: '/e' }))
    const onForbidden = vi.fn()
    const analytics = createAnalytics({ server, onForbidden })
    analytics.add(event('MODAL_OPEN'))
    await analytics.flush()
    await analytics.flush()
    expect(server.batches).toHaveLength(1)
    expect(onForbidden).not.toHaveBeenCalled()
    analytics.stop()
  })

  it('hands the batch to a beacon when the page hides', () => {
    const server = recordingServer()
    const analytics = createAnalytics({ server, onForbidden: () => undefined })
    analytics.add(event('MODAL_OPEN'))
    analytics.flushOnHide()
    expect(server.beacons).toHaveLength(1)
    expect(analytics.pending()).toBe(0)
    analytics.stop()
  })
})
