import type { KitContext } from '../kit/context'
import type { ErrorType } from '../errors/errorType'

export type AnswerCallsReviewParameters = { confirmed: boolean }
export type AnswerCallsReviewReturnType = void
/** What `answerCallsReview` can throw: nothing of its own. */
export type AnswerCallsReviewErrorType = ErrorType

/** The visitor's answer to the CallsReview view: the waiting `sendCalls` goes on to the wallet (confirmed) or is refused. */
export function answerCallsReview(ctx: KitContext, { confirmed }: AnswerCallsReviewParameters): void {
  const pending = ctx.simulation.getState().pending
  ctx.simulation.setState({ pending: undefined })
  pending?.answer(confirmed)
}
