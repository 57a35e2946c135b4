import { chainSupports } from '../kit/chainRules'
import { filterTokenBalances } from './filterTokenBalances'
import { AdapterMethodNotSupportedError } from '../errors/adapterMethod'
import { PORTFOLIO_CACHE_MS, TOKEN_BALANCE_RETRY_MS } from '../constants'
import { toDecimalString } from '../format/toDecimalString'
import type { CaipNetwork } from '../networks/types'
import { isUnsupportedNetwork } from '../networks/unsupportedNetwork'
import type { TokenBalance } from './types'
import type { KitContext } from '../kit/context'
import { setSend } from '../send/setSend'
import { getAdapter } from '../kit/context'
import { getLiveAccount } from '../connection/getAccount'
import { serverClient } from '../server/serverClient'
import type { ErrorType } from '../errors/errorType'

/** The toast of a failed token-balance fetch (spec §8); no retry for 30 s after it. */
function showTokenBalanceUnavailable(ctx: KitContext) {
  ctx.alerts.show({ variant: 'error', code: 'token_balance_unavailable', title: 'Token Balance Unavailable' })
}

export type FetchTokenBalancesParameters = {
  /** Fetch even when the cached balances are fresh (a failure still pauses for 30 s). */
  force?: boolean | undefined
}

export type FetchTokenBalancesReturnType = void

/** What `fetchTokenBalances` can throw: nothing of its own (a failure lands in the store and the `error` event). */
export type FetchTokenBalancesErrorType = ErrorType

/**
 * Fetches the active account's token balances (native + tokens, from the Portico server) into the
 * account store. Rules (spec §5, §8, §9): only on a supported network; tokens with zero decimals
 * and balances on other chains dropped; cached 30 s (`force` skips the cache); after a failure the
 * toast 'Token Balance Unavailable' and no new attempt for 30 s, forced or not. Without a server
 * the list is the native balance from the adapter. Nothing is fetched before the wallet has
 * confirmed the account. An adapter that cannot read balances on the network
 * (`AdapterMethodNotSupportedError`, e.g. a Bitcoin network without an indexer) leaves the list
 * empty, without the toast: there is nothing to retry.
 */
export async function fetchTokenBalances(ctx: KitContext, { force = false }: FetchTokenBalancesParameters = {}): Promise<void> {
  const { caipAddress, address, network } = getLiveAccount(ctx) ?? {}
  if (!caipAddress || !address || !network || isUnsupportedNetwork(network)) return
  const key = `tokenBalances:${caipAddress}`
  const inflight = ctx.inflight.get(key)
  if (inflight) return inflight
  const entry = ctx.account.getState().tokenBalances[caipAddress]
  const age = Date.now() - (entry?.updatedAt ?? 0)
  if (entry?.status === 'error' && age < TOKEN_BALANCE_RETRY_MS) return
  if (!force && entry?.status === 'success' && age < PORTFOLIO_CACHE_MS) return

  const set = (patch: Partial<{ balances: readonly TokenBalance[]; status: 'loading' | 'success' | 'error'; updatedAt: number }>) =>
    ctx.account.setState((state) => ({
      tokenBalances: {
        ...state.tokenBalances,
        [caipAddress]: { balances: [], status: 'idle', updatedAt: 0, ...state.tokenBalances[caipAddress], ...patch },
      },
    }))
  set({ status: 'loading' })
  const supported = ctx.network.getState().networks.map((n) => n.caipNetworkId)
  const request = loadBalances(ctx, address, network as CaipNetwork)
    .then(
      (balances) => {
        const shown = filterTokenBalances(balances, supported)
        set({ balances: shown, status: 'success', updatedAt: Date.now() })
        setSend(ctx.account, { tokenBalances: shown })
      },
      (error: Error) => {
        if (error instanceof AdapterMethodNotSupportedError) {
          set({ balances: [], status: 'success', updatedAt: Date.now() })
          return
        }
        set({ status: 'error', updatedAt: Date.now() })
        showTokenBalanceUnavailable(ctx)
        ctx.emitter.emit('error', { error, action: 'fetchTokenBalances' })
      },
    )
    .finally(() => ctx.inflight.delete(key))
  ctx.inflight.set(key, request)
  return request
}

async function loadBalances(ctx: KitContext, address: string, network: CaipNetwork): Promise<TokenBalance[]> {
  const client = serverClient(ctx)
  if (client && chainSupports(ctx, 'serverBalances', network.chainNamespace)) {
    return (await client.getBalances(address, { chainId: network.caipNetworkId })).balances
  }
  const adapter = getAdapter(ctx, network.chainNamespace, 'fetchTokenBalances')
  if (adapter.getTokenBalances) {
    const holdings = await adapter.getTokenBalances({ address, network })
    return holdings.map((holding) => ({
      name: holding.name,
      symbol: holding.symbol,
      chainId: network.caipNetworkId,
      // CAIP-10 address of the token (none for the native currency), as the server's balances have it.
      ...(holding.token ? { address: `${network.caipNetworkId}:${holding.token}` } : {}),
      value: 0,
      price: 0,
      quantity: { decimals: String(holding.decimals), numeric: toDecimalString(holding.value, holding.decimals) },
      iconUrl: holding.iconUrl ?? '',
    }))
  }
  const native = await adapter.getBalance({ address, network })
  return [
    {
      name: network.nativeCurrency.name,
      symbol: native.symbol,
      chainId: network.caipNetworkId,
      value: 0,
      price: 0,
      quantity: { decimals: String(native.decimals), numeric: toDecimalString(native.value, native.decimals) },
      iconUrl: '',
    },
  ]
}
