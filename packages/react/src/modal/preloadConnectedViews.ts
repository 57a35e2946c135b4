import type { ConnectionState, Portico } from '@portico/core'
import { loadConnectedViews } from './loadConnectedViews'

/** A live connection, or last visit's while it is restored: the button then opens the account. */
const hasConnection = (state: ConnectionState) =>
  Object.values(state).some((namespace) => namespace?.status === 'connected' || namespace?.stored !== undefined)

/**
 * Loads the connected views' chunk (views/connectedViews.ts) as soon as the kit has a connection,
 * so the click of a connected visitor opens the account at once. Returns the stop.
 */
export function preloadConnectedViews(portico: Portico): () => void {
  const store = portico.stores.connection
  if (hasConnection(store.getState())) {
    void loadConnectedViews()
    return () => {}
  }
  const stop = store.subscribe((state) => {
    if (!hasConnection(state)) return
    stop()
    void loadConnectedViews()
  })
  return stop
}
