import type { ChainNamespace } from '../caip/types'
import { DisconnectFailedError } from './disconnectErrors'
import { loginCacheStorageKeys } from '../storage/loginCacheStorageKeys'
import { storageKeys } from '../storage/storageKeys'
import { getAdapter, type KitContext } from '../kit/context'
import { removeConnection } from './removeConnection'
import type { BaseErrorType } from '../errors/base'
import type { ErrorType } from '../errors/errorType'
import type { DisconnectFailedErrorType } from './disconnectErrors'

/** Storage the spec says goes away on disconnect (the login cache). */
const clearedOnDisconnect = [...loginCacheStorageKeys, storageKeys.connections] as const

export type DisconnectParameters = {
  /** Default: every namespace. */
  chainNamespace?: ChainNamespace | undefined
  /**
   * Disconnects only this wallet's connection (multi-wallet). The namespace's other connections stay;
   * when it was the active one, the most recently connected of them becomes active. A wallet that is
   * not connected is left alone.
   */
  connectorId?: string | undefined
}

export type DisconnectReturnType = void

/** What `disconnect` can throw (by `name`): one DisconnectFailedError listing every wallet's failure (the local state is cleared anyway). */
export type DisconnectErrorType =
  | DisconnectFailedErrorType
  | BaseErrorType
  | ErrorType

/**
 * Disconnects every connection of a namespace (default: all namespaces), or one wallet's
 * (`connectorId`). Failures are collected into one DisconnectFailedError ('Failed to disconnect chains:
 * …'); the local state is cleared anyway. The login cache is cleared once a namespace has no
 * connection left. A wallet start-up is still restoring is disconnected too: the restore ends it
 * when it answers (see start.ts) and last visit's connection is no longer shown meanwhile.
 */
export async function disconnect(ctx: KitContext, parameters: DisconnectParameters = {}) {
  const namespaces = parameters.chainNamespace ? [parameters.chainNamespace] : [...ctx.adapters.keys()]
  const reasons: unknown[] = []
  const failed: ChainNamespace[] = []
  const touched: ChainNamespace[] = []
  const disconnectOne = async (namespace: ChainNamespace, connectorId: string) => {
    try {
      await getAdapter(ctx, namespace).disconnect({ connectorId })
    } catch (error) {
      reasons.push(error)
      failed.push(namespace)
    } finally {
      removeConnection(ctx, namespace, connectorId)
    }
  }
  await Promise.all(
    namespaces.map(async (namespace) => {
      // Start-up may still be restoring this namespace: what it brings back for these wallets is ended, not shown.
      ctx.connection.cancelRestore(namespace, parameters.connectorId)
      const { connections, activeConnectorId } = ctx.connection.get(namespace)
      const ids = Object.keys(connections).filter((id) => parameters.connectorId === undefined || id === parameters.connectorId)
      if (ids.length) touched.push(namespace)
      // The active connection goes last, so none of the others takes over from it on the way.
      const others = ids.filter((id) => id !== activeConnectorId)
      await Promise.all(others.map((id) => disconnectOne(namespace, id)))
      if (activeConnectorId && ids.includes(activeConnectorId)) await disconnectOne(namespace, activeConnectorId)
    }),
  )
  const emptied = touched.some((namespace) => !Object.keys(ctx.connection.get(namespace).connections).length)
  if (parameters.connectorId === undefined || emptied) {
    for (const key of clearedOnDisconnect) ctx.storage.remove(key)
    ctx.balance.clear()
  }
  if (reasons.length) throw new DisconnectFailedError({ reasons, chainNamespaces: failed })
}
