import { ONRAMP_LIMITS_USD } from '../constants'
import { checkOnrampUsdAmount, OnrampAmountOutOfRangeError } from './errors'
import { ServerNotConfiguredError } from '../server/errors'
import type { GetOnrampOptionsReturnType, OnrampCryptoCurrency, OnrampPaymentMethod, OnrampQuote } from './types'
import { requireConnection } from '../connection/requireConnection'
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

function requireServer(ctx: KitContext) {
  const client = serverClient(ctx)
  if (!client) throw new ServerNotConfiguredError({ feature: 'On-ramp purchases' })
  return client
}

/**
 * What each on-ramp provider offers a buyer in `country`: fiat currencies with their payment
 * methods, and tokens.
 *
 * @throws {ServerNotConfiguredError} without a Portico server.
 * @throws {ServerRequestError} e.g. `feature_disabled` when the project's `onramp` is off.
 */
export async function fetchOnrampOptions(ctx: KitContext, { country, subdivision }: FetchOnrampOptionsParameters): Promise<GetOnrampOptionsReturnType['providers']> {
  return (await requireServer(ctx).getOnrampOptions({ country, subdivision })).providers
}

/** The server's `onramp_amount_out_of_range` as the kit's error (the limits are the payment method's). */
function outOfRange(paymentMethod: OnrampPaymentMethod) {
  return (cause: unknown): never => {
    if ((cause as { name?: unknown; code?: unknown }).name === 'ServerRequestError' && (cause as { code?: unknown }).code === 'onramp_amount_out_of_range') {
      const { min, max } = ONRAMP_LIMITS_USD[paymentMethod]
      throw new OnrampAmountOutOfRangeError({ paymentMethod, min, max, cause })
    }
    throw cause
  }
}

/** A USD amount is checked here, before any request; other currencies by the server. */
function checkLocally({ fiatCurrency, fiatAmount, paymentMethod }: FetchOnrampQuotesParameters) {
  if (fiatCurrency.toUpperCase() === 'USD') checkOnrampUsdAmount({ paymentMethod, usdAmount: Number(fiatAmount) })
}

/**
 * A quote per provider for buying `cryptoCurrency` with `fiatAmount` of `fiatCurrency`, delivered
 * to the connected account; only quotes whose fee is within 1 to 2 %.
 *
 * @throws {OnrampAmountOutOfRangeError} outside the payment method's limits (card 10 to 7,500 USD, bank 10 to 25,000).
 */
export async function fetchOnrampQuotes(ctx: KitContext, parameters: FetchOnrampQuotesParameters): Promise<OnrampQuote[]> {
  const { address } = requireConnection(ctx)
  checkLocally(parameters)
  return (await requireServer(ctx).getOnrampQuotes({ ...parameters, address }).catch(outOfRange(parameters.paymentMethod))).quotes
}

/**
 * Where the buyer pays `provider` (its hosted checkout, to open in a new window): the same purchase
 * as `fetchOnrampQuotes`, for the connected account.
 *
 * @throws {OnrampAmountOutOfRangeError} outside the limits.
 * @throws {ServerRequestError} `not_found` for an unknown provider.
 */
export async function fetchOnrampCheckoutUrl(ctx: KitContext, parameters: FetchOnrampQuotesParameters & { provider: string }): Promise<string> {
  const { address } = requireConnection(ctx)
  checkLocally(parameters)
  return (await requireServer(ctx).getOnrampCheckoutUrl({ ...parameters, address }).catch(outOfRange(parameters.paymentMethod))).url
}
