import { Hono } from 'hono'
import { type Address, getAddress } from 'viem'
import { swapAllowanceQuery, swapApproveBody, swapQuoteQuery, swapTransactionBody } from '@portico/core/contract'
import { type ChainConfig, parseChainId } from '../../chains/chains.ts'
import { UnknownChainError } from '../../chains/errors.ts'
import { BadRequestError } from '../../errors.ts'
import { SwapProviderUnavailableError, SwapsNetworkNotSupportedError } from '../../swaps/errors.ts'
import { getGasPrice } from '../../swaps/gasPrice.ts'
import { quoteToJson, transactionToJson } from '../../swaps/serializeSwap.ts'
import { isSwapNetwork } from '../../swaps/swapNetworks.ts'
import { resolveSwapToken, swapTokensOf } from '../../swaps/swapTokens.ts'
import type { SwapProvider, SwapToken } from '../../swaps/types.ts'
import { parseRequest as parse } from '../../utils/badRequest.ts'
import { projectScope } from '../projectScope.ts'
import { readJsonBody } from '../readJsonBody.ts'
import { requireFeature } from '../requireFeature.ts'
import type { AppDeps, AppEnv } from '../types.ts'

/** How long a built swap stays valid on chain (the router's `deadline`). */
export const swapDeadlineSeconds = 20 * 60

// The queries and bodies are the contract's; addresses are checksummed here.
const quoteQuery = swapQuoteQuery
const allowanceQuery = swapAllowanceQuery
const approveBody = swapApproveBody
const swapBody = swapTransactionBody

type SwapContext = { chain: ChainConfig; provider: SwapProvider; tokens: SwapToken[] }

/**
 * The swap endpoints (project-scoped, the project's `swaps` feature on, spec §7):
 * - `GET /v1/swap/tokens?chainId` → `{ chainId, tokens }`: what can be swapped (native + the token list), with USD prices and icons.
 * - `GET /v1/swap/quote?chainId&from&to&amount&slippage` → `{ quote }`.
 * - `GET /v1/swap/gas-price?chainId` → `{ chainId, gasPrice, maxFeePerGas, maxPriorityFeePerGas }` (wei).
 * - `GET /v1/swap/allowance?chainId&token&address` → `{ token, address, spender, allowance }`.
 * - `POST /v1/swap/approve-transaction` `{ chainId, token, address, amount }` → `{ transaction }`.
 * - `POST /v1/swap/transaction` `{ chainId, from, to, amount, address, recipient?, slippage?, withApproval? }` → `{ transaction, quote, approval? }`
 *   (`approval`: the `approve` to batch first, when `withApproval` and the allowance is short).
 *
 * A network outside spec §9's 12 (and the served devnet) answers 400 `swaps_network_not_supported`
 * ('Network not supported for Swaps'); one without a provider here, 503 `swap_provider_unavailable`.
 */
export function swapRoutes(deps: AppDeps) {
  const swaps = requireFeature('swaps')

  const swapContext = (raw: string | undefined): SwapContext => {
    const chainId = parseChainId(raw)
    if (!chainId) throw new UnknownChainError({ chainId: raw?.slice(0, 64) })
    const chain = deps.chains.find((candidate) => candidate.chainId === chainId)
    if (!isSwapNetwork(chain ?? { chainId, devnet: false })) throw new SwapsNetworkNotSupportedError({ chainId })
    if (!chain) throw new UnknownChainError({ chainId: raw })
    const provider = deps.swapProviders[chainId]
    if (!provider) throw new SwapProviderUnavailableError({ chainId, name: chain.name })
    return { chain, provider, tokens: swapTokensOf(chain, deps.tokenLists.get(chainId)) }
  }
  const pair = (context: SwapContext, from: string, to: string) => {
    const tokens = [resolveSwapToken(context.tokens, from, context.chain.chainId), resolveSwapToken(context.tokens, to, context.chain.chainId)] as const
    if (tokens[0].address === tokens[1].address) throw new BadRequestError('from and to must be different tokens')
    return tokens
  }
  const erc20 = (context: SwapContext, value: string): Address => {
    const resolved = resolveSwapToken(context.tokens, value, context.chain.chainId)
    if (resolved.address === 'native') throw new BadRequestError(`${resolved.symbol} is the native currency: it needs no approval`)
    return resolved.address
  }

  return new Hono<AppEnv>()
    .get('/v1/swap/tokens', projectScope(deps, { bucket: 'swapTokens' }), swaps, async (c) => {
      const context = swapContext(c.req.query('chainId'))
      const base = deps.publicUrl ?? new URL(c.req.url).origin
      const keys = context.tokens.map((entry) => entry.address)
      const prices = await deps.prices.getUsdPrices(context.chain.chainId, keys)
      return c.json({
        chainId: `eip155:${context.chain.chainId}`,
        tokens: context.tokens.map((entry) => ({
          ...entry,
          price: prices[entry.address] ?? 0,
          iconUrl: `${base}/v1/token-icons/${encodeURIComponent(entry.symbol)}.svg`,
        })),
      })
    })
    .get('/v1/swap/quote', projectScope(deps, { bucket: 'swapQuote' }), swaps, async (c) => {
      const context = swapContext(c.req.query('chainId'))
      const query = parse(quoteQuery, c.req.query(), 'query')
      const [from, to] = pair(context, query.from, query.to)
      const quote = await context.provider.quote({ from, to, amountIn: query.amount, slippage: query.slippage })
      return c.json({ chainId: `eip155:${context.chain.chainId}`, quote: quoteToJson(quote) })
    })
    .get('/v1/swap/gas-price', projectScope(deps, { bucket: 'swapGasPrice' }), swaps, async (c) => {
      const context = swapContext(c.req.query('chainId'))
      return c.json({ chainId: `eip155:${context.chain.chainId}`, ...(await getGasPrice(context.chain)) })
    })
    .get('/v1/swap/allowance', projectScope(deps, { bucket: 'swapAllowance' }), swaps, async (c) => {
      const context = swapContext(c.req.query('chainId'))
      const query = parse(allowanceQuery, c.req.query(), 'query')
      const resolved = resolveSwapToken(context.tokens, query.token, context.chain.chainId)
      if (resolved.address === 'native') return c.json({ token: 'native', address: getAddress(query.address), spender: null, allowance: null })
      const { spender, allowance } = await context.provider.allowance({ token: resolved.address, owner: getAddress(query.address) })
      return c.json({ token: resolved.address, address: getAddress(query.address), spender, allowance: allowance.toString() })
    })
    .post('/v1/swap/approve-transaction', projectScope(deps, { bucket: 'swapTransaction' }), swaps, async (c) => {
      const body = parse(approveBody, await readJsonBody(c, { limit: deps.bodyLimit }), 'body')
      const context = swapContext(String(body.chainId))
      const transaction = await context.provider.buildApprove({ token: erc20(context, body.token), owner: getAddress(body.address), amount: body.amount })
      return c.json({ transaction: transactionToJson(transaction, context.chain.chainId) })
    })
    .post('/v1/swap/transaction', projectScope(deps, { bucket: 'swapTransaction' }), swaps, async (c) => {
      const body = parse(swapBody, await readJsonBody(c, { limit: deps.bodyLimit }), 'body')
      const context = swapContext(String(body.chainId))
      const [from, to] = pair(context, body.from, body.to)
      const { transaction, quote, approval } = await context.provider.buildSwap({
        from,
        to,
        amountIn: body.amount,
        slippage: body.slippage,
        owner: getAddress(body.address),
        recipient: body.recipient === undefined ? undefined : getAddress(body.recipient),
        deadline: BigInt(Math.floor(deps.now() / 1000) + swapDeadlineSeconds),
        withApproval: body.withApproval,
      })
      return c.json({
        transaction: transactionToJson(transaction, context.chain.chainId),
        quote: quoteToJson(quote),
        ...(approval ? { approval: transactionToJson(approval, context.chain.chainId) } : {}),
      })
    })
}
