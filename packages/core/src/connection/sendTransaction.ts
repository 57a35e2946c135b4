import type { SendTransactionParameters } from '../adapter/types'
import { actionErrorFromCause } from '../errors/actionErrorFromCause'
import type { KitContext } from '../kit/context'
import { fetchBalance } from '../account/fetchBalance'
import { requireConnection } from './requireConnection'
import type { RequireConnectionErrorType } from './requireConnection'
import type { ActionErrorFromCauseErrorType } from '../errors/actionErrorFromCause'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'

/** The transaction's hash. */
export type SendTransactionReturnType = string

/** What `sendTransaction` can throw (by `name`): nothing connected or an unconfigured network, or the wallet's answer typed (4001 → UserRejectedRequestError…). */
export type SendTransactionErrorType =
  | RequireConnectionErrorType
  | ActionErrorFromCauseErrorType
  | BaseErrorType
  | ErrorType

export type { SendTransactionParameters }

/**
 * Sends a transaction from the connected wallet and returns its hash. When it is mined the
 * balance refreshes (spec: unsafe RPC success refreshes the balance).
 */
export async function sendTransaction(ctx: KitContext, parameters: SendTransactionParameters): Promise<string> {
  const { adapter, connection, address, network } = requireConnection(ctx, 'sendTransaction')
  let hash: string
  try {
    hash = await adapter.sendTransaction({ ...parameters, connectorId: connection.connectorId, address, network })
  } catch (cause) {
    throw actionErrorFromCause(cause)
  }
  adapter
    .waitForTransaction({ hash, network })
    .then(() => fetchBalance(ctx, { force: true }))
    .catch((error: Error) => ctx.emitter.emit('error', { error, action: 'waitForTransaction' }))
  return hash
}
