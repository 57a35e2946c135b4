type Eip1193Like = { request: unknown }

/** The providers EIP-6963 wallets announced on this page. */
export type AnnouncedProviders = { has(provider: object): boolean }

/**
 * Records the provider of every wallet that announces itself by EIP-6963: from now on (the
 * `eip6963:announceProvider` event), and the wallets already on the page (asked with
 * `eip6963:requestProvider`). Made before wagmi's config, whose own EIP-6963 listener then runs
 * after this one: a wallet is recorded here by the time wagmi lists its connector.
 */
export function watchAnnouncedProviders(): AnnouncedProviders {
  const providers = new WeakSet<object>()
  if (typeof window === 'undefined') return providers
  window.addEventListener('eip6963:announceProvider', (event) => {
    const provider = (event as CustomEvent<{ provider?: unknown } | undefined>).detail?.provider
    if (provider && typeof provider === 'object') providers.add(provider)
  })
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  return providers
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
