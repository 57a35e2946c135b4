import { SwapTransactionFailedError } from './errors'
import type { SwapTransactionRequest } from './types'
import type { KitContext } from '../kit/context'
import { requireSwapContext, toSwapError } from './requireSwapContext'
import { sendSwapTransaction } from './sendSwapTransaction'
import type { RequireSwapContextErrorType, SwapServerErrorType } from './requireSwapContext'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'
import type { WalletErrorFromCauseErrorType } from '../errors/walletErrorFromCause'
import type { SwapTransactionFailedErrorType } from './errors'

export type ApproveSwapParameters = { token: string; amount: bigint }

/** The approval's hash. */
export type ApproveSwapReturnType = string

/** What `approveSwap` can throw (by `name`). */
export type ApproveSwapErrorType =
  | RequireSwapContextErrorType
  | SwapServerErrorType
  | WalletErrorFromCauseErrorType
  | SwapTransactionFailedErrorType
  | BaseErrorType
  | ErrorType

/**
 * Approves the swap contract to spend `amount` of `token` (the server builds the ERC-20
 * `approve`, the wallet sends it) and resolves once it is mined, so `swap` can follow.
 *
 * @returns the approval's hash.
 * @throws {SwapTransactionFailedError} when it reverted.
 */
export async function approveSwap(ctx: KitContext, { token, amount }: ApproveSwapParameters): Promise<ApproveSwapReturnType> {
  const { client, network, address, adapter } = requireSwapContext(ctx)
  let transaction: SwapTransactionRequest
  try {
    transaction = (await client.buildSwapApprove({ chainId: network.caipNetworkId, token, address, amount })).transaction
  } catch (cause) {
    throw toSwapError(cause, network.caipNetworkId)
  }
  const hash = await sendSwapTransaction(ctx, transaction)
  const { status } = await adapter.waitForTransaction({ hash, network })
  if (status !== 'success') throw new SwapTransactionFailedError({ hash, step: 'approve' })
  return hash
}
