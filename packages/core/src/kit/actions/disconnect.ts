import type { ChainNamespace } from '../../caip/types'
import { DisconnectError } from '../../errors/disconnect'
import { loginCacheStorageKeys } from '../../storage/loginCacheStorageKeys'
import { storageKeys } from '../../storage/storageKeys'
import { getAdapter, type KitContext } from '../context'

/** Storage the spec says goes away on disconnect (the login cache). */
const clearedOnDisconnect = [...loginCacheStorageKeys, storageKeys.connections] as const

export type DisconnectParameters = {
  /** Default: every namespace. */
  chainNamespace?: ChainNamespace | undefined
}

/**
 * Disconnects every connection of a namespace (default: all namespaces). Failures are collected
 * into one DisconnectError ('Failed to disconnect chains: …'); the local state is cleared anyway.
 */
export async function disconnect(ctx: KitContext, parameters: DisconnectParameters = {}) {
  const namespaces = parameters.chainNamespace ? [parameters.chainNamespace] : [...ctx.adapters.keys()]
  const reasons: unknown[] = []
  const failed: ChainNamespace[] = []
  await Promise.all(
    namespaces.flatMap((namespace) =>
      Object.keys(ctx.connection.get(namespace).connections).map(async (connectorId) => {
        try {
          await getAdapter(ctx, namespace).disconnect({ connectorId })
        } catch (error) {
          reasons.push(error)
          failed.push(namespace)
        } finally {
          ctx.connection.remove(namespace, connectorId)
        }
      }),
    ),
  )
  for (const key of clearedOnDisconnect) ctx.storage.remove(key)
  ctx.balance.clear()
  if (reasons.length) throw new DisconnectError({ reasons, chainNamespaces: failed })
}
