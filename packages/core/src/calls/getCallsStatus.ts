import { AdapterMethodNotSupportedError } from '../errors/adapterMethod'
import { actionErrorFromCause } from '../errors/actionErrorFromCause'
import type { KitContext } from '../kit/context'
import { requireConnection } from '../connection/requireConnection'
import type { CallsStatus } from './types'
import { validateCallsId } from './validateCalls'
import type { RequireConnectionErrorType } from '../connection/requireConnection'
import type { CallsIdErrorType } from './errors'
import type { ActionErrorFromCauseErrorType } from '../errors/actionErrorFromCause'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'

export type GetCallsStatusParameters = {
  /** The id `sendCalls` returned. */
  id: string
}

export type GetCallsStatusReturnType = CallsStatus

/** What `getCallsStatus` can throw (by `name`). */
export type GetCallsStatusErrorType =
  | CallsIdErrorType
  | RequireConnectionErrorType
  | ActionErrorFromCauseErrorType
  | BaseErrorType
  | ErrorType

/**
 * The state of a batch `sendCalls` sent (EIP-5792 `wallet_getCallsStatus`): pending, success or
 * failure, with the receipts so far. A `sequential` batch's status comes from its transactions'
 * receipts on the chain.
 *
 * @throws {CallsIdError} for an id that is not a non-empty string.
 */
export async function getCallsStatus(ctx: KitContext, { id }: GetCallsStatusParameters): Promise<CallsStatus> {
  validateCallsId(id)
  const { adapter, connection, network } = requireConnection(ctx, 'getCallsStatus')
  if (!adapter.getCallsStatus) throw new AdapterMethodNotSupportedError({ method: 'getCallsStatus', chainNamespace: adapter.namespace })
  try {
    return await adapter.getCallsStatus({ connectorId: connection.connectorId, network, id })
  } catch (cause) {
    throw actionErrorFromCause(cause)
  }
}
