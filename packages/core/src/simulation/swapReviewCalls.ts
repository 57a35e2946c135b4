import type { KitContext } from '../kit/context'
import { requireSwapContext } from '../swaps/requireSwapContext'
import type { FetchSwapQuoteParameters } from '../swaps/fetchSwapQuote'
import type { SimulationCall } from './types'

/**
 * The calls a swap would make: the server builds its transaction (as `swap` does) and, when the
 * token must be approved first, the approval before it, so the pair is simulated in order even when
 * the wallet sends them one at a time.
 */
export async function swapReviewCalls(ctx: KitContext, { approve, ...swap }: FetchSwapQuoteParameters & { approve: boolean }): Promise<SimulationCall[]> {
  const { client, network, address } = requireSwapContext(ctx)
  const built = await client.buildSwapTransaction({ chainId: network.caipNetworkId, ...swap, address, withApproval: approve && swap.from !== 'native' })
  const call = (request: { to: string; data: string; value: string }): SimulationCall => ({ to: request.to, data: request.data, value: BigInt(request.value) })
  return [...(built.approval ? [call(built.approval)] : []), call(built.transaction)]
}
