// What each review step's simulation is stored under (`SimulationState.key`): the view shows the review of its own key only.

/** The Send preview's. */
export const sendReviewKey = 'send'
/** A `sendCalls({ review: true })` batch's (the CallsReview view). */
export const callsReviewKey = 'calls'
/** A swap preview's. */
export const swapReviewKey = ({ from, to, amount }: { from: string; to: string; amount: bigint | string }) => `swap:${from}:${to}:${amount}`
/** The Pay view's, for the selected asset. */
export const payReviewKey = (selected: string | undefined) => `pay:${selected ?? ''}`
