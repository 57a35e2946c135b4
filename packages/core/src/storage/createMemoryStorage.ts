import type { Storage } from './types'

/**
 * A `Storage` kept in memory (lost on reload). Used on the server, in tests, and as the
 * fallback when the browser refuses `localStorage`.
 *
 * @example
 * const storage = createMemoryStorage()
 * storage.setItem('key', 'value')
 * storage.getItem('key') // 'value'
 */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value))
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}
