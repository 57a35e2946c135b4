import { describe, expect, test } from 'vitest'
import { createKeyedStorage } from './createKeyedStorage'
import { createMemoryStorage } from './createMemoryStorage'
import type { Storage } from './types'

describe('JSON round trips', () => {
  test.each([['a string'], [''], [0], [42.5], [true], [false], [null], [['metamask', 'rainbow']], [{ eip155: 'injected', solana: 'phantom' }]])(
    '%o',
    (value) => {
      const storage = createKeyedStorage(createMemoryStorage())
      expect(storage.set('k', value)).toBe(true)
      expect(storage.get('k')).toEqual(value)
    },
  )
})

test('missing key → undefined', () => {
  expect(createKeyedStorage(createMemoryStorage()).get('nope')).toBeUndefined()
})

test('stores JSON text', () => {
  const raw = createMemoryStorage()
  createKeyedStorage(raw).set('portico.email', 'a@b.co')
  expect(raw.getItem('portico.email')).toBe('"a@b.co"')
})

test('prefix', () => {
  const raw = createMemoryStorage()
  const storage = createKeyedStorage(raw, 'app2:')
  expect(storage.prefix).toBe('app2:')
  storage.set('portico.email', 'a@b.co')
  expect(raw.getItem('app2:portico.email')).toBe('"a@b.co"')
  expect(storage.get('portico.email')).toBe('a@b.co')
  storage.remove('portico.email')
  expect(raw.getItem('app2:portico.email')).toBeNull()
})

describe('bad data = missing', () => {
  test.each(['not json', '{', "{'a':1}", 'undefined', 'NaN', ''])('%o', (raw) => {
    const base = createMemoryStorage()
    base.setItem('k', raw)
    expect(createKeyedStorage(base).get('k')).toBeUndefined()
  })

  test('guard rejects the wrong shape', () => {
    const storage = createKeyedStorage(createMemoryStorage())
    const isString = (v: unknown): v is string => typeof v === 'string'
    storage.set('k', 42)
    expect(storage.get('k', isString)).toBeUndefined()
    storage.set('k', 'yes')
    const value: string | undefined = storage.get('k', isString)
    expect(value).toBe('yes')
  })
})

describe('set', () => {
  test('undefined removes', () => {
    const storage = createKeyedStorage(createMemoryStorage())
    storage.set('k', 1)
    expect(storage.set('k', undefined)).toBe(true)
    expect(storage.get('k')).toBeUndefined()
  })

  test('values that cannot be serialised are refused, not thrown', () => {
    const storage = createKeyedStorage(createMemoryStorage())
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(storage.set('a', 1n)).toBe(false)
    expect(storage.set('b', cyclic)).toBe(false)
    expect(storage.set('c', () => 1)).toBe(false)
    expect(storage.set('d', Symbol('s'))).toBe(false)
    expect(storage.get('a')).toBeUndefined()
  })
})

test('clear removes the given keys only', () => {
  const storage = createKeyedStorage(createMemoryStorage())
  storage.set('a', 1)
  storage.set('b', 2)
  storage.set('c', 3)
  storage.clear(['a', 'b', 'missing'])
  expect([storage.get('a'), storage.get('b'), storage.get('c')]).toEqual([undefined, undefined, 3])
})

test('a throwing storage never throws through', () => {
  const throwing: Storage = {
    getItem: () => {
      throw new Error('denied')
    },
    setItem: () => {
      throw new Error('denied')
    },
    removeItem: () => {
      throw new Error('denied')
    },
  }
  const storage = createKeyedStorage(throwing)
  expect(storage.get('k')).toBeUndefined()
  expect(storage.set('k', 1)).toBe(false)
  expect(() => storage.remove('k')).not.toThrow()
  expect(() => storage.clear(['k'])).not.toThrow()
  expect(storage.set('k', undefined)).toBe(true)
})
