import type { Storage } from '@portico/core'

const KEY = 'portico.bitcoin.connections'

/** The Bitcoin wallets connected on this site, by connector id, so the next visit reconnects them silently. */
export function createStoredConnections(storage: Storage | undefined) {
  const read = (): string[] => {
    try {
      const value: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]')
      return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
    } catch {
      return []
    }
  }
  const write = (ids: readonly string[]) => (ids.length ? storage?.setItem(KEY, JSON.stringify(ids)) : storage?.removeItem(KEY))
  return {
    list: read,
    add: (id: string) => write([...read().filter((other) => other !== id), id]),
    remove: (id: string) => write(read().filter((other) => other !== id)),
    clear: () => write([]),
  }
}
