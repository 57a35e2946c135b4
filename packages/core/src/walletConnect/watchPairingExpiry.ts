import type { PairingStore } from './createPairingStore'
import { pairingRefreshDelay } from './pairingExpiry'

/**
 * Calls `onExpired` when the current pairing URI counts as expired (4 min minus the 10 s margin), at once
 * if it already does; re-arms for every new URI. Returns a stop function.
 */
export function watchPairingExpiry(pairing: PairingStore, onExpired: (uri: string) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const arm = () => {
    clearTimeout(timer)
    const { uri, createdAt } = pairing.getState()
    if (!uri || createdAt === undefined) return
    timer = setTimeout(() => {
      if (pairing.getState().uri === uri) onExpired(uri)
    }, pairingRefreshDelay(createdAt, pairing.now()))
  }
  arm()
  const unsubscribe = pairing.subscribe((state, previous) => {
    if (state.uri !== previous.uri || state.createdAt !== previous.createdAt) arm()
  })
  return () => {
    clearTimeout(timer)
    unsubscribe()
  }
}
