import { ONRAMP_LIMITS_USD } from '../constants'
import { checkOnrampUsdAmount, OnrampAmountOutOfRangeError } from './errors'
import { ServerNotConfiguredError } from '../server/errors'
import type { OnrampCryptoCurrency, OnrampPaymentMethod } from './types'
import type { KitContext } from '../kit/context'
import { serverClient } from '../server/serverClient'

export type FetchOnrampOptionsParameters = {
  /** ISO 3166-1 alpha-2, e.g. `DE`. */
  country: string
  /** ISO 3166-2, where it matters (US states). */
  subdivision?: string | undefined
}

export type FetchOnrampQuotesParameters = FetchOnrampOptionsParameters & {
  /** ISO 4217, e.g. `EUR`. */
  fiatCurrency: string
  /** Decimal string, at most 2 decimals. */
  fiatAmount: string
  paymentMethod: OnrampPaymentMethod
  /** The token to buy (from `fetchOnrampOptions`); it is delivered to the connected account. */
  cryptoCurrency: OnrampCryptoCurrency
}

export function requireServer(ctx: KitContext) {
  const client = serverClient(ctx)
  if (!client) throw new ServerNotConfiguredError({ feature: 'On-ramp purchases' })
  return client
}

/** The server's `onramp_amount_out_of_range` as the kit's error (the limits are the payment method's). */
export function outOfRange(paymentMethod: OnrampPaymentMethod) {
  return (cause: unknown): never => {
    if ((cause as { name?: unknown; code?: unknown }).name === 'ServerRequestError' && (cause as { code?: unknown }).code === 'onramp_amount_out_of_range') {
      const { min, max } = ONRAMP_LIMITS_USD[paymentMethod]
      throw new OnrampAmountOutOfRangeError({ paymentMethod, min, max, cause })
    }
    throw cause
  }
}

/** A USD amount is checked here, before any request; other currencies by the server. */
export function checkLocally({ fiatCurrency, fiatAmount, paymentMethod }: FetchOnrampQuotesParameters) {
  if (fiatCurrency.toUpperCase() === 'USD') checkOnrampUsdAmount({ paymentMethod, usdAmount: Number(fiatAmount) })
}
