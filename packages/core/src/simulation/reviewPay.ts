import type { ErrorType } from '../errors/errorType'
import type { KitContext } from '../kit/context'
import { payReviewCalls } from './payReviewCalls'
import { reviewCalls } from './reviewCalls'
import { payReviewKey } from './reviewKeys'
import type { SimulationReview } from './types'


export type ReviewPayParameters = void
export type ReviewPayReturnType = SimulationReview | undefined
/** What `reviewPay` can throw: nothing of its own (see `reviewCalls`). */
export type ReviewPayErrorType = ErrorType

/** The Pay view's review: the payment of the selected option simulated (`reviewCalls`); undefined before there is one or without a server. */
export async function reviewPay(ctx: KitContext): Promise<SimulationReview | undefined> {
  const calls = payReviewCalls(ctx)
  return calls ? reviewCalls(ctx, { key: payReviewKey(ctx.pay.getState().selected), calls }) : undefined
}
