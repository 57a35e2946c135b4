import { siwxFromSIWEConfig } from './siwxFromSIWEConfig'
import type { SIWXConfig } from './types'
import type { KitContext } from '../kit/context'

/** The kit's sign-in option: `siwx` as given, or the legacy `siweConfig` mapped onto it (once per config). */
export function resolveSIWX(ctx: KitContext): SIWXConfig | undefined {
  if (ctx.options.siwx) return ctx.options.siwx
  const siwe = ctx.options.siweConfig
  if (!siwe) return undefined
  ctx.siwx.flow.config ??= siwxFromSIWEConfig(siwe)
  return ctx.siwx.flow.config
}
