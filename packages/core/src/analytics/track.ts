import { getAccount } from '../connection/getAccount'
import type { KitContext } from '../kit/context'
import type { ErrorType } from '../errors/errorType'

/** The arguments after the context: the event's name and its properties. */
export type TrackParameters = [event: string, properties?: Readonly<Record<string, unknown>>]

export type TrackReturnType = void

/** What `track` can throw: nothing of its own. */
export type TrackErrorType = ErrorType

/** Records an analytics event with the connected address (sent only when the project's analytics flag is on). */
export function track(ctx: KitContext, event: string, properties?: Readonly<Record<string, unknown>>): void {
  ctx.tracker.track(event, properties, { address: getAccount(ctx).address })
}
