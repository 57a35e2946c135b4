import type { KitContext } from '../kit/context'
import { fetchActivity } from './fetchActivity'

/**
 * The server indexes a mined transaction within a moment: the activity is fetched again (up to
 * 10 times, a second apart) until its history holds `hash`, which takes it out of the pending list.
 */
export async function refreshUntilIndexed(ctx: KitContext, hash: string, { tries = 10, delayMs = 1000 } = {}): Promise<void> {
  for (let attempt = 0; attempt < tries; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
    await fetchActivity(ctx)
    const { pending, activity } = ctx.account.getState()
    if (activity.status === 'error' || !pending.some((item) => item.metadata.hash === hash)) return
  }
}
