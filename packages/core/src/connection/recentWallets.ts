import { RECENT_WALLETS_MAX } from '../constants'
import { storageKeys } from '../storage/storageKeys'
import type { KitContext } from '../kit/context'
import type { ErrorType } from '../errors/errorType'

/** None: `getRecentWallets` takes the context only. */
export type GetRecentWalletsParameters = void

export type GetRecentWalletsReturnType = string[]

/** What `getRecentWallets` can throw: nothing of its own. */
export type GetRecentWalletsErrorType = ErrorType

/** Ids of the wallets used last, newest first (at most RECENT_WALLETS_MAX). */
export function getRecentWallets(ctx: KitContext): string[] {
  const ids = ctx.storage.get<unknown>(storageKeys.recentWallets)
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string').slice(0, RECENT_WALLETS_MAX) : []
}

export function rememberRecentWallet(ctx: KitContext, connectorId: string) {
  const ids = [connectorId, ...getRecentWallets(ctx).filter((id) => id !== connectorId)].slice(0, RECENT_WALLETS_MAX)
  ctx.storage.set(storageKeys.recentWallets, ids)
}
