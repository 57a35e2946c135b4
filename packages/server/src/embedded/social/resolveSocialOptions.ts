import { defaultProviderLimits } from './boundedFetch.ts'
import { productionEndpoints } from './providers.ts'
import type { SocialLoginDeps, SocialLoginOptions } from './types.ts'

/** The social options with their defaults: production endpoints (stand-ins only when named), secrets from `process.env`, global `fetch`, 10 s and 64 KiB per call. */
export function resolveSocialOptions(options: SocialLoginOptions = {}): SocialLoginDeps {
  return {
    endpoints: Object.freeze({ ...productionEndpoints, ...options.endpoints }),
    secrets: options.secrets ?? ((name) => process.env[name]),
    fetch: options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args)),
    limits: { ...defaultProviderLimits, ...options.limits },
  }
}
