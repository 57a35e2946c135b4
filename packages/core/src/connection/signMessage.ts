import { actionErrorFromCause } from '../errors/actionErrorFromCause'
import type { KitContext } from '../kit/context'
import { requireConnection } from './requireConnection'

export type SignMessageParameters = {
  /** The text to sign. */
  message: string
}

/** Asks the connected wallet to sign a text message (personal_sign on eip155). Returns the signature. */
export async function signMessage(ctx: KitContext, parameters: SignMessageParameters): Promise<string> {
  const { adapter, connection, address } = requireConnection(ctx, 'signMessage')
  try {
    return await adapter.signMessage({ connectorId: connection.connectorId, address, message: parameters.message })
  } catch (cause) {
    throw actionErrorFromCause(cause)
  }
}
