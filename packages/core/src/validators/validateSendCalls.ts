import { SendCallsValidationError } from '../errors/send'

/** One call of a `wallet_sendCalls` batch, as far as the kit checks it. */
export type SendCall = {
  to: `0x${string}`
  data?: `0x${string}` | undefined
  value?: unknown
}

export type ValidateSendCallsErrorType = SendCallsValidationError

/**
 * Checks a `wallet_sendCalls` batch before it reaches the wallet: it must be a non-empty list,
 * each call needs `to` starting with `0x`, and `data`, if present, starts with `0x`. Throws
 * `SendCallsValidationError` naming the first bad call's index and field.
 *
 * @example
 * validateSendCalls([{ to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', data: '0x' }]) // ok
 * validateSendCalls([{ to: '0xabc' }, { to: 'vitalik.eth' }])
 * // throws: Invalid call at index 1: `to` must be a string starting with 0x
 */
export function validateSendCalls(calls: unknown): asserts calls is readonly SendCall[] {
  if (!Array.isArray(calls) || calls.length === 0) throw new SendCallsValidationError({ value: calls })
  calls.forEach((call: unknown, index) => {
    if (call === null || typeof call !== 'object' || Array.isArray(call))
      throw new SendCallsValidationError({ index, field: 'call', value: call })
    const { to, data } = call as { to?: unknown; data?: unknown }
    if (!isPrefixedHex(to)) throw new SendCallsValidationError({ index, field: 'to', value: to })
    if (data !== undefined && !isPrefixedHex(data))
      throw new SendCallsValidationError({ index, field: 'data', value: data })
  })
}

function isPrefixedHex(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && value.startsWith('0x')
}
