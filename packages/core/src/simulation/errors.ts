import { BaseError } from '../errors/base'
import type { SimulationUnavailableReason } from './types'

export type InvalidSimulationErrorType = InvalidSimulationError & { name: 'InvalidSimulationError' }

/**
 * A batch the kit does not send to be simulated: more calls than `SIMULATE_MAX_CALLS`, a call's
 * calldata over `SIMULATE_MAX_CALLDATA_BYTES` or not hex, a `to` that is not an address, a value that
 * is not a whole amount of wei. Found before any request.
 *
 * @example
 * throw new InvalidSimulationError({ reason: 'at most 16 calls' })
 * // Cannot simulate: at most 16 calls
 */
export class InvalidSimulationError extends BaseError {
  override name = 'InvalidSimulationError' as const
  /** The refused call's position, when one call is at fault. */
  readonly index: number | undefined
  /** `too_large` for a batch over the limits, `malformed` for one that is not calls. */
  readonly kind: 'too_large' | 'malformed'

  constructor({ reason, kind, index, cause }: { reason: string; kind: 'too_large' | 'malformed'; index?: number | undefined; cause?: unknown }) {
    super(`Cannot simulate: ${reason}`, { metaMessages: index === undefined ? undefined : [`Call: ${index}`], cause })
    this.index = index
    this.kind = kind
  }
}

export type SimulationUnavailableErrorType = SimulationUnavailableError & { name: 'SimulationUnavailableError' }

/**
 * The transaction could not be simulated: the chain's node has no `eth_simulateV1` or refused, the
 * server did not answer, or the network is not an EVM one. A review step shows its screen without
 * changes and says why (`reason`).
 */
export class SimulationUnavailableError extends BaseError {
  override name = 'SimulationUnavailableError' as const
  readonly reason: SimulationUnavailableReason

  constructor({ reason, cause }: { reason: SimulationUnavailableReason; cause?: unknown }) {
    super('The transaction could not be simulated', { details: reason, cause })
    this.reason = reason
  }
}
