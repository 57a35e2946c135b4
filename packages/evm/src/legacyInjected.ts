import type { Config } from '@wagmi/core'

type Eip1193Like = { request: unknown }

/**
 * Whether the legacy `window.ethereum` is worth listing: present, and not a wallet that already
 * announced itself by EIP-6963 (that one is listed under its own name).
 */
export function hasLegacyOnlyProvider(config: Config): boolean {
  if (typeof window === 'undefined') return false
  const legacy = (window as { ethereum?: Eip1193Like }).ethereum
  if (!legacy || typeof legacy.request !== 'function') return false
  const announced = config._internal.mipd?.getProviders() ?? []
  return !announced.some((detail) => detail.provider === legacy)
}
