import { afterEach, describe, expect, test, vi } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage'
import { createWebStorage } from './createWebStorage'
import type { Storage } from './types'

afterEach(() => {
  vi.unstubAllGlobals()
})

function spyStorage(base: Storage = createMemoryStorage()) {
  return {
    getItem: vi.fn((key: string) => base.getItem(key)),
    setItem: vi.fn((key: string, value: string) => base.setItem(key, value)),
    removeItem: vi.fn((key: string) => base.removeItem(key)),
  }
}

describe('with a working web storage', () => {
  test('reads and writes through it', () => {
    const web = spyStorage()
    const storage = createWebStorage(web)
    storage.setItem('portico.email', '"a@b.co"')
    expect(web.getItem('portico.email')).toBe('"a@b.co"')
    expect(storage.getItem('portico.email')).toBe('"a@b.co"')
    storage.removeItem('portico.email')
    expect(web.getItem('portico.email')).toBeNull()
  })

  test('leaves no probe key behind', () => {
    const base = createMemoryStorage()
    createWebStorage(base)
    expect(base.getItem('portico.__probe__')).toBeNull()
  })

  test('uses globalThis.localStorage by default', () => {
    const web = spyStorage()
    vi.stubGlobal('localStorage', web)
    const storage = createWebStorage()
    storage.setItem('k', 'v')
    expect(web.setItem).toHaveBeenCalledWith('k', 'v')
  })
})

describe('falls back to memory', () => {
  test('no localStorage (server)', () => {
    vi.stubGlobal('localStorage', undefined)
    const storage = createWebStorage()
    storage.setItem('k', 'v')
    expect(storage.getItem('k')).toBe('v')
  })

  test('reading localStorage throws (sandboxed iframe)', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The document is sandboxed', 'SecurityError')
      },
    })
    try {
      const storage = createWebStorage()
      storage.setItem('k', 'v')
      expect(storage.getItem('k')).toBe('v')
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor)
      else delete (globalThis as { localStorage?: unknown }).localStorage
    }
  })

  test('every call throws (blocked storage)', () => {
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
    const storage = createWebStorage(throwing)
    storage.setItem('k', 'v')
    expect(storage.getItem('k')).toBe('v')
    storage.removeItem('k')
    expect(storage.getItem('k')).toBeNull()
  })

  test('writes that throw later (quota) stay readable', () => {
    const web = spyStorage()
    const storage = createWebStorage(web)
    storage.setItem('k', 'old')
    web.setItem.mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    storage.setItem('k', 'new')
    expect(storage.getItem('k')).toBe('new')
    storage.removeItem('k')
    expect(storage.getItem('k')).toBeNull()
  })

  test('reads that throw give null', () => {
    const web = spyStorage()
    const storage = createWebStorage(web)
    web.getItem.mockImplementation(() => {
      throw new Error('revoked')
    })
    expect(storage.getItem('k')).toBeNull()
    web.removeItem.mockImplementation(() => {
      throw new Error('revoked')
    })
    expect(() => storage.removeItem('k')).not.toThrow()
  })

  test('a storage that drops writes (probe fails)', () => {
    const dropping: Storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} }
    const storage = createWebStorage(dropping)
    storage.setItem('k', 'v')
    expect(storage.getItem('k')).toBe('v')
  })
})
