import type { KitContext } from '../kit/context'
import { requireSwapContext, toSwapError } from './requireSwapContext'

/**
 * How much of `token` the swap contract may spend for the connected account; `undefined` for the
 * native currency (nothing to approve).
 */
export async function fetchSwapAllowance(ctx: KitContext, { token }: { token: string }): Promise<{ spender: string; allowance: bigint } | undefined> {
  const { client, network, address } = requireSwapContext(ctx)
  try {
    const answer = await client.getSwapAllowance({ chainId: network.caipNetworkId, token, address })
    return answer.spender === null || answer.allowance === null ? undefined : { spender: answer.spender, allowance: BigInt(answer.allowance) }
  } catch (cause) {
    throw toSwapError(cause, network.caipNetworkId)
  }
}
