import { describe, expect, it } from 'vitest'
import { createTracker, type TrackedEvent } from './createTracker'

describe('createTracker', () => {
  it('queues until a sink is attached, then forwards in order', () => {
    const tracker = createTracker(() => 42)
    tracker.track('MODAL_OPEN', { connected: false })
    tracker.track('ERROR', { message: 'x' }, { type: 'error', address: '0xabc' })
    const received: TrackedEvent[] = []
    tracker.attach((event) => received.push(event))
    tracker.track('MODAL_CLOSE')
    expect(received.map((e) => [e.event, e.type, e.timestamp])).toEqual([
      ['MODAL_OPEN', 'track', 42],
      ['ERROR', 'error', 42],
      ['MODAL_CLOSE', 'track', 42],
    ])
    expect(received[1]?.address).toBe('0xabc')
  })

  it('drops the queue and records nothing more once turned off', () => {
    const tracker = createTracker()
    tracker.track('MODAL_OPEN')
    tracker.attach(null)
    tracker.track('MODAL_CLOSE')
    const received: TrackedEvent[] = []
    tracker.attach((event) => received.push(event))
    expect(received).toEqual([])
  })

  it('keeps at most 200 events while waiting', () => {
    const tracker = createTracker()
    for (let i = 0; i < 250; i += 1) tracker.track(`E${i}`)
    const received: TrackedEvent[] = []
    tracker.attach((event) => received.push(event))
    expect(received).toHaveLength(200)
    expect(received[0]?.event).toBe('E0')
  })
})
