import type { KitContext } from '../kit/context'
import { checkAllowedOrigins } from './checkAllowedOrigins'
import { loadRemoteConfig } from './loadRemoteConfig'
import { startAnalytics } from '../analytics/startAnalytics'

/**
 * The kit's background start with a server: remote config, then (when e-mail or socials are on)
 * the allowed-origins check, then analytics. Runs after the page is interactive and never blocks
 * the modal or a connection.
 */
export async function startRemote(ctx: KitContext): Promise<void> {
  await loadRemoteConfig(ctx)
  const { features } = ctx.features.getState()
  startAnalytics(ctx)
  if (features.email || features.socials) await checkAllowedOrigins(ctx)
}
