import { getAccount } from '../connection/getAccount'
import type { KitContext } from '../kit/context'

/** Records an analytics event with the connected address (sent only when the project's analytics flag is on). */
export function track(ctx: KitContext, event: string, properties?: Readonly<Record<string, unknown>>): void {
  ctx.tracker.track(event, properties, { address: getAccount(ctx).address })
}
