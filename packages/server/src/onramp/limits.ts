import { ONRAMP_LIMITS_USD, ONRAMP_PROVIDER_FEE_PERCENT } from '@portico/core/internal'
import { ServerError } from '../errors.ts'
import type { OnrampPaymentMethod, OnrampQuote } from './types.ts'

/** Per payment method, the USD amounts a purchase may have. */
export type OnrampLimits = Readonly<Record<OnrampPaymentMethod, { readonly min: number; readonly max: number }>>

const methodNames: Record<OnrampPaymentMethod, string> = { card: 'Card', bank: 'Bank account' }
const usd = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 })

/** A purchase outside the spec's limits for its payment method (400 `onramp_amount_out_of_range`). */
export class OnrampAmountOutOfRangeError extends ServerError {
  override name = 'OnrampAmountOutOfRangeError'

  constructor({ paymentMethod, usdAmount, min, max }: { paymentMethod: OnrampPaymentMethod; usdAmount: number; min: number; max: number }) {
    super(
      'onramp_amount_out_of_range',
      400,
      `${methodNames[paymentMethod]} purchases are from ${usd(min)} to ${usd(max)} USD; this one is ${usd(usdAmount)} USD`,
      { details: { paymentMethod, usdAmount, min, max } },
    )
  }
}

/** A payment method the on-ramp does not offer (400 `onramp_payment_method_not_supported`). */
export class OnrampPaymentMethodNotSupportedError extends ServerError {
  override name = 'OnrampPaymentMethodNotSupportedError'

  constructor({ paymentMethod }: { paymentMethod: string }) {
    super('onramp_payment_method_not_supported', 400, `Payment method "${paymentMethod.slice(0, 32)}" is not offered: card or bank`)
  }
}

/**
 * Checks a purchase of `usdAmount` (its USD equivalent) against the limits of its payment method
 * (spec §9: card 10 to 7,500 USD, bank account 10 to 25,000; both ends allowed).
 *
 * @throws {OnrampPaymentMethodNotSupportedError} {OnrampAmountOutOfRangeError}
 */
export function checkOnrampAmount(
  { paymentMethod, usdAmount }: { paymentMethod: string; usdAmount: number },
  limits: OnrampLimits = ONRAMP_LIMITS_USD,
): void {
  if (paymentMethod !== 'card' && paymentMethod !== 'bank') throw new OnrampPaymentMethodNotSupportedError({ paymentMethod })
  const { min, max } = limits[paymentMethod]
  if (!Number.isFinite(usdAmount) || usdAmount < min || usdAmount > max) throw new OnrampAmountOutOfRangeError({ paymentMethod, usdAmount, min, max })
}

/** Whether a provider's fee is within the spec's range (1 to 2 % of the amount); quotes outside it are not shown. */
export function isProviderFeeInRange(percent: number, range: { min: number; max: number } = ONRAMP_PROVIDER_FEE_PERCENT): boolean {
  return Number.isFinite(percent) && percent >= range.min && percent <= range.max
}

/** The quotes a buyer may see: within the amount limits and the fee range. */
export function acceptableQuotes(quotes: readonly OnrampQuote[], limits: OnrampLimits = ONRAMP_LIMITS_USD): OnrampQuote[] {
  return quotes.filter((quote) => {
    const { min, max } = limits[quote.paymentMethod] ?? { min: Number.POSITIVE_INFINITY, max: 0 }
    return quote.usdAmount >= min && quote.usdAmount <= max && isProviderFeeInRange(quote.fee.percent)
  })
}
