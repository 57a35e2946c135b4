import { actionErrorFromCause } from '../errors/actionErrorFromCause'
import type { KitContext } from '../kit/context'
import { requireConnection } from '../connection/requireConnection'
import type { WalletCapabilities } from './types'

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
