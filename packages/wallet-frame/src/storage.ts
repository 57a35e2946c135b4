const keys = { chain: 'portico-wallet.chain' } as const

/**
 * What the frame keeps in its own origin's storage (the host page cannot read it): the last chain.
 * The session and the device id are the server's cookies, not here. Browsers partition it per
 * embedding site, and those that block third-party storage get memory instead.
 */
export function createFrameStorage(storage: Storage = availableStorage()) {
  return {
    chainId: () => storage.getItem(keys.chain) ?? undefined,
    setChainId: (chainId: string) => storage.setItem(keys.chain, chainId),
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
