import { actionErrorFromCause } from '../errors/actionErrorFromCause'
import type { KitContext } from '../kit/context'
import { requireConnection } from '../connection/requireConnection'
import type { WalletCapabilities } from './types'
import type { RequireConnectionErrorType } from '../connection/requireConnection'
import type { ActionErrorFromCauseErrorType } from '../errors/actionErrorFromCause'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'

/** None: `getCapabilities` takes the context only. */
export type GetCapabilitiesParameters = void

export type GetCapabilitiesReturnType = WalletCapabilities

/** What `getCapabilities` can throw (by `name`). */
export type GetCapabilitiesErrorType =
  | RequireConnectionErrorType
  | ActionErrorFromCauseErrorType
  | BaseErrorType
  | ErrorType

/**
 * What the connected wallet can do on the active network (EIP-5792 `wallet_getCapabilities`), e.g.
 * `{ atomic: { status: 'supported' }, paymasterService: { supported: true } }`. A wallet that does not
 * support EIP-5792, or an adapter without it, answers `{}`: `sendCalls` still works, one transaction
 * per call.
 */
export async function getCapabilities(ctx: KitContext): Promise<WalletCapabilities> {
  const { adapter, connection, address, network } = requireConnection(ctx, 'getCapabilities')
  if (!adapter.getCapabilities) return {}
  try {
    return await adapter.getCapabilities({ connectorId: connection.connectorId, address, network })
  } catch (cause) {
    throw actionErrorFromCause(cause)
  }
}
