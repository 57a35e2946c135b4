import { walletErrorFromCause } from '../../errors'
import type { KitContext } from '../context'
import { requireConnection } from './requireConnection'

/** Asks the connected wallet to sign a text message (personal_sign on eip155). Returns the signature. */
export async function signMessage(ctx: KitContext, parameters: { message: string }): Promise<string> {
  const { adapter, connection, address } = requireConnection(ctx)
  try {
    return await adapter.signMessage({ connectorId: connection.connectorId, address, message: parameters.message })
  } catch (cause) {
    throw walletErrorFromCause(cause)
  }
}
