type Eip1193Like = { request: unknown }

/** An EIP-6963 wallet's announcement: its info and its provider. */
export type AnnouncedWallet = { info: { uuid: string; name: string; icon: string; rdns: string }; provider: object }

/** The wallets that announced themselves by EIP-6963 on this page. */
export type AnnouncedProviders = {
  has(provider: object): boolean
  /** Each wallet once (by uuid), in the order they announced themselves. */
  list(): readonly AnnouncedWallet[]
  /** Calls `listener` after each new wallet; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

/**
 * Records every wallet that announces itself by EIP-6963: from now on (the
 * `eip6963:announceProvider` event), and the wallets already on the page (asked with
 * `eip6963:requestProvider`). Made before wagmi's config, whose own EIP-6963 listener then runs
 * after this one: a wallet is recorded here by the time wagmi lists its connector, and the adapter
 * can list the wallets before wagmi has loaded at all (earlyConnectors.ts).
 */
export function watchAnnouncedProviders(): AnnouncedProviders {
  const providers = new WeakSet<object>()
  const wallets: AnnouncedWallet[] = []
  const listeners = new Set<() => void>()
  const announced: AnnouncedProviders = {
    has: (provider) => providers.has(provider),
    list: () => wallets,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  if (typeof window === 'undefined') return announced
  window.addEventListener('eip6963:announceProvider', (event) => {
    const detail = (event as CustomEvent<{ provider?: unknown; info?: Partial<AnnouncedWallet['info']> } | undefined>).detail
    const provider = detail?.provider
    if (!provider || typeof provider !== 'object') return
    providers.add(provider)
    const info = detail.info
    if (!info || typeof info.uuid !== 'string' || typeof info.rdns !== 'string' || typeof info.name !== 'string') return
    if (wallets.some((wallet) => wallet.info.uuid === info.uuid)) return
    wallets.push({ info: { uuid: info.uuid, name: info.name, icon: typeof info.icon === 'string' ? info.icon : '', rdns: info.rdns }, provider })
    for (const listener of listeners) listener()
  })
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  return announced
}

/**
 * Whether the legacy `window.ethereum` is worth listing: present, and not a wallet that already
 * announced itself by EIP-6963 (that one is listed under its own name).
 */
export function hasLegacyOnlyProvider(announced: AnnouncedProviders): boolean {
  if (typeof window === 'undefined') return false
  const legacy = (window as { ethereum?: Eip1193Like }).ethereum
  if (!legacy || typeof legacy.request !== 'function') return false
  return !announced.has(legacy)
}
