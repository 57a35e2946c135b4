import { Hono } from 'hono'
import { isAddress } from 'viem'
import { accountApiPage, indexStatus } from '../../activity/historySources.ts'
import { defaultIndexedAddresses, watchAddress } from '../../activity/indexerAddresses.ts'
import { queryHistory } from '../../activity/queryHistory.ts'
import { parseChainId } from '../../chains/chains.ts'
import { UnknownChainError } from '../../chains/errors.ts'
import { BadRequestError } from '../../errors.ts'
import { projectScope } from '../projectScope.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/**
 * `GET /v1/account/{address}/history?cursor&chainId&limit` -> `{ data: HistoryItem[], next, unavailable?, indexing? }`:
 * for one chain with an account API, from that API; otherwise from the indexer's table. Chains whose
 * history no source answers are listed in `unavailable`; indexed chains' lag in `indexing`.
 */
export function historyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/v1/account/:address/history', projectScope(deps, { bucket: 'history' }), async (c) => {
    const address = c.req.param('address')
    if (!isAddress(address, { strict: false })) throw new BadRequestError(`Invalid EVM address "${address}"`)
    const raw = c.req.query('chainId')
    let chainId: number | undefined
    if (raw) {
      chainId = parseChainId(raw)
      if (!chainId || !deps.chains.some((chain) => chain.chainId === chainId)) throw new UnknownChainError({ chainId: raw })
    }
    const limitRaw = c.req.query('limit')
    const limit = limitRaw === undefined ? 20 : Number(limitRaw)
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new BadRequestError('limit must be a whole number from 1 to 100')
    const base = deps.publicUrl ?? new URL(c.req.url).origin
    const prices = new Map<number, Partial<Record<string, number>>>()
    for (const id of chainId ? [chainId] : deps.chains.map((chain) => chain.chainId)) {
      const keys = ['native' as const, ...deps.tokenLists.get(id).map((token) => token.address)]
      prices.set(id, await deps.prices.getUsdPrices(id, keys))
    }
    const render = {
      chains: deps.chains,
      tokens: (id: number) => deps.tokenLists.get(id),
      prices: (id: number, key: string) => prices.get(id)?.[key],
      iconUrl: (symbol: string) => `${base}/v1/token-icons/${encodeURIComponent(symbol)}.svg`,
    }
    const cursor = c.req.query('cursor') || undefined
    if (chainId !== undefined && deps.activityProviders[chainId]) {
      return c.json(await accountApiPage(deps.activityProviders, chainId, { address: address as `0x${string}`, cursor, limit }, render))
    }
    const asked = deps.chains.filter((chain) => chainId === undefined || chain.chainId === chainId)
    // From now on the built-in index keeps this address's transfers on chains it indexes only for those who asked.
    const watching = asked.filter((chain) => !deps.activityProviders[chain.chainId] && defaultIndexedAddresses(chain) === 'asked')
    await watchAddress(deps.db, watching.map((chain) => chain.chainId), address, deps.now())
    const status = await indexStatus(deps.db, asked, deps.activityProviders, (chain) => deps.chainHeads.get(chain))
    return c.json({ ...(await queryHistory(deps.db, { address, chainId, cursor, limit, ...render })), ...status })
  })
}
