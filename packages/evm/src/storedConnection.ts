/** The prefix of the adapter's own wagmi storage (localStorage). */
export const WAGMI_STORAGE_PREFIX = 'portico.wagmi'

/**
 * Whether the adapter's wagmi storage holds something to restore: a connection in wagmi's stored
 * state, a recent connector, or a connector's "connected" mark. A first visit (or a visitor who
 * disconnected) has none, and the adapter can leave wagmi unloaded until the visitor turns to the kit.
 */
export function hasStoredWagmiConnection(storage: Pick<Storage, 'getItem' | 'key' | 'length'> | undefined): boolean {
  if (!storage) return false
  try {
    if (storage.getItem(`${WAGMI_STORAGE_PREFIX}.recentConnectorId`) !== null) return true
    const state = storage.getItem(`${WAGMI_STORAGE_PREFIX}.store`)
    if (state !== null && storedConnectionCount(state) !== 0) return true
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index)
      if (key?.startsWith(`${WAGMI_STORAGE_PREFIX}.`) && key.endsWith('.connected')) return true
    }
    return false
  } catch {
    // Storage that cannot be read (blocked cookies): wagmi loads as before and decides.
    return true
  }
}

/** The connections in wagmi's stored state (its `connections` map, serialized); -1 when unreadable. */
function storedConnectionCount(text: string): number {
  const parsed = JSON.parse(text) as { state?: { connections?: { value?: unknown } } }
  const value = parsed.state?.connections?.value
  return Array.isArray(value) ? value.length : -1
}
