import { requireConnection } from '../connection/requireConnection'
import type { KitContext } from '../kit/context'
import { type FetchOnrampQuotesParameters, requireServer, outOfRange, checkLocally } from './onrampRequest'
import type { ServerNotConfiguredErrorType, ServerRequestErrorType } from '../server/errors'
import type { BaseErrorType } from '../errors/base'
import type { OnrampAmountOutOfRangeErrorType } from './errors'
import type { ErrorType } from '../errors/errorType'
import type { RequireConnectionErrorType } from '../connection/requireConnection'

/** A quote's request and the provider chosen. */
export type FetchOnrampCheckoutUrlParameters = FetchOnrampQuotesParameters & { provider: string }

/** The provider's checkout page. */
export type FetchOnrampCheckoutUrlReturnType = string

/** What `fetchOnrampCheckoutUrl` can throw (by `name`). */
export type FetchOnrampCheckoutUrlErrorType =
  | RequireConnectionErrorType
  | OnrampAmountOutOfRangeErrorType
  | ServerNotConfiguredErrorType
  | ServerRequestErrorType
  | BaseErrorType
  | ErrorType

/**
 * Where the buyer pays `provider` (its hosted checkout, to open in a new window): the same purchase
 * as `fetchOnrampQuotes`, for the connected account.
 *
 * @throws {OnrampAmountOutOfRangeError} outside the limits.
 * @throws {ServerRequestError} `not_found` for an unknown provider.
 */
export async function fetchOnrampCheckoutUrl(ctx: KitContext, parameters: FetchOnrampCheckoutUrlParameters): Promise<FetchOnrampCheckoutUrlReturnType> {
  const { address } = requireConnection(ctx)
  checkLocally(parameters)
  return (await requireServer(ctx).getOnrampCheckoutUrl({ ...parameters, address }).catch(outOfRange(parameters.paymentMethod))).url
}
