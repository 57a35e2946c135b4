const keys = { chain: 'portico-wallet.chain', preferred: 'portico-wallet.preferredAccountType' } as const

type AccountType = 'eoa' | 'smartAccount'

/**
 * What the frame keeps in its own origin's storage (the host page cannot read it): the last chain,
 * and the account type the visitor chose per chain.
 * The session and the device id are the server's cookies, not here. Browsers partition it per
 * embedding site, and those that block third-party storage get memory instead.
 */
export function createFrameStorage(storage: Storage = availableStorage()) {
  return {
    chainId: () => storage.getItem(keys.chain) ?? undefined,
    setChainId: (chainId: string) => storage.setItem(keys.chain, chainId),
    /** The account the visitor chose to act on a chain (set preferred account), if any. */
    preferredAccountType(chainId: string): AccountType | undefined {
      const chosen = readPreferences(storage)[chainId]
      return chosen === 'eoa' || chosen === 'smartAccount' ? chosen : undefined
    },
    setPreferredAccountType(chainId: string, type: AccountType) {
      storage.setItem(keys.preferred, JSON.stringify({ ...readPreferences(storage), [chainId]: type }))
    },
  }
}

export type FrameStorage = ReturnType<typeof createFrameStorage>

/**
 * The frame origin's localStorage, or memory when the browser denies a third-party frame its
 * storage (then a session does not survive a reload: the visitor logs in again).
 */
function availableStorage(): Storage {
  try {
    const storage = window.localStorage
    storage.getItem(keys.chain)
    return storage
  } catch {
    console.warn('W3mFrame: no storage in this browser: the last chain is kept in memory')
    const memory = new Map<string, string>()
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
      clear: () => memory.clear(),
      key: (index) => [...memory.keys()][index] ?? null,
      get length() {
        return memory.size
      },
    }
  }
}

function readPreferences(storage: Storage): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(storage.getItem(keys.preferred) ?? '{}')
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
