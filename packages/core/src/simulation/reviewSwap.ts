import type { ErrorType } from '../errors/errorType'
import type { KitContext } from '../kit/context'
import type { FetchSwapQuoteParameters } from '../swaps/fetchSwapQuote'
import { failedReview, reviewCalls } from './reviewCalls'
import { swapReviewCalls } from './swapReviewCalls'
import { swapReviewKey } from './reviewKeys'
import type { SimulationReview } from './types'

export type ReviewSwapParameters = FetchSwapQuoteParameters & {
  /** The token must be approved first: the approval is simulated before the swap. */
  approve: boolean
}


export type ReviewSwapReturnType = SimulationReview | undefined
/** What `reviewSwap` can throw: nothing of its own (a swap the server cannot build shows as not simulated). */
export type ReviewSwapErrorType = ErrorType

/**
 * The swap preview's review: the swap the server builds (its approval first when needed) simulated
 * (`reviewCalls`); a swap the server cannot build shows as not simulated.
 */
export async function reviewSwap(ctx: KitContext, { approve, ...swap }: ReviewSwapParameters): Promise<SimulationReview | undefined> {
  const key = swapReviewKey(swap)
  ctx.simulation.setState({ key, review: { status: 'simulating' } })
  let calls
  try {
    calls = await swapReviewCalls(ctx, { ...swap, approve })
  } catch (error) {
    const review = failedReview(error)
    if (ctx.simulation.getState().key === key) ctx.simulation.setState({ review })
    return review
  }
  return reviewCalls(ctx, { key, calls })
}
