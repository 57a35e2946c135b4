import { createStore } from 'zustand/vanilla'

/** The WalletConnect pairing URI the modal shows (QR code, copy link, deep link). */
export type PairingState = {
  uri: string | undefined
  /** When the URI arrived (ms, from the store's clock). */
  createdAt: number | undefined
  connectorId: string | undefined
}

/** Per kit: the current pairing URI. `now` is injectable so expiry can be tested with a controlled clock. */
export function createPairingStore({ now = Date.now }: { now?: () => number } = {}) {
  const store = createStore<PairingState>(() => ({ uri: undefined, createdAt: undefined, connectorId: undefined }))
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    now,
    setUri(connectorId: string, uri: string) {
      store.setState({ uri, connectorId, createdAt: now() })
    },
    clear() {
      store.setState({ uri: undefined, createdAt: undefined, connectorId: undefined })
    },
  }
}

export type PairingStore = ReturnType<typeof createPairingStore>
