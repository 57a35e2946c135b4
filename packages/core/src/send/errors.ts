import { BaseError } from '../errors/base'

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
