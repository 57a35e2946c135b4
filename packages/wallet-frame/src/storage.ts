const keys = { token: 'portico-wallet.session', device: 'portico-wallet.device', chain: 'portico-wallet.chain' } as const

/**
 * What the frame keeps in its own origin's storage (the host page cannot read it): the session
 * token, this browser's device id, the last chain. Browsers partition it per embedding site.
 */
export function createFrameStorage(storage: Storage = localStorage) {
  return {
    token: () => storage.getItem(keys.token) ?? undefined,
    setToken: (token: string) => storage.setItem(keys.token, token),
    clearToken: () => storage.removeItem(keys.token),
    /** This browser's random device id (made once, 256 bits). */
    deviceId() {
      let id = storage.getItem(keys.device)
      if (!id) {
        const bytes = crypto.getRandomValues(new Uint8Array(32))
        id = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
        storage.setItem(keys.device, id)
      }
      return id
    },
    chainId: () => storage.getItem(keys.chain) ?? undefined,
    setChainId: (chainId: string) => storage.setItem(keys.chain, chainId),
  }
}

export type FrameStorage = ReturnType<typeof createFrameStorage>
