import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { NotFoundError } from '../../errors.ts'
import { badRequestFromZod } from '../../utils/badRequest.ts'
import { getWalletIcon, queryWallets, toWalletJson } from '../../wallets/queryWallets.ts'
import { publicCors } from '../cors.ts'
import { projectScope } from '../projectScope.ts'
import { rateLimit } from '../rateLimit.ts'
import { svgImage } from '../svgImage.ts'
import type { AppDeps, AppEnv } from '../types.ts'

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

/** A comma-separated list (`a,b,c`); empty items are ignored, an empty list is no filter. */
const list = (itemMax: number) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((value) => value?.split(',').map((item) => item.trim()).filter(Boolean))
      .pipe(z.array(z.string().max(itemMax)).max(200, 'At most 200 items').optional()),
  )

export const walletsQuerySchema = z.object({
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  entries: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(40)),
  search: z.preprocess(emptyToUndefined, z.string().max(100).optional()),
  include: list(100),
  exclude: list(100),
  rdns: list(255),
  chains: list(100),
})

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
