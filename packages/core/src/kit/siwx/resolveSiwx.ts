import type { SIWEConfig } from '../../siwx/siweConfig'
import { siwxFromSiweConfig } from '../../siwx/siwxFromSiweConfig'
import type { SIWXConfig } from '../../siwx/types'
import type { KitContext } from '../context'

const mapped = new WeakMap<SIWEConfig, SIWXConfig>()

/** The kit's sign-in option: `siwx` as given, or the legacy `siweConfig` mapped onto it (once per config). */
export function resolveSiwx(ctx: KitContext): SIWXConfig | undefined {
  if (ctx.options.siwx) return ctx.options.siwx
  const siwe = ctx.options.siweConfig
  if (!siwe) return undefined
  let config = mapped.get(siwe)
  if (!config) {
    config = siwxFromSiweConfig(siwe)
    mapped.set(siwe, config)
  }
  return config
}
