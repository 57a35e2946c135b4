import type { SimulatedApproval, SimulationReview } from '@portico/core'

/** An unlimited token allowance, or control of a whole collection: a danger. */
export const isDangerousApproval = (approval: SimulatedApproval) => (approval.kind === 'erc20' && approval.unlimited) || (approval.kind === 'all' && approval.approved)

/**
 * Whether a review holds a danger (then the review step asks for "I understand the risk" before it
 * acts): a server warning of severity `danger`, an unlimited approval, or a whole collection's.
 */
export function hasDanger(review: SimulationReview | undefined): boolean {
  if (!review || review.status === 'simulating' || review.status === 'unavailable') return false
  if (review.warnings.some((warning) => warning.severity === 'danger')) return true
  return review.status === 'success' && review.approvals.some(isDangerousApproval)
}
