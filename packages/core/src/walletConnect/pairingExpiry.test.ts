import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_EXPIRY_MS } from '../constants'
import { createPairingStore } from './createPairingStore'
import { isPairingExpired, pairingExpiresAt, pairingRefreshDelay } from './pairingExpiry'
import { watchPairingExpiry } from './watchPairingExpiry'

describe('pairing expiry', () => {
  test('a URI expires after 4 minutes and counts as expired 10 s before', () => {
    expect(PAIRING_EXPIRY_MS).toBe(240_000)
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
    const created = 1_000_000
    expect(pairingExpiresAt(created)).toBe(1_240_000)
    expect(isPairingExpired(created, created + 229_999)).toBe(false)
    expect(isPairingExpired(created, created + 230_000)).toBe(true)
    expect(pairingRefreshDelay(created, created + 30_000)).toBe(200_000)
    expect(pairingRefreshDelay(created, created + 300_000)).toBe(0)
  })
})

describe('watchPairingExpiry (controlled clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(0)
  })
  afterEach(() => vi.useRealTimers())

  test('asks for a new URI when the current one is within 10 s of expiry, without user action', () => {
    const pairing = createPairingStore()
    const expired: string[] = []
    const stop = watchPairingExpiry(pairing, (uri) => {
      expired.push(uri)
      pairing.setUri('walletConnect', `wc:${expired.length + 1}`) // what the modal does: make a new one
    })
    pairing.setUri('walletConnect', 'wc:1')
    vi.advanceTimersByTime(229_999)
    expect(expired).toEqual([])
    vi.advanceTimersByTime(1)
    expect(expired).toEqual(['wc:1'])
    expect(pairing.getState().uri).toBe('wc:2')
    // The new URI gets its own 4 minutes.
    vi.advanceTimersByTime(229_999)
    expect(expired).toEqual(['wc:1'])
    vi.advanceTimersByTime(1)
    expect(expired).toEqual(['wc:1', 'wc:2'])
    stop()
    vi.advanceTimersByTime(1_000_000)
    expect(expired).toHaveLength(2)
  })

  test('a URI already inside the margin is treated as expired at once', () => {
    let clock = 0
    const pairing = createPairingStore({ now: () => clock })
    pairing.setUri('walletConnect', 'wc:old')
    clock = 235_000 // 5 s before expiry
    const expired: string[] = []
    const stop = watchPairingExpiry(pairing, (uri) => expired.push(uri))
    vi.advanceTimersByTime(0)
    expect(expired).toEqual(['wc:old'])
    stop()
  })

  test('a cleared pairing never fires', () => {
    const pairing = createPairingStore()
    const expired: string[] = []
    const stop = watchPairingExpiry(pairing, (uri) => expired.push(uri))
    pairing.setUri('walletConnect', 'wc:1')
    pairing.clear()
    vi.advanceTimersByTime(1_000_000)
    expect(expired).toEqual([])
    stop()
  })
})
