import { sendCalls } from '../calls/sendCalls'
import { waitForCalls } from '../calls/waitForCalls'
import { BaseError } from '../errors/base'
import type { KitContext } from '../kit/context'
import { SwapTransactionFailedError } from './errors'
import type { SwapTransactionRequest } from './types'

/**
 * Sends the approval and the swap as one atomic batch (EIP-5792, `forceAtomic`: a smart account makes
 * it one UserOperation) and waits on the batch's status.
 *
 * @returns the hash of the transaction that carried the batch.
 * @throws {SwapTransactionFailedError} when the batch reverted.
 */
export async function sendSwapBatch(ctx: KitContext, address: string, transactions: readonly SwapTransactionRequest[]): Promise<string> {
  for (const transaction of transactions) {
    if (transaction.from.toLowerCase() !== address.toLowerCase()) {
      throw new BaseError('The swap transaction is for another account', { metaMessages: [`Built for: ${transaction.from}`, `Connected: ${address}`] })
    }
  }
  const calls = transactions.map(({ to, data, value }) => ({ to, data, value: BigInt(value) }))
  const { id } = await sendCalls(ctx, { calls, forceAtomic: true })
  const status = await waitForCalls(ctx, { id })
  const hash = status.receipts.at(-1)?.transactionHash ?? id
  if (status.status !== 'success') throw new SwapTransactionFailedError({ hash, step: 'swap' })
  return hash
}
