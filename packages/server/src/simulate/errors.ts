import { ServerError } from '../errors.ts'

/** Why a node refused to simulate: it lacks `eth_simulateV1`, or it answered the call with another error. */
export type SimulationUnavailableReason = 'not_supported' | 'node_error'

/**
 * The chain's node cannot simulate (503 `simulation_unavailable`): the caller shows its approval
 * screen without balance changes, with `details.reason` saying why.
 */
export class SimulationUnavailableError extends ServerError {
  override name = 'SimulationUnavailableError'
  readonly reason: SimulationUnavailableReason

  /** `decoded`: the calls read with the clear-signing descriptors all the same (`details.decoded`), so the caller can still show them in words. */
  constructor({ chainId, reason, cause, decoded }: { chainId: number; reason: SimulationUnavailableReason; cause?: unknown; decoded?: unknown[] | undefined }) {
    super(
      'simulation_unavailable',
      503,
      reason === 'not_supported' ? `The RPC of chain ${chainId} cannot simulate (no eth_simulateV1)` : `The RPC of chain ${chainId} refused to simulate the calls`,
      { details: decoded ? { reason, decoded } : { reason }, cause },
    )
    this.reason = reason
  }
}
