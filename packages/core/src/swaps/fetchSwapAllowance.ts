import type { KitContext } from '../kit/context'
import { requireSwapContext, toSwapError } from './requireSwapContext'
import type { RequireSwapContextErrorType, SwapServerErrorType } from './requireSwapContext'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'

export type FetchSwapAllowanceParameters = { token: string }

export type FetchSwapAllowanceReturnType = { spender: string; allowance: bigint } | undefined

/** What `fetchSwapAllowance` can throw (by `name`). */
export type FetchSwapAllowanceErrorType =
  | RequireSwapContextErrorType
  | SwapServerErrorType
  | BaseErrorType
  | ErrorType

/**
 * How much of `token` the swap contract may spend for the connected account; `undefined` for the
 * native currency (nothing to approve).
 */
export async function fetchSwapAllowance(ctx: KitContext, { token }: FetchSwapAllowanceParameters): Promise<FetchSwapAllowanceReturnType> {
  const { client, network, address } = requireSwapContext(ctx)
  try {
    const answer = await client.getSwapAllowance({ chainId: network.caipNetworkId, token, address })
    return answer.spender === null || answer.allowance === null ? undefined : { spender: answer.spender, allowance: BigInt(answer.allowance) }
  } catch (cause) {
    throw toSwapError(cause, network.caipNetworkId)
  }
}
