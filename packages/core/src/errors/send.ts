import { BaseError } from './base'
import { describeValue } from './utils'

export type SendCallsValidationErrorType = SendCallsValidationError & { name: 'SendCallsValidationError' }

export type SendCallsValidationErrorParameters =
  | {
      /** Position of the bad call in the list. */
      index: number
      /** The field that broke the rule (`call` when the entry is not an object). */
      field: 'to' | 'data' | 'call'
      /** The offending value. */
      value: unknown
    }
  | {
      index?: undefined
      field?: undefined
      /** The `calls` value itself, when it is not a non-empty list. */
      value: unknown
    }

/**
 * Thrown by `validateSendCalls` when a `wallet_sendCalls` batch breaks the rule: each call needs
 * `to` starting with 0x, and `data`, if present, starts with 0x.
 *
 * @example
 * throw new SendCallsValidationError({ index: 1, field: 'to', value: 'vitalik.eth' })
 * // Invalid call at index 1: `to` must be a string starting with 0x
 * //
 * // Received: "vitalik.eth"
 */
export class SendCallsValidationError extends BaseError {
  override name = 'SendCallsValidationError' as const
  /** Index of the bad call, or `undefined` when the list itself is bad. */
  readonly index: number | undefined
  readonly field: 'to' | 'data' | 'call' | undefined

  constructor(parameters: SendCallsValidationErrorParameters) {
    const { index, field, value } = parameters
    const shortMessage =
      index === undefined
        ? 'wallet_sendCalls expects a non-empty list of calls'
        : field === 'call'
          ? `Invalid call at index ${index}: expected an object with a \`to\` field`
          : field === 'to'
            ? `Invalid call at index ${index}: \`to\` must be a string starting with 0x`
            : `Invalid call at index ${index}: \`data\` must be a string starting with 0x`
    super(shortMessage, { metaMessages: [`Received: ${describeValue(value)}`] })
    this.index = index
    this.field = field
  }
}

export type SendAmountAndReceiverRequiredErrorType = SendAmountAndReceiverRequiredError & {
  name: 'SendAmountAndReceiverRequiredError'
}

/**
 * Thrown when a send has no (positive) amount or no receiver address.
 *
 * @example
 * throw new SendAmountAndReceiverRequiredError({ missing: ['amount'] })
 * // An amount and receiver address are required
 * //
 * // Missing: amount
 */
export class SendAmountAndReceiverRequiredError extends BaseError {
  override name = 'SendAmountAndReceiverRequiredError' as const
  readonly missing: readonly ('amount' | 'receiverAddress')[]

  constructor({ missing = ['amount', 'receiverAddress'] }: { missing?: readonly ('amount' | 'receiverAddress')[] } = {}) {
    super('An amount and receiver address are required', {
      metaMessages: missing.length ? [`Missing: ${missing.join(', ')}`] : undefined,
    })
    this.missing = missing
  }
}

export type SendTokenRequiredErrorType = SendTokenRequiredError & { name: 'SendTokenRequiredError' }

/**
 * Thrown when a send has an amount and a receiver but no token.
 *
 * @example
 * throw new SendTokenRequiredError()
 * // A token is required
 */
export class SendTokenRequiredError extends BaseError {
  override name = 'SendTokenRequiredError' as const

  constructor() {
    super('A token is required', { metaMessages: ['Pick the token to send first.'] })
  }
}
