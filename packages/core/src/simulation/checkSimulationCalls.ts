import { SIMULATE_MAX_CALLDATA_BYTES, SIMULATE_MAX_CALLS } from '../contract/simulate'
import { InvalidSimulationError } from './errors'
import type { SimulationCall } from './types'

const address = /^0x[0-9a-fA-F]{40}$/
const hexBytes = /^0x(?:[0-9a-fA-F]{2})*$/

/**
 * Checks a batch before it is sent to be simulated, in time linear in its size and before any
 * request: at least one and at most `SIMULATE_MAX_CALLS` calls, each `to` an address, `data` hex
 * bytes of at most `SIMULATE_MAX_CALLDATA_BYTES` (its length is checked before its characters), a
 * whole non-negative `value`.
 *
 * @throws {InvalidSimulationError}
 */
export function checkSimulationCalls(calls: unknown): asserts calls is readonly SimulationCall[] {
  if (!Array.isArray(calls) || calls.length === 0) throw new InvalidSimulationError({ reason: 'at least one call', kind: 'malformed' })
  if (calls.length > SIMULATE_MAX_CALLS) throw new InvalidSimulationError({ reason: `at most ${SIMULATE_MAX_CALLS} calls`, kind: 'too_large' })
  calls.forEach((call: unknown, index) => {
    const { to, data, value } = (call ?? {}) as Record<string, unknown>
    if (typeof to !== 'string' || !address.test(to)) throw new InvalidSimulationError({ reason: "'to' must be an address", kind: 'malformed', index })
    if (data !== undefined) {
      if (typeof data !== 'string') throw new InvalidSimulationError({ reason: "'data' must be hex", kind: 'malformed', index })
      if (data.length > 2 + SIMULATE_MAX_CALLDATA_BYTES * 2) throw new InvalidSimulationError({ reason: `at most ${SIMULATE_MAX_CALLDATA_BYTES} bytes of calldata`, kind: 'too_large', index })
      if (!hexBytes.test(data)) throw new InvalidSimulationError({ reason: "'data' must be hex", kind: 'malformed', index })
    }
    if (value !== undefined && (typeof value !== 'bigint' || value < 0n || value >= 2n ** 256n)) throw new InvalidSimulationError({ reason: "'value' must be whole wei", kind: 'malformed', index })
  })
}
