/**
 * The on-ramp's provider interface (spec §7: options and quotes per country, currency and payment
 * method). Served by `GET /v1/onramp/options` and `/v1/onramp/quotes` (`http/routes/onramp.ts`).
 */

import type { OnrampCryptoCurrency, OnrampPaymentMethod, OnrampQuote } from '@portico/core'

// The wire types are core's (what the kit reads is what the server sends, by construction).
export type { OnrampCryptoCurrency, OnrampPaymentMethod, OnrampQuote }

/** A fiat currency a provider takes in a country, with its limits per payment method (USD-equivalent bounds apply on top). */
export type OnrampFiatCurrency = { code: string; paymentMethods: readonly OnrampPaymentMethod[] }

/** What a buyer in `country` can do with a provider. */
export type OnrampOptions = {
  provider: string
  fiatCurrencies: readonly OnrampFiatCurrency[]
  cryptoCurrencies: readonly OnrampCryptoCurrency[]
}

export type OnrampOptionsRequest = {
  /** ISO 3166-1 alpha-2, e.g. `DE`. */
  country: string
  /** ISO 3166-2 subdivision where it matters (US states). */
  subdivision?: string | undefined
}

export type OnrampQuoteRequest = OnrampOptionsRequest & {
  /** ISO 4217, e.g. `EUR`. */
  fiatCurrency: string
  /** Decimal string in `fiatCurrency`. */
  fiatAmount: string
  paymentMethod: OnrampPaymentMethod
  cryptoCurrency: OnrampCryptoCurrency
  /** Who receives the tokens. */
  address: string
}

/**
 * One on-ramp provider: a public provider's hosted widget (quotes from its API, a checkout URL it
 * builds), or a devnet sandbox. The route layer checks the spec's limits around it (`limits.ts`).
 */
export type OnrampProvider = {
  readonly name: string
  options(request: OnrampOptionsRequest): Promise<OnrampOptions>
  quote(request: OnrampQuoteRequest): Promise<OnrampQuote>
  /** Where the buyer completes the purchase (the provider's hosted checkout). */
  checkoutUrl(request: OnrampQuoteRequest & { redirectUrl?: string | undefined }): Promise<string>
}
