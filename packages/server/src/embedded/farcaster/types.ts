import type { Address } from 'viem'
import { defaultProviderLimits, type ProviderLimits } from '../social/boundedFetch.ts'

/** Where the server reads FIDs' custody addresses: Farcaster's ID registry on a chain. */
export type IdRegistryConfig = { rpcUrl: string; address: Address }

/** How the server reaches Farcaster (`createApp({ embeddedWallet: { farcaster } })`). */
export type FarcasterOptions = {
  /** The Sign In With Farcaster relay; default Farcaster's public one. Local: the stand-in relay. */
  relayUrl?: string | undefined
  /** The ID registry; default Optimism's (public RPC). Local: the devnet's stand-in registry. */
  idRegistry?: Partial<IdRegistryConfig> | undefined
  /** How the relay is called; default global `fetch`. */
  fetch?: typeof fetch | undefined
  /** Per relay call and per chain read: default 10 s and 64 KiB. */
  limits?: Partial<ProviderLimits> | undefined
}

/** `FarcasterOptions` with the defaults filled in. */
export type FarcasterDeps = { relayUrl: string; idRegistry: IdRegistryConfig; fetch: typeof fetch; limits: ProviderLimits }

/** Production: Farcaster's public relay and the ID registry on OP Mainnet (Farcaster's documented addresses). */
export const productionFarcaster = Object.freeze({
  relayUrl: 'https://relay.farcaster.xyz',
  idRegistry: Object.freeze({ rpcUrl: 'https://mainnet.optimism.io', address: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b' as Address }),
})

/**
 * A Farcaster sign-in attempt's lifetime (the relay channel's, and the message's `expirationTime`):
 * short, so a channel shown on someone else's page (a stolen QR code) is soon dead.
 */
export const farcasterLoginTtlMs = 3 * 60_000

export function resolveFarcasterOptions(options: FarcasterOptions = {}): FarcasterDeps {
  return {
    relayUrl: (options.relayUrl ?? productionFarcaster.relayUrl).replace(/\/+$/, ''),
    idRegistry: { ...productionFarcaster.idRegistry, ...options.idRegistry },
    fetch: options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args)),
    limits: { ...defaultProviderLimits, ...options.limits },
  }
}
