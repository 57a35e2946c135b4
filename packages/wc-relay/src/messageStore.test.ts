import { describe, expect, test } from 'vitest'
import { createMessageStore } from './messageStore.ts'

describe('createMessageStore', () => {
  test('keeps a message until its ttl, then drops it', () => {
    let t = 1_000
    const store = createMessageStore({ now: () => t })
    store.add({ topic: 'a', message: 'm1', ttlSeconds: 300, tag: 1100, publisher: 'dapp' })
    expect(store.forClient('a', 'wallet').map((m) => m.message)).toEqual(['m1'])
    t += 299_999
    expect(store.forClient('a', 'wallet')).toHaveLength(1)
    t += 1
    expect(store.forClient('a', 'wallet')).toHaveLength(0)
    expect(store.size()).toBe(0)
  })

  test('never hands a message back to its publisher', () => {
    const store = createMessageStore()
    store.add({ topic: 'a', message: 'm1', ttlSeconds: 60, tag: 1, publisher: 'dapp' })
    expect(store.forClient('a', 'dapp')).toEqual([])
    expect(store.forClient('a', 'wallet')).toHaveLength(1)
  })

  test('stores a retried publish once and keeps topics apart', () => {
    const store = createMessageStore()
    store.add({ topic: 'a', message: 'm1', ttlSeconds: 60, tag: 1, publisher: 'dapp' })
    store.add({ topic: 'a', message: 'm1', ttlSeconds: 60, tag: 1, publisher: 'dapp' })
    store.add({ topic: 'b', message: 'm2', ttlSeconds: 60, tag: 1, publisher: 'dapp' })
    expect(store.forClient('a', 'x').map((m) => m.message)).toEqual(['m1'])
    expect(store.forClient('b', 'x').map((m) => m.message)).toEqual(['m2'])
  })
})
