import { BaseError } from '../errors/base'

export type SwapsNetworkNotSupportedErrorType = SwapsNetworkNotSupportedError & { name: 'SwapsNetworkNotSupportedError' }

/**
 * The active network is not one swaps work on (spec §9: 12 networks; spec §8's text).
 *
 * @example
 * throw new SwapsNetworkNotSupportedError({ caipNetworkId: 'eip155:11155111' })
 * // Network not supported for Swaps
 */
export class SwapsNetworkNotSupportedError extends BaseError {
  override name = 'SwapsNetworkNotSupportedError' as const
  readonly caipNetworkId: string

  constructor({ caipNetworkId, cause }: { caipNetworkId: string; cause?: unknown }) {
    super('Network not supported for Swaps', { metaMessages: [`Network: ${caipNetworkId}`], cause })
    this.caipNetworkId = caipNetworkId
  }
}

export type SwapTransactionFailedErrorType = SwapTransactionFailedError & { name: 'SwapTransactionFailedError' }

/**
 * An approval or a swap was mined but reverted (the price moved past the slippage, the deadline
 * passed…).
 */
export class SwapTransactionFailedError extends BaseError {
  override name = 'SwapTransactionFailedError' as const
  readonly hash: string
  readonly step: 'approve' | 'swap'

  constructor({ hash, step }: { hash: string; step: 'approve' | 'swap' }) {
    super(step === 'approve' ? 'The approval failed' : 'The swap failed', { metaMessages: [`Transaction: ${hash}`] })
    this.hash = hash
    this.step = step
  }
}
