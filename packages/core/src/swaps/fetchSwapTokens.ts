import type { SwapToken } from './types'
import type { KitContext } from '../kit/context'
import { requireSwapContext, toSwapError } from './requireSwapContext'

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
