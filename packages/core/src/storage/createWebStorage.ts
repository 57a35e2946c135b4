import { createMemoryStorage } from './createMemoryStorage'
import type { Storage } from './types'

const PROBE_KEY = 'portico.__probe__'

/**
 * A `Storage` over the browser's `localStorage` (or the given web storage) that never throws.
 *
 * - No web storage (server, worker) or one that refuses access (sandboxed iframe, blocked
 *   cookies, Safari private mode) → a memory storage.
 * - A call that throws later (quota exceeded, storage revoked) falls back to memory for that
 *   key, so the value still reads back during this page's life.
 *
 * @example
 * const storage = createWebStorage() // localStorage in browsers
 * const session = createWebStorage(window.sessionStorage)
 */
export function createWebStorage(webStorage?: Storage | undefined): Storage {
  const target = webStorage ?? getLocalStorage()
  if (!target || !isUsable(target)) return createMemoryStorage()

  const fallback = createMemoryStorage()
  /** Keys whose latest write only made it to memory. */
  const inFallback = new Set<string>()
  return {
    getItem(key) {
      if (inFallback.has(key)) return fallback.getItem(key)
      try {
        return target.getItem(key)
      } catch {
        return null
      }
    },
    setItem(key, value) {
      try {
        target.setItem(key, value)
        inFallback.delete(key)
        fallback.removeItem(key)
      } catch {
        inFallback.add(key)
        fallback.setItem(key, value)
      }
    },
    removeItem(key) {
      inFallback.delete(key)
      fallback.removeItem(key)
      try {
        target.removeItem(key)
      } catch {
        // nothing to do: the key is gone from memory, and unreadable in the web storage
      }
    },
  }
}

function getLocalStorage(): Storage | undefined {
  try {
    // Reading `localStorage` itself throws a SecurityError in sandboxed iframes.
    return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage
  } catch {
    return undefined
  }
}

function isUsable(storage: Storage): boolean {
  try {
    storage.setItem(PROBE_KEY, PROBE_KEY)
    const ok = storage.getItem(PROBE_KEY) === PROBE_KEY
    storage.removeItem(PROBE_KEY)
    return ok
  } catch {
    return false
  }
}
