import { BaseError } from '../errors/base'

export type SwapNetworkNotSupportedErrorType = SwapNetworkNotSupportedError & { name: 'SwapNetworkNotSupportedError' }

/**
 * The active network is not one swaps work on (spec §9: 12 networks; spec §8's text).
 *
 * @example
 * throw new SwapNetworkNotSupportedError({ caipNetworkId: 'eip155:11155111' })
 * // Network not supported for Swaps
 */
export class SwapNetworkNotSupportedError extends BaseError {
  override name = 'SwapNetworkNotSupportedError' as const
  readonly caipNetworkId: string

  constructor({ caipNetworkId, cause }: { caipNetworkId: string; cause?: unknown }) {
    super('Network not supported for Swaps', { metaMessages: [`Network: ${caipNetworkId}`], cause })
    this.caipNetworkId = caipNetworkId
  }
}

/** @deprecated Renamed `SwapNetworkNotSupportedError` (its `name` is now 'SwapNetworkNotSupportedError'); this alias goes in the next minor. */
export const SwapsNetworkNotSupportedError = SwapNetworkNotSupportedError
/** @deprecated Renamed `SwapNetworkNotSupportedError`; this alias goes in the next minor. */
export type SwapsNetworkNotSupportedError = SwapNetworkNotSupportedError
/** @deprecated Renamed `SwapNetworkNotSupportedErrorType`; this alias goes in the next minor. */
export type SwapsNetworkNotSupportedErrorType = SwapNetworkNotSupportedErrorType

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
