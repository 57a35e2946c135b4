import type { SwapToken } from './types'
import type { KitContext } from '../kit/context'
import { requireSwapContext, toSwapError } from './requireSwapContext'
import type { RequireSwapContextErrorType, SwapServerErrorType } from './requireSwapContext'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'

/** None: `fetchSwapTokens` lists the active network's tokens. */
export type FetchSwapTokensParameters = void

export type FetchSwapTokensReturnType = SwapToken[]

/** What `fetchSwapTokens` can throw (by `name`). */
export type FetchSwapTokensErrorType =
  | RequireSwapContextErrorType
  | SwapServerErrorType
  | BaseErrorType
  | ErrorType

/**
 * The tokens that can be swapped on the active network (native first), with prices and icons.
 *
 * @throws {SwapNetworkNotSupportedError} 'Network not supported for Swaps'.
 */
export async function fetchSwapTokens(ctx: KitContext): Promise<SwapToken[]> {
  const { client, network } = requireSwapContext(ctx)
  try {
    return (await client.getSwapTokens(network.caipNetworkId)).tokens
  } catch (cause) {
    throw toSwapError(cause, network.caipNetworkId)
  }
}
