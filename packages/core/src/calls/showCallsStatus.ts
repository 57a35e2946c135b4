import { actionErrorFromCause } from '../errors/actionErrorFromCause'
import type { KitContext } from '../kit/context'
import { requireConnection } from '../connection/requireConnection'
import { validateCallsId } from './validateCalls'
import type { RequireConnectionErrorType } from '../connection/requireConnection'
import type { CallsIdErrorType } from './errors'
import type { ActionErrorFromCauseErrorType } from '../errors/actionErrorFromCause'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'

export type ShowCallsStatusParameters = {
  /** The id `sendCalls` returned. */
  id: string
}

/** Whether the wallet was asked to show the batch. */
export type ShowCallsStatusReturnType = boolean

/** What `showCallsStatus` can throw (by `name`). */
export type ShowCallsStatusErrorType =
  | CallsIdErrorType
  | RequireConnectionErrorType
  | ActionErrorFromCauseErrorType
  | BaseErrorType
  | ErrorType

/**
 * Asks the wallet to show a batch's status in its own interface (EIP-5792 `wallet_showCallsStatus`).
 * Resolves `true` when the wallet was asked, `false` when there is nothing it can show: a `sequential`
 * batch (the wallet only saw plain transactions) or an adapter without EIP-5792.
 *
 * @throws {CallsIdError} for an id that is not a non-empty string.
 */
export async function showCallsStatus(ctx: KitContext, { id }: ShowCallsStatusParameters): Promise<boolean> {
  validateCallsId(id)
  const { adapter, connection, network } = requireConnection(ctx, 'showCallsStatus')
  if (!adapter.showCallsStatus) return false
  try {
    return await adapter.showCallsStatus({ connectorId: connection.connectorId, network, id })
  } catch (cause) {
    throw actionErrorFromCause(cause)
  }
}
