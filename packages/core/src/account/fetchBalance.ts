import { NATIVE_BALANCE_CACHE_MS, TOKEN_BALANCE_RETRY_MS } from '../constants'
import { isUnsupportedNetwork } from '../networks/unsupportedNetwork'
import { getAdapter, type KitContext } from '../kit/context'
import { getLiveAccount } from '../connection/getAccount'
import type { ErrorType } from '../errors/errorType'

export type FetchBalanceParameters = {
  /** Fetch even when the cached balance is fresh. */
  force?: boolean | undefined
}

export type FetchBalanceReturnType = void

/** What `fetchBalance` can throw: nothing of its own (a failure lands in the store and the `error` event). */
export type FetchBalanceErrorType = ErrorType

/**
 * Fetches the active account's native balance into the balance store.
 * Cached 30 s; after a failure no new attempt for 30 s; only on supported networks, and only
 * once the wallet has confirmed the account.
 */
export async function fetchBalance(ctx: KitContext, parameters: FetchBalanceParameters = {}): Promise<void> {
  const { network, caipAddress, address } = getLiveAccount(ctx) ?? {}
  if (!caipAddress || !address || !network || isUnsupportedNetwork(network)) return
  const entry = ctx.balance.get(caipAddress)
  const age = Date.now() - (entry?.updatedAt ?? 0)
  const inflight = ctx.inflight.get(caipAddress)
  if (inflight) return inflight
  if (!parameters.force && entry?.status === 'success' && age < NATIVE_BALANCE_CACHE_MS) return
  if (entry?.status === 'error' && age < TOKEN_BALANCE_RETRY_MS) return

  ctx.balance.set(caipAddress, { status: 'loading' })
  const request = getAdapter(ctx, network.chainNamespace)
    .getBalance({ address, network })
    .then(
      (balance) => ctx.balance.set(caipAddress, { balance, status: 'success', updatedAt: Date.now() }),
      (error: Error) => {
        ctx.balance.set(caipAddress, { status: 'error', updatedAt: Date.now() })
        ctx.emitter.emit('error', { error, action: 'fetchBalance' })
      },
    )
    .finally(() => ctx.inflight.delete(caipAddress))
  ctx.inflight.set(caipAddress, request)
  return request
}
