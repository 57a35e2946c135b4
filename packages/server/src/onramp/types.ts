/**
 * The on-ramp's provider interface (spec §7: options and quotes per country, currency and payment
 * method). Served by `GET /v1/onramp/options` and `/v1/onramp/quotes` (`http/routes/onramp.ts`).
 */

/** How the buyer pays (spec §9 has limits for these two). */
export type OnrampPaymentMethod = 'card' | 'bank'

/** A fiat currency a provider takes in a country, with its limits per payment method (USD-equivalent bounds apply on top). */
export type OnrampFiatCurrency = { code: string; paymentMethods: readonly OnrampPaymentMethod[] }

/** A token a provider delivers, on a network. */
export type OnrampCryptoCurrency = {
  symbol: string
  /** CAIP-2. */
  network: string
  /** `native` or the token's address. */
  address: string
}

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

/** What the buyer pays and gets. */
export type OnrampQuote = {
  provider: string
  fiatCurrency: string
  /** What the buyer pays in all, decimal string. */
  fiatAmount: string
  /** The same amount in USD, for the spec's limits. */
  usdAmount: number
  paymentMethod: OnrampPaymentMethod
  cryptoCurrency: OnrampCryptoCurrency
  /** Smallest units of the token, decimal string. */
  cryptoAmount: string
  /** The provider's fee, in `fiatCurrency` and in percent of `fiatAmount` (spec §9: 1 to 2 %). */
  fee: { amount: string; percent: number }
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
