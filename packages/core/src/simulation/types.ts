// The wire types are the contract's (`@portico/core/contract`): what the server answers.
import type { Answer } from '../contract'

/** The server's answer (`POST /v1/simulate`): the changes and warnings, or the call that reverts. */
export type SimulateCallsAnswer = Exclude<Answer<'POST /v1/simulate'>, { status: 'message' }>
export type SimulatedAssetChange = Extract<SimulateCallsAnswer, { status: 'success' }>['assets'][number]
export type SimulatedApproval = Extract<SimulateCallsAnswer, { status: 'success' }>['approvals'][number]
export type SimulationWarning = NonNullable<SimulateCallsAnswer['warnings']>[number]
/** A call the server read with its ERC-7730 descriptors: the intent, whose description it is, the labelled fields (English); null: not read. */
export type ClearSignedCall = NonNullable<SimulateCallsAnswer['decoded']>[number]

/** One call to simulate (eip155): `to` and `data` 0x hex, `value` in wei. */
export type SimulationCall = { to: string; data?: string | undefined; value?: bigint | undefined }

/**
 * Why a review shows no simulation: the node has no `eth_simulateV1` (`not_supported`) or refused
 * (`node_error`), the server did not answer (`unreachable`), the batch is more than the server
 * simulates (`too_large`), or the network is not an EVM one (`unsupported_network`).
 */
export type SimulationUnavailableReason = 'not_supported' | 'node_error' | 'unreachable' | 'too_large' | 'unsupported_network'

/**
 * What a review step shows before the wallet is asked: `simulating`; `success` (what changes, with
 * warnings); `reverted` (the action is still possible, and will fail); `unavailable` (the screen as
 * without simulation, with the reason).
 */
export type SimulationReview =
  | { status: 'simulating' }
  | {
      status: 'success'
      assets: readonly SimulatedAssetChange[]
      approvals: readonly SimulatedApproval[]
      warnings: readonly SimulationWarning[]
      truncated: boolean
      /** Each call in words, in order (`ClearSignedCall`). */
      decoded: readonly ClearSignedCall[]
    }
  | { status: 'reverted'; callIndex: number; reason: string | null; warnings: readonly SimulationWarning[]; decoded: readonly ClearSignedCall[] }
  | {
      status: 'unavailable'
      reason: SimulationUnavailableReason
      /** The calls in words all the same, when the server read them but its node could not simulate. */
      decoded?: readonly ClearSignedCall[] | undefined
    }

/** The review under way in one kit, and the `sendCalls` batch waiting on the visitor's answer (the CallsReview view). */
export type SimulationState = {
  /** What the shown review is of (a view's own key), so a late answer for another never shows. */
  key: string | undefined
  review: SimulationReview | undefined
  /** A `sendCalls({ review: true })` batch waiting to be confirmed or cancelled. */
  pending: { calls: readonly SimulationCall[]; answer: (confirmed: boolean) => void } | undefined
}
