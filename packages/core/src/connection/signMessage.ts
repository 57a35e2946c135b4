import { actionErrorFromCause } from '../errors/actionErrorFromCause'
import type { KitContext } from '../kit/context'
import { requireConnection } from './requireConnection'
import type { RequireConnectionErrorType } from './requireConnection'
import type { ActionErrorFromCauseErrorType } from '../errors/actionErrorFromCause'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'

export type SignMessageParameters = {
  /** The text to sign. */
  message: string
}

/** The signature. */
export type SignMessageReturnType = string

/** What `signMessage` can throw (by `name`): nothing connected or an unconfigured network, or the wallet's answer typed (4001 → UserRejectedRequestError…). */
export type SignMessageErrorType =
  | RequireConnectionErrorType
  | ActionErrorFromCauseErrorType
  | BaseErrorType
  | ErrorType

/** Asks the connected wallet to sign a text message (personal_sign on eip155). Returns the signature. */
export async function signMessage(ctx: KitContext, parameters: SignMessageParameters): Promise<string> {
  const { adapter, connection, address } = requireConnection(ctx, 'signMessage')
  try {
    return await adapter.signMessage({ connectorId: connection.connectorId, address, message: parameters.message })
  } catch (cause) {
    throw actionErrorFromCause(cause)
  }
}
