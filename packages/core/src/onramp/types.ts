// The wire types are the contract's (`@portico/core/contract`): what the server answers.
import type { OnrampCryptoCurrency, OnrampPaymentMethod } from '../contract/types'

export type { GetOnrampOptionsReturnType, GetOnrampQuotesReturnType, OnrampCryptoCurrency, OnrampPaymentMethod, OnrampQuote } from '../contract/types'

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

