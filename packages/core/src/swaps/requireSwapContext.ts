import { chainSupports } from '../kit/chainRules'
import { ServerNotConfiguredError, type ServerNotConfiguredErrorType, ServerRequestError, type ServerRequestErrorType } from '../server/errors'
import { SwapNetworkNotSupportedError, type SwapNetworkNotSupportedErrorType } from './errors'
import { requireConnection, type RequireConnectionErrorType } from '../connection/requireConnection'
import type { KitContext } from '../kit/context'
import { serverClient } from '../server/serverClient'

/** What `requireSwapContext` throws. */
export type RequireSwapContextErrorType = RequireConnectionErrorType | SwapNetworkNotSupportedErrorType | ServerNotConfiguredErrorType

/** What a swap's server call fails with, through `toSwapError`: the network refused, or the server's own error. */
export type SwapServerErrorType = SwapNetworkNotSupportedErrorType | ServerRequestErrorType

/**
 * What every swap action needs: the connection (account, network, adapter) and the server client.
 *
 * @throws {SwapNetworkNotSupportedError} on a namespace whose adapter does not declare `swaps` (all but eip155).
 * @throws {ServerNotConfiguredError} without a Portico server.
 */
export function requireSwapContext(ctx: KitContext) {
  const connection = requireConnection(ctx)
  if (!chainSupports(ctx, 'swaps', connection.network.chainNamespace)) throw new SwapNetworkNotSupportedError({ caipNetworkId: connection.network.caipNetworkId })
  const client = serverClient(ctx)
  if (!client) throw new ServerNotConfiguredError({ feature: 'Swaps' })
  return { ...connection, client }
}

/**
 * The server's "no swaps here" answers (a network outside the 12, or one it has no provider for)
 * as the spec's 'Network not supported for Swaps'; anything else unchanged.
 */
export function toSwapError(cause: unknown, caipNetworkId: string): unknown {
  if (cause instanceof ServerRequestError && (cause.code === 'swaps_network_not_supported' || cause.code === 'swap_provider_unavailable')) {
    return new SwapNetworkNotSupportedError({ caipNetworkId, cause })
  }
  return cause
}
