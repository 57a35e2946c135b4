import { BaseError } from '../errors/base'
import { walletErrorFromCause } from '../errors/walletErrorFromCause'
import type { SwapTransactionRequest } from './types'
import type { KitContext } from '../kit/context'
import { requireSwapContext } from './requireSwapContext'

/** Sends a server-built transaction through the connected wallet. */
export async function sendSwapTransaction(ctx: KitContext, transaction: SwapTransactionRequest): Promise<string> {
  const { adapter, connection, address, network } = requireSwapContext(ctx)
  if (transaction.from.toLowerCase() !== address.toLowerCase()) {
    throw new BaseError('The swap transaction is for another account', { metaMessages: [`Built for: ${transaction.from}`, `Connected: ${address}`] })
  }
  try {
    return await adapter.sendTransaction({
      connectorId: connection.connectorId,
      address,
      network,
      to: transaction.to,
      data: transaction.data,
      value: BigInt(transaction.value),
      gas: transaction.gas === null ? undefined : BigInt(transaction.gas),
    })
  } catch (cause) {
    throw walletErrorFromCause(cause)
  }
}
