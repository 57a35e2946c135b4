import * as z from 'zod/mini'
import { evmAddress } from './common'

const upper = z.overwrite((value: string) => value.toUpperCase())

/** How the buyer pays (spec §9 has limits for these two). */
export const onrampPaymentMethod = z.enum(['card', 'bank'])

/** `GET /v1/onramp/options?country&subdivision?`. */
export const onrampOptionsQuery = z.object({
  /** ISO 3166-1 alpha-2. */
  country: z.string().check(z.regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'), upper),
  /** ISO 3166-2, where it matters (US states). */
  subdivision: z.optional(z.string().check(z.regex(/^[A-Za-z]{2}-[A-Za-z0-9]{1,3}$/, 'must be an ISO 3166-2 code'), upper)),
})

/** What a quote is asked for (`GET /v1/onramp/quotes`); the on-ramp buys EVM tokens (spec §9). */
export const onrampQuotesQuery = z.extend(onrampOptionsQuery, {
  /** ISO 4217. */
  fiatCurrency: z.string().check(z.regex(/^[A-Za-z]{3}$/, 'must be an ISO 4217 code'), upper),
  fiatAmount: z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be a decimal amount, at most 2 decimals')),
  paymentMethod: onrampPaymentMethod,
  /** CAIP-2 of an EVM network. */
  network: z.string().check(z.regex(/^eip155:\d{1,12}$/, 'must be a CAIP-2 EVM network')),
  /** `native` or the token's address. */
  token: z.union([z.literal('native'), evmAddress]),
  symbol: z.string().check(z.regex(/^[A-Za-z0-9.]{1,16}$/, 'must be a token symbol')),
  /** Who receives the tokens. */
  address: evmAddress,
})

/** `POST /v1/onramp/checkout`: the quote's fields and the provider chosen. */
export const onrampCheckoutBody = z.extend(onrampQuotesQuery, { provider: z.string().check(z.minLength(1), z.maxLength(64)) })

/** A token a provider delivers, on a network (CAIP-2; `native` or the token's address). */
export const onrampCryptoCurrency = z.object({ symbol: z.string(), network: z.string(), address: z.string() })

/** `GET /v1/onramp/options`: what each provider offers in the country. */
export const onrampOptionsAnswer = z.object({
  country: z.string(),
  providers: z.array(
    z.object({
      provider: z.string(),
      fiatCurrencies: z.array(z.object({ code: z.string(), paymentMethods: z.array(onrampPaymentMethod) })),
      cryptoCurrencies: z.array(onrampCryptoCurrency),
    }),
  ),
})

/** One provider's quote: what the buyer pays (with its fee, 1 to 2 %) and gets. */
export const onrampQuote = z.object({
  provider: z.string(),
  fiatCurrency: z.string(),
  fiatAmount: z.string(),
  usdAmount: z.number(),
  paymentMethod: onrampPaymentMethod,
  cryptoCurrency: onrampCryptoCurrency,
  /** Smallest units of the token, decimal string. */
  cryptoAmount: z.string(),
  fee: z.object({ amount: z.string(), percent: z.number() }),
})

export const onrampQuotesAnswer = z.object({ quotes: z.array(onrampQuote) })

/** `POST /v1/onramp/checkout`: the provider's checkout page for the purchase. */
export const onrampCheckoutAnswer = z.object({ url: z.url() })
