import { ONRAMP_LIMITS_USD } from '../constants'
import { BaseError } from '../errors/base'

export type OnrampAmountOutOfRangeErrorType = OnrampAmountOutOfRangeError & { name: 'OnrampAmountOutOfRangeError' }

/**
 * A purchase outside its payment method's limits (spec §9: card 10 to 7,500 USD, bank account 10 to
 * 25,000), found by the kit before asking (USD amounts) or by the server (its
 * `onramp_amount_out_of_range`, any currency).
 *
 * @example
 * throw new OnrampAmountOutOfRangeError({ paymentMethod: 'card', min: 10, max: 7500 })
 * // Card purchases are from 10 to 7,500 USD
 */
export class OnrampAmountOutOfRangeError extends BaseError {
  override name = 'OnrampAmountOutOfRangeError' as const
  readonly paymentMethod: 'card' | 'bank'
  /** The limits, in USD. */
  readonly min: number
  readonly max: number

  constructor({ paymentMethod, min, max, cause }: { paymentMethod: 'card' | 'bank'; min: number; max: number; cause?: unknown }) {
    const usd = (value: number) => value.toLocaleString('en-US')
    super(`${paymentMethod === 'card' ? 'Card' : 'Bank account'} purchases are from ${usd(min)} to ${usd(max)} USD`, { cause })
    this.paymentMethod = paymentMethod
    this.min = min
    this.max = max
  }
}

/**
 * Checks a USD amount against its payment method's limits (both ends allowed); other currencies are
 * checked by the server on its USD equivalent.
 *
 * @throws {OnrampAmountOutOfRangeError}
 */
export function checkOnrampUsdAmount({ paymentMethod, usdAmount }: { paymentMethod: 'card' | 'bank'; usdAmount: number }): void {
  const { min, max } = ONRAMP_LIMITS_USD[paymentMethod]
  if (!(usdAmount >= min && usdAmount <= max)) throw new OnrampAmountOutOfRangeError({ paymentMethod, min, max })
}
