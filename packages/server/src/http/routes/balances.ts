import { Hono } from 'hono'
import { isAddress } from 'viem'
import { getBalances } from '../../balances/getBalances.ts'
import { parseChainId } from '../../chains/chains.ts'
import { UnknownChainError } from '../../chains/errors.ts'
import { BadRequestError } from '../../errors.ts'
import { createTokenIcons } from '../../tokens/tokenIcon.ts'
import { publicCors } from '../cors.ts'
import { projectScope } from '../projectScope.ts'
import { rateLimit } from '../rateLimit.ts'
import { svgImage } from '../svgImage.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/**
 * `GET /v1/account/{address}/balance?currency=usd&chainId=` -> `{ balances: TokenBalance[] }`
 * (native + listed ERC-20s held, read by multicall), and the token icons it links,
 * `GET /v1/token-icons/{symbol}.svg`.
 */
export function balancesRoutes(deps: AppDeps) {
  const tokenIcon = createTokenIcons()
  return new Hono<AppEnv>()
    .get('/v1/account/:address/balance', projectScope(deps, { bucket: 'balances' }), async (c) => {
      const address = c.req.param('address')
      if (!isAddress(address, { strict: false })) throw new BadRequestError(`Invalid EVM address "${address}"`)
      const currency = c.req.query('currency') ?? 'usd'
      if (currency.toLowerCase() !== 'usd') throw new BadRequestError(`Unsupported currency "${currency}": only usd`)
      const raw = c.req.query('chainId')
      const chainId = parseChainId(raw)
      const chain = deps.chains.find((candidate) => candidate.chainId === chainId)
      if (!chain) throw new UnknownChainError({ chainId: raw })
      const base = deps.publicUrl ?? new URL(c.req.url).origin
      const balances = await getBalances({
        chain,
        address,
        tokens: deps.tokenLists.get(chain.chainId),
        prices: deps.prices,
        iconUrl: (symbol) => `${base}/v1/token-icons/${encodeURIComponent(symbol)}.svg`,
      })
      return c.json({ balances })
    })
    // The path parameter arrives decoded once (by the router); decoding it again made `%25` a URIError (a 500).
    .get('/v1/token-icons/:file', publicCors(), rateLimit(deps, 'tokenIcons'), (c) => {
      const file = c.req.param('file')
      if (!file.endsWith('.svg')) throw new BadRequestError('Token icons are .svg')
      return svgImage(c, tokenIcon(file.slice(0, -4)))
    })
}
