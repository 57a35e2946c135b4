import { AdapterMethodNotSupportedError } from '../errors/adapterMethod'
import { actionErrorFromCause } from '../errors/actionErrorFromCause'
import type { KitContext } from '../kit/context'
import { requireConnection } from '../connection/requireConnection'
import type { SendCallsParameters, SendCallsResult } from './types'
import { validateCalls } from './validateCalls'
import { CallsNotSupportedError } from './errors'
import { requestCallsReview } from '../simulation/requestCallsReview'
import type { RequireConnectionErrorType } from '../connection/requireConnection'
import type { CallsNotSupportedErrorType, InvalidCallsErrorType } from './errors'
import type { ActionErrorFromCauseErrorType } from '../errors/actionErrorFromCause'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'
import type { UserRejectedRequestErrorType } from '../errors/wallet'

export type SendCallsReturnType = SendCallsResult

/** What `sendCalls` can throw (by `name`). */
export type SendCallsErrorType =
  | InvalidCallsErrorType
  | CallsNotSupportedErrorType
  | UserRejectedRequestErrorType
  | RequireConnectionErrorType
  | ActionErrorFromCauseErrorType
  | BaseErrorType
  | ErrorType

export type { SendCallsParameters }

/**
 * Sends a batch of calls from the connected account (EIP-5792 `wallet_sendCalls`) and returns the
 * batch's id. A wallet that supports EIP-5792 gets the batch whole, with `capabilities` and
 * `forceAtomic` as given; one that does not gets one transaction per call, in order (`mode:
 * 'sequential'` in the result, never atomic: with `forceAtomic` and more than one call this is refused
 * instead). The calls are checked first (spec §5), so a bad batch never reaches the wallet. With
 * `review`, the kit's CallsReview step shows what the batch changes (simulated) before the wallet is asked.
 *
 * @throws {InvalidCallsError} for a batch the spec refuses.
 * @throws {CallsNotSupportedError} when the wallet has no EIP-5792 and the batch needs it (atomic, a required capability).
 * @throws {AdapterMethodNotSupportedError} when the namespace's adapter cannot send calls.
 *
 * @example
 * const { id, mode } = await sendCalls(portico.context, {
 *   calls: [{ to: token, data: approveData }, { to: router, data: swapData }],
 * })
 */
export async function sendCalls(ctx: KitContext, parameters: SendCallsParameters): Promise<SendCallsResult> {
  validateCalls(parameters.calls)
  const { adapter, connection, address, network } = requireConnection(ctx, 'sendCalls')
  if (!adapter.sendCalls) throw new AdapterMethodNotSupportedError({ method: 'sendCalls', chainNamespace: adapter.namespace })
  const { review, ...batch } = parameters
  if (review) await requestCallsReview(ctx, batch.calls)
  try {
    return await adapter.sendCalls({ ...batch, connectorId: connection.connectorId, address, network })
  } catch (cause) {
    if (cause instanceof CallsNotSupportedError) throw cause
    throw actionErrorFromCause(cause)
  }
}
