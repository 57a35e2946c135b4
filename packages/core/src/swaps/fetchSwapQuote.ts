import type { SwapQuote } from './types'
import type { KitContext } from '../kit/context'
import { requireSwapContext, toSwapError } from './requireSwapContext'
import type { RequireSwapContextErrorType, SwapServerErrorType } from './requireSwapContext'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'

export type FetchSwapQuoteParameters = {
  /** `native` or a token address from `fetchSwapTokens`. */
  from: string
  to: string
  /** Smallest units of `from`. */
  amount: bigint
  /** Percent; default spec §9's 1. */
  slippage?: number | undefined
}

export type FetchSwapQuoteReturnType = SwapQuote

/** What `fetchSwapQuote` can throw (by `name`). */
export type FetchSwapQuoteErrorType =
  | RequireSwapContextErrorType
  | SwapServerErrorType
  | BaseErrorType
  | ErrorType

/**
 * What swapping `amount` of `from` for `to` gives on the active network now: output, minimum with
 * the slippage, price impact, fee.
 *
 * @throws {SwapNetworkNotSupportedError} 'Network not supported for Swaps'.
 * @throws {ServerRequestError} e.g. `swap_no_route`.
 */
export async function fetchSwapQuote(ctx: KitContext, { from, to, amount, slippage }: FetchSwapQuoteParameters): Promise<SwapQuote> {
  const { client, network } = requireSwapContext(ctx)
  try {
    return (await client.getSwapQuote({ chainId: network.caipNetworkId, from, to, amount, slippage })).quote
  } catch (cause) {
    throw toSwapError(cause, network.caipNetworkId)
  }
}
