import type { ErrorType } from '../errors/errorType'
import type { KitContext } from '../kit/context'
import { simulateCalls } from './simulateCalls'
import { clearSignedCalls } from '../contract/simulate'
import type { SimulateCallsAnswer, SimulationCall, SimulationReview } from './types'

export type ReviewCallsParameters = {
  /** What is reviewed (the view's own key): a later review, or another view's, replaces this one and its late answer is dropped. */
  key: string
  calls: readonly SimulationCall[]
}

/** The review shown, or undefined when there is none to show (no Portico server: the screen stays as it was). */
export type ReviewCallsReturnType = SimulationReview | undefined

/** What `reviewCalls` can throw: nothing of its own (every failure becomes an `unavailable` review). */
export type ReviewCallsErrorType = ErrorType

/** The review of a server's answer. */
export function toReview(answer: SimulateCallsAnswer): SimulationReview {
  const warnings = answer.warnings ?? []
  const decoded = answer.decoded ?? []
  if (answer.status === 'reverted') return { status: 'reverted', callIndex: answer.revert.callIndex, reason: answer.revert.reason, warnings, decoded }
  return { status: 'success', assets: answer.assets, approvals: answer.approvals, warnings, truncated: answer.truncated, decoded }
}

/** The review of a failure: why there is no simulation (undefined: no server, nothing to say). */
export function failedReview(error: unknown): SimulationReview | undefined {
  const { name, reason, kind } = error as { name?: string; reason?: string; kind?: string }
  if (name === 'ServerNotConfiguredError') return undefined
  if (name === 'InvalidSimulationError') return { status: 'unavailable', reason: kind === 'too_large' ? 'too_large' : 'node_error' }
  if (name === 'SimulationUnavailableError') {
    // The server's 503 carries the calls in words (its details, the request error's `data`).
    const decoded = clearSignedCalls.safeParse((error as { cause?: { data?: { decoded?: unknown } } }).cause?.data?.decoded)
    return { status: 'unavailable', reason: reason as Extract<SimulationReview, { status: 'unavailable' }>['reason'], ...(decoded.success ? { decoded: decoded.data } : {}) }
  }
  return { status: 'unavailable', reason: 'unreachable' }
}

/**
 * The review step's simulation (`simulateCalls`) into `portico.stores.simulation`: `simulating`,
 * then what changes, the revert, or why it could not be simulated. Never throws: a review step
 * that cannot simulate shows its screen as before, with the reason.
 */
export async function reviewCalls(ctx: KitContext, { key, calls }: ReviewCallsParameters): Promise<SimulationReview | undefined> {
  ctx.simulation.setState({ key, review: { status: 'simulating' } })
  let review: SimulationReview | undefined
  try {
    review = toReview(await simulateCalls(ctx, { calls }))
  } catch (error) {
    review = failedReview(error)
  }
  if (ctx.simulation.getState().key === key) ctx.simulation.setState({ review })
  return review
}
