import { type Context, Hono } from 'hono'
import { walletsQuery } from '@portico/core/contract'
import { NotFoundError } from '../../errors.ts'
import { badRequestFromZod } from '../../utils/badRequest.ts'
import { getWalletIcon, queryWallets, toWalletJson } from '../../wallets/queryWallets.ts'
import { publicCors } from '../cors.ts'
import { projectScope } from '../projectScope.ts'
import { rateLimit } from '../rateLimit.ts'
import { svgImage } from '../svgImage.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/** The registry's query (the contract's). */
export const walletsQuerySchema = walletsQuery

/**
 * `GET /getWallets` (also `GET /v1/wallets`): a page of wallets in registry order and the total
 * count; `GET /v1/wallet-images/<id>.svg`: a wallet's icon (public).
 */
export function walletsRoutes(deps: AppDeps) {
  const scope = projectScope(deps, { bucket: 'wallets' })
  const handler = async (c: Context<AppEnv>) => {
    const query = walletsQuerySchema.safeParse(c.req.query())
    if (!query.success) throw badRequestFromZod(query.error, 'query')
    const { rows, count } = await queryWallets(deps.db, query.data)
    const baseUrl = deps.publicUrl ?? new URL(c.req.url).origin
    return c.json({ data: rows.map((row) => toWalletJson(row, baseUrl)), count })
  }
  return new Hono<AppEnv>()
    .get('/getWallets', scope, handler)
    .get('/v1/wallets', scope, handler)
    .get('/v1/wallet-images/:file', publicCors(), rateLimit(deps, 'walletImages'), async (c) => {
      const file = c.req.param('file')
      const id = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : undefined
      const svg = id ? await getWalletIcon(deps.db, id) : undefined
      if (svg === undefined) throw new NotFoundError(`No wallet image "${file}"`)
      return svgImage(c, svg)
    })
}
