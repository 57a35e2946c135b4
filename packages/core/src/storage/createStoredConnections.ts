import type { Storage } from './types'

/**
 * The connector ids of the wallets an adapter connected on this site, kept under `key` so the next
 * visit reconnects them silently (the solana, bitcoin, polkadot and cosmos adapters each keep their own list).
 * A missing or unreadable entry reads as none.
 *
 * @example
 * const stored = createStoredConnections(localStorage, 'portico.solana.connections')
 * stored.add('solana:Phantom')
 * stored.list() // ['solana:Phantom']
 */
export function createStoredConnections(storage: Storage | undefined, key: string) {
  const read = (): string[] => {
    try {
      const value: unknown = JSON.parse(storage?.getItem(key) ?? '[]')
      return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
    } catch {
      return []
    }
  }
  const write = (ids: readonly string[]) => (ids.length ? storage?.setItem(key, JSON.stringify(ids)) : storage?.removeItem(key))
  return {
    list: read,
    add: (id: string) => write([...read().filter((other) => other !== id), id]),
    remove: (id: string) => write(read().filter((other) => other !== id)),
    clear: () => write([]),
  }
}

export type StoredConnections = ReturnType<typeof createStoredConnections>
