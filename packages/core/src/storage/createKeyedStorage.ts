import type { Storage } from './types'

/** JSON helpers over a `Storage`; see `createKeyedStorage`. */
export type KeyedStorage = {
  /** The prefix put before every key. */
  readonly prefix: string
  /**
   * The stored value parsed from JSON; `undefined` when missing, unreadable, not JSON, or
   * rejected by `guard`.
   */
  get<value = unknown>(key: string, guard?: (value: unknown) => value is value): value | undefined
  /** Stores the value as JSON (`undefined` removes the key). Returns false when it could not be stored. */
  set(key: string, value: unknown): boolean
  /** Removes the key. */
  remove(key: string): void
  /** Removes each of the keys. */
  clear(keys: readonly string[]): void
}

/**
 * Wraps a `Storage` with JSON helpers that never throw: bad JSON, a value that cannot be
 * serialised (bigint, cycles) or a storage error all count as "missing". Every key is prefixed
 * with `prefix` (empty by default; the `storageKeys` values already start with `portico.`).
 *
 * @example
 * const storage = createKeyedStorage(createWebStorage())
 * storage.set(storageKeys.recentWallets, ['metamask'])
 * storage.get<string[]>(storageKeys.recentWallets) // ['metamask']
 * storage.get(storageKeys.email, (v): v is string => typeof v === 'string')
 */
export function createKeyedStorage(storage: Storage, prefix = ''): KeyedStorage {
  const fullKey = (key: string) => `${prefix}${key}`
  const remove = (key: string) => {
    try {
      storage.removeItem(fullKey(key))
    } catch {
      // a failing storage has nothing to remove
    }
  }
  return {
    prefix,
    get<value = unknown>(key: string, guard?: (value: unknown) => value is value): value | undefined {
      let raw: string | null
      try {
        raw = storage.getItem(fullKey(key))
      } catch {
        return undefined
      }
      if (raw === null || raw === undefined) return undefined
      let parsed: unknown
      try {
        parsed = JSON.parse(raw)
      } catch {
        return undefined
      }
      if (guard && !guard(parsed)) return undefined
      return parsed as value
    },
    set(key, value) {
      if (value === undefined) {
        remove(key)
        return true
      }
      let json: string | undefined
      try {
        json = JSON.stringify(value)
      } catch {
        return false
      }
      if (json === undefined) return false // functions, symbols
      try {
        storage.setItem(fullKey(key), json)
        return true
      } catch {
        return false
      }
    },
    remove,
    clear(keys) {
      for (const key of keys) remove(key)
    },
  }
}
