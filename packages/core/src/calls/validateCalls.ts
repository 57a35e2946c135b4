import type { Call } from './types'
import { CallsIdError, InvalidCallsError } from './errors'

const hex = /^0x[0-9a-fA-F]*$/

/**
 * Checks a `sendCalls` batch before any wallet sees it: at least one call; each `to` a string that
 * starts with 0x and `data`, when given, a 0x-prefixed hex string of whole bytes (spec §5); `value` a
 * non-negative bigint. The address itself is the wallet's to check (its namespace's rules).
 *
 * @throws {InvalidCallsError} naming the first call at fault.
 */
export function validateCalls(calls: readonly Call[]): void {
  if (!Array.isArray(calls) || calls.length === 0) throw new InvalidCallsError({ reason: 'at least one call is required' })
  calls.forEach((call, index) => {
    if (typeof call !== 'object' || call === null) throw new InvalidCallsError({ reason: 'a call must be an object', index })
    if (typeof call.to !== 'string' || !call.to.startsWith('0x')) throw new InvalidCallsError({ reason: "'to' must start with 0x", index })
    if (call.data !== undefined) {
      if (typeof call.data !== 'string' || !call.data.startsWith('0x')) throw new InvalidCallsError({ reason: "'data' must start with 0x", index })
      if (!hex.test(call.data) || call.data.length % 2 !== 0) throw new InvalidCallsError({ reason: "'data' must be hex bytes", index })
    }
    if (call.value !== undefined && (typeof call.value !== 'bigint' || call.value < 0n)) {
      throw new InvalidCallsError({ reason: "'value' must be a non-negative bigint", index })
    }
  })
}

/** @throws {CallsIdError} unless `id` is a string of 1 to 8,192 characters. */
export function validateCallsId(id: unknown): asserts id is string {
  if (typeof id !== 'string' || id.length === 0 || id.length > 8_192) throw new CallsIdError()
}
