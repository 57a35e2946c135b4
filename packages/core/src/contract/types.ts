import type * as z from 'zod/mini'
import type { balancesAnswer, historyAnswer, historyItem, historyTransfer, tokenBalance } from './account'
import type { embeddedSessionListing, embeddedUser } from './embedded'
import type { nameRecord, nameSuggestionsAnswer, registerNameBody } from './names'
import type { onrampCryptoCurrency, onrampOptionsAnswer, onrampPaymentMethod, onrampQuote, onrampQuotesAnswer } from './onramp'
import type { exchangePaymentStatus, payExchange, startedExchangePayment } from './pay'
import type { analyticsEvent, configAnswer, remoteFeatures, serverWallet } from './project'
import type { siwxSession } from './siwx'
import type { linkedLogin } from './social'
import type {
  swapAllowanceAnswer,
  swapGasPriceAnswer,
  swapQuote,
  swapQuoteAmount,
  swapQuoteAnswer,
  swapToken,
  swapTokensAnswer,
  swapTransactionAnswer,
  swapTransactionRequest,
} from './swaps'

// The wire types, each once: what the server answers and the kit reads.

export type RemoteFeatures = z.output<typeof remoteFeatures>
export type SocialProvider = Exclude<RemoteFeatures['socials'], false>[number]
export type GetConfigReturnType = z.output<typeof configAnswer>
export type ServerWallet = z.output<typeof serverWallet>
export type AnalyticsEvent = z.input<typeof analyticsEvent>

export type TokenBalance = z.output<typeof tokenBalance>
export type GetBalancesReturnType = z.output<typeof balancesAnswer>
export type HistoryTransfer = z.output<typeof historyTransfer>
export type HistoryItem = z.output<typeof historyItem>
export type GetHistoryReturnType = z.output<typeof historyAnswer>

export type SwapToken = z.output<typeof swapToken>
export type GetSwapTokensReturnType = z.output<typeof swapTokensAnswer>
export type SwapQuoteAmount = z.output<typeof swapQuoteAmount>
export type SwapQuote = z.output<typeof swapQuote>
export type GetSwapQuoteReturnType = z.output<typeof swapQuoteAnswer>
export type GetSwapGasPriceReturnType = z.output<typeof swapGasPriceAnswer>
export type GetSwapAllowanceReturnType = z.output<typeof swapAllowanceAnswer>
export type SwapTransactionRequest = z.output<typeof swapTransactionRequest>
export type BuildSwapTransactionReturnType = z.output<typeof swapTransactionAnswer>

export type NameRecord = z.output<typeof nameRecord>
export type NameSuggestions = z.output<typeof nameSuggestionsAnswer>
export type RegisterNameRequest = z.input<typeof registerNameBody>

export type OnrampPaymentMethod = z.output<typeof onrampPaymentMethod>
export type OnrampCryptoCurrency = z.output<typeof onrampCryptoCurrency>
export type GetOnrampOptionsReturnType = z.output<typeof onrampOptionsAnswer>
export type OnrampQuote = z.output<typeof onrampQuote>
export type GetOnrampQuotesReturnType = z.output<typeof onrampQuotesAnswer>

export type PayExchange = z.output<typeof payExchange>
export type StartedExchangePayment = z.output<typeof startedExchangePayment>
export type ExchangePaymentStatus = z.output<typeof exchangePaymentStatus>

export type SiwxServerSession = z.output<typeof siwxSession>
export type EmbeddedUser = z.output<typeof embeddedUser>
export type EmbeddedSessionListing = z.output<typeof embeddedSessionListing>
/** One of an embedded wallet's logins (e-mail or social), as `GET /v1/embedded/logins` lists it. */
export type LinkedLogin = z.output<typeof linkedLogin>
