import type { SocialId } from '../../projects/features.ts'
import type { ProviderLimits } from './boundedFetch.ts'
import type { SocialEndpoints } from './providers.ts'

/** How the server reaches the social providers (`createApp({ embeddedWallet: { social } })`). */
export type SocialLoginOptions = {
  /**
   * Endpoints over `productionEndpoints`, per provider: local stand-ins (`npm start`, tests) or a
   * provider the defaults lack. Default: the production endpoints only.
   */
  endpoints?: Partial<Record<SocialId, SocialEndpoints>> | undefined
  /** Reads a client secret by the variable name the project's client names; default `process.env`. */
  secrets?: ((name: string) => string | undefined) | undefined
  /** How the providers are called; default global `fetch`. */
  fetch?: typeof fetch | undefined
  /** Per call to a provider: default 10 s and 64 KiB. */
  limits?: Partial<ProviderLimits> | undefined
}

/** `SocialLoginOptions` with the defaults filled in. */
export type SocialLoginDeps = {
  endpoints: Readonly<Partial<Record<SocialId, SocialEndpoints>>>
  secrets: (name: string) => string | undefined
  fetch: typeof fetch
  limits: ProviderLimits
}

/** A social login attempt's lifetime (start to the frame picking up its result). */
export const socialLoginTtlMs = 10 * 60_000
