import type { RequireConnectionErrorType } from '../connection/requireConnection'
import type { ErrorType } from '../errors/errorType'
import type { KitContext } from '../kit/context'
import { reviewCalls } from './reviewCalls'
import { sendReviewKey } from './reviewKeys'
import { sendReviewCalls } from './sendReviewCalls'
import type { SimulationReview } from './types'


export type ReviewSendParameters = void
export type ReviewSendReturnType = SimulationReview | undefined
/** What `reviewSend` can throw: nothing of its own (see `reviewCalls`). */
export type ReviewSendErrorType = RequireConnectionErrorType | ErrorType

/** The Send preview's review: the form's transfer simulated (`reviewCalls`); undefined while the form is not valid or without a server. */
export async function reviewSend(ctx: KitContext): Promise<SimulationReview | undefined> {
  const calls = sendReviewCalls(ctx)
  return calls ? reviewCalls(ctx, { key: sendReviewKey, calls }) : undefined
}
