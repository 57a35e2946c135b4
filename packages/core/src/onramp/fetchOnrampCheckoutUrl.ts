import { requireConnection } from '../connection/requireConnection'
import type { KitContext } from '../kit/context'
import { type FetchOnrampQuotesParameters, requireServer, outOfRange, checkLocally } from './onrampRequest'

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
