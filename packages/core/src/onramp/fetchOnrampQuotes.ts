import type { OnrampQuote } from './types'
import { requireConnection } from '../connection/requireConnection'
import type { KitContext } from '../kit/context'
import { type FetchOnrampQuotesParameters, requireServer, outOfRange, checkLocally } from './onrampRequest'
import type { ServerNotConfiguredErrorType, ServerRequestErrorType } from '../server/errors'
import type { BaseErrorType } from '../errors/base'
import type { OnrampAmountOutOfRangeErrorType } from './errors'
import type { ErrorType } from '../errors/errorType'
import type { RequireConnectionErrorType } from '../connection/requireConnection'

export type FetchOnrampQuotesReturnType = OnrampQuote[]

/** What `fetchOnrampQuotes` can throw (by `name`). */
export type FetchOnrampQuotesErrorType =
  | RequireConnectionErrorType
  | OnrampAmountOutOfRangeErrorType
  | ServerNotConfiguredErrorType
  | ServerRequestErrorType
  | BaseErrorType
  | ErrorType

export type { FetchOnrampQuotesParameters }

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
