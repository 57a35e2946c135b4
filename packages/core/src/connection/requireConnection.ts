import type { AdapterNotFoundErrorType } from '../errors/adapter'
import { ChainNotSupportedError, type ChainNotSupportedErrorType } from '../networks/errors'
import { ConnectorNotFoundError, type ConnectorNotFoundErrorType } from './errors'
import type { CaipNetwork } from '../networks/types'
import { isUnsupportedNetwork } from '../networks/unsupportedNetwork'
import type { KitContext } from '../kit/context'
import { getAdapter } from '../kit/context'

/** What `requireConnection` throws: nothing connected, a network the app does not configure, no adapter. */
export type RequireConnectionErrorType = ConnectorNotFoundErrorType | ChainNotSupportedErrorType | AdapterNotFoundErrorType

/**
 * The active connection, its adapter and network, or a typed error when there is none to use
 * (`action` names what was asked in an AdapterNotFoundError).
 */
export function requireConnection(ctx: KitContext, action?: string) {
  const namespace = ctx.network.getState().activeNamespace
  const connection = ctx.connection.active(namespace)
  const address = connection?.accounts[0]
  if (!connection || !address) throw new ConnectorNotFoundError({ chainNamespace: namespace })
  const network = ctx.network.active(namespace)
  if (!network || isUnsupportedNetwork(network)) throw new ChainNotSupportedError({ chainId: network?.id })
  return { adapter: getAdapter(ctx, namespace, action), connection, address, network: network as CaipNetwork }
}
