import { createAnalytics } from './createAnalytics'
import type { KitContext } from '../kit/context'
import { showInvalidAppConfiguration } from '../server/alerts'
import { serverClient } from '../server/serverClient'

/**
 * Sends the kit's events to the server when the project's analytics flag is on; otherwise drops
 * them (and records nothing more).
 */
export function startAnalytics(ctx: KitContext): void {
  const client = serverClient(ctx)
  if (!client || !ctx.features.getState().features.analytics) {
    ctx.tracker.attach(null)
    return
  }
  if (ctx.remote.analytics) return
  const analytics = createAnalytics({ server: client, onForbidden: () => showInvalidAppConfiguration(ctx) })
  ctx.remote.analytics = analytics
  ctx.tracker.attach(analytics.add)
}
