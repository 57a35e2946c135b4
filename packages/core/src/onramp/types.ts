/** How the buyer pays (spec §9 has limits for these two). */
export type OnrampPaymentMethod = 'card' | 'bank'

/** A token a provider delivers, on a network (CAIP-2; `native` or the token's address). */
export type OnrampCryptoCurrency = { symbol: string; network: string; address: string }

/** `GET /v1/onramp/options`: what each provider offers in a country. */
export type GetOnrampOptionsReturnType = {
  country: string
  providers: {
    provider: string
    fiatCurrencies: { code: string; paymentMethods: OnrampPaymentMethod[] }[]
    cryptoCurrencies: OnrampCryptoCurrency[]
  }[]
}

export type GetOnrampQuotesParameters = {
  /** ISO 3166-1 alpha-2. */
  country: string
  /** ISO 3166-2, where it matters (US states). */
  subdivision?: string | undefined
  /** ISO 4217. */
  fiatCurrency: string
  /** Decimal string, at most 2 decimals. */
  fiatAmount: string
  paymentMethod: OnrampPaymentMethod
  cryptoCurrency: OnrampCryptoCurrency
  /** Who receives the tokens. */
  address: string
}

/** One provider's quote: what the buyer pays (with its fee, 1 to 2 %) and gets. */
export type OnrampQuote = {
  provider: string
  fiatCurrency: string
  fiatAmount: string
  usdAmount: number
  paymentMethod: OnrampPaymentMethod
  cryptoCurrency: OnrampCryptoCurrency
  /** Smallest units of the token, decimal string. */
  cryptoAmount: string
  fee: { amount: string; percent: number }
}

export type GetOnrampQuotesReturnType = { quotes: OnrampQuote[] }
