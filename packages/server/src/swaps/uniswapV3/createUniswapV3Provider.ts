import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  encodeFunctionData,
  encodePacked,
  erc20Abi,
  ExecutionRevertedError,
  type Hex,
  http,
  InsufficientFundsError,
  isAddressEqual,
  type PublicClient,
} from 'viem'
import type { ChainConfig } from '../../chains/chains.ts'
import { UpstreamUnavailableError } from '../../chains/errors.ts'
import { withGasHeadroom } from '../../chains/gasHeadroom.ts'
import { SwapApprovalRequiredError, SwapNoRouteError } from '../errors.ts'
import type { SwapProvider, SwapQuote, SwapQuoteRequest, SwapToken, SwapTransaction } from '../types.ts'
import { minimumReceivedOf } from '../uniswapV2/math.ts'
import { quoterV2Abi, swapRouter02Abi } from './abi.ts'
import type { UniswapV3Deployment } from './deployments.ts'

export type UniswapV3ProviderParameters = UniswapV3Deployment & {
  chain: Pick<ChainConfig, 'chainId' | 'rpcUrl' | 'multicall3'>
  /** Fee tiers tried, in hundredths of a basis point (default 100, 500, 3000, 10000). */
  feeTiers?: readonly number[] | undefined
  timeoutMs?: number | undefined
  client?: PublicClient | undefined
}

type Route = { path: Address[]; fees: number[]; amountOut: bigint }

/** SwapRouter02's stand-in recipient for "the router itself" (its `Constants.ADDRESS_THIS`). */
const routerItself: Address = '0x0000000000000000000000000000000000000002'

/**
 * A {@link SwapProvider} on Uniswap v3 (QuoterV2 and SwapRouter02 at a chain's addresses, see
 * `uniswapV3Deployments`): every fee tier of the direct pool and of the route through the wrapped
 * native token is quoted in one multicall, the best output wins. No pool that can fill the trade is
 * 400 `swap_no_route` saying so; an unreadable chain is 503 `upstream_unavailable`. The price impact
 * is the quote's rate against one for 1/10,000 of the amount on the same route (fees cancel out);
 * the fee is the route's pool fees. Swaps are SwapRouter02 exact-input calls with the slippage as
 * `amountOutMinimum`, inside its deadline `multicall` (native out: to the router, then unwrapped to the recipient).
 */
export function createUniswapV3Provider(parameters: UniswapV3ProviderParameters): SwapProvider {
  const { chain, quoterV2, swapRouter02: router, weth } = parameters
  const feeTiers = parameters.feeTiers ?? [100, 500, 3000, 10000]
  const client =
    parameters.client ??
    (createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: parameters.timeoutMs ?? 10_000 }) }) as PublicClient)
  const onChain = (token: SwapToken): Address => (token.address === 'native' ? weth : token.address)
  const upstream = (cause: unknown) => new UpstreamUnavailableError({ chainId: chain.chainId, cause })
  const encodePath = (route: Pick<Route, 'path' | 'fees'>): Hex =>
    encodePacked(
      route.path.flatMap((_, i) => (i < route.fees.length ? ['address', 'uint24'] : ['address'])),
      route.path.flatMap((token, i) => (i < route.fees.length ? [token, route.fees[i]!] : [token])),
    )

  /** Outputs of every candidate route for `amountIn` (routes whose pools do not exist or cannot fill it are left out). */
  async function quoteRoutes(candidates: Pick<Route, 'path' | 'fees'>[], amountIn: bigint): Promise<Route[]> {
    let results: readonly { status: 'success' | 'failure'; result?: unknown; error?: unknown }[]
    try {
      results = await client.multicall({
        multicallAddress: chain.multicall3,
        allowFailure: true,
        contracts: candidates.map((route) =>
          route.fees.length === 1
            ? ({
                address: quoterV2,
                abi: quoterV2Abi,
                functionName: 'quoteExactInputSingle',
                args: [{ tokenIn: route.path[0]!, tokenOut: route.path[1]!, amountIn, fee: route.fees[0]!, sqrtPriceLimitX96: 0n }],
              } as const)
            : ({ address: quoterV2, abi: quoterV2Abi, functionName: 'quoteExactInput', args: [encodePath(route), amountIn] } as const),
        ),
      })
    } catch (cause) {
      throw upstream(cause)
    }
    // A quote for a pool that does not exist (or cannot fill the amount) reverts; anything else failing is the chain
    // (viem reports an unreachable RPC as every call failing).
    const outage = results.find((result) => result.status === 'failure' && !isRevert(result.error))
    if (outage) throw upstream(outage.error)
    return candidates.flatMap((route, index) => {
      const result = results[index]
      if (result?.status !== 'success') return []
      const amountOut = (result.result as readonly [bigint, ...unknown[]])[0]
      return amountOut > 0n ? [{ ...route, amountOut }] : []
    })
  }

  async function quote(request: SwapQuoteRequest): Promise<SwapQuote & { route: Route }> {
    const tokenIn = onChain(request.from)
    const tokenOut = onChain(request.to)
    if (isAddressEqual(tokenIn, tokenOut)) throw new SwapNoRouteError(`${request.from.symbol} and ${request.to.symbol} are the same token on this chain`)
    const candidates: Pick<Route, 'path' | 'fees'>[] = feeTiers.map((fee) => ({ path: [tokenIn, tokenOut], fees: [fee] }))
    if (!isAddressEqual(tokenIn, weth) && !isAddressEqual(tokenOut, weth)) {
      for (const first of feeTiers) for (const second of feeTiers) candidates.push({ path: [tokenIn, weth, tokenOut], fees: [first, second] })
    }
    const routes = await quoteRoutes(candidates, request.amountIn)
    const best = routes.reduce<Route | undefined>((a, b) => (a && a.amountOut >= b.amountOut ? a : b), undefined)
    if (!best) {
      throw new SwapNoRouteError(`No Uniswap v3 pool can swap ${request.from.symbol} for ${request.to.symbol} in this amount`, {
        details: { provider: 'uniswap-v3', reason: 'no_pool_fills_the_trade' },
      })
    }
    const small = request.amountIn / 10_000n > 0n ? request.amountIn / 10_000n : 1n
    const [reference] = await quoteRoutes([best], small)
    // Rate of the trade against the rate of a trade 1/10,000 its size, on the same pools.
    const priceImpact = reference ? Math.max(0, 1 - Number((best.amountOut * small * 1_000_000n) / (reference.amountOut * request.amountIn)) / 1_000_000) * 100 : 0
    const keep = best.fees.reduce((product, fee) => (product * (1_000_000n - BigInt(fee))) / 1_000_000n, 1_000_000n)
    const feeAmount = (request.amountIn * (1_000_000n - keep)) / 1_000_000n
    return {
      provider: 'uniswap-v3',
      from: { ...request.from, amount: request.amountIn },
      to: { ...request.to, amount: best.amountOut },
      path: best.path,
      priceImpact,
      fee: { amount: feeAmount, percent: Number(1_000_000n - keep) / 10_000 },
      slippage: request.slippage,
      minimumReceived: minimumReceivedOf(best.amountOut, request.slippage),
      spender: request.from.address === 'native' ? null : router,
      route: best,
    }
  }

  async function gasFor(transaction: SwapTransaction): Promise<bigint | undefined> {
    try {
      const estimate = await client.estimateGas({ account: transaction.from, to: transaction.to, data: transaction.data, value: transaction.value })
      return withGasHeadroom(estimate)
    } catch (cause) {
      if (cause instanceof BaseError && cause.walk((e) => e instanceof ExecutionRevertedError || e instanceof ContractFunctionRevertedError || e instanceof InsufficientFundsError)) return undefined
      throw upstream(cause)
    }
  }

  const approveData = (amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, amount] })

  async function allowance({ token, owner }: { token: Address; owner: Address }) {
    try {
      return { spender: router, allowance: await client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, router] }) }
    } catch (cause) {
      throw upstream(cause)
    }
  }

  return {
    name: 'uniswap-v3',
    async quote(request) {
      const { route: _route, ...answer } = await quote(request)
      return answer
    },
    allowance,
    async buildApprove({ token, owner, amount }) {
      const transaction: SwapTransaction = { from: owner, to: token, value: 0n, data: approveData(amount) }
      return { ...transaction, gas: await gasFor(transaction) }
    },
    async buildSwap(request) {
      const [{ route, ...built }, allowed] = await Promise.all([
        quote(request),
        request.from.address === 'native' ? undefined : allowance({ token: request.from.address, owner: request.owner }),
      ])
      const short = allowed !== undefined && allowed.allowance < request.amountIn
      if (short && !request.withApproval) throw new SwapApprovalRequiredError({ spender: allowed.spender, allowance: allowed.allowance, amount: request.amountIn })
      const recipient = request.recipient ?? request.owner
      const nativeOut = request.to.address === 'native'
      const swapTo = nativeOut ? routerItself : recipient
      const swap =
        route.fees.length === 1
          ? encodeFunctionData({
              abi: swapRouter02Abi,
              functionName: 'exactInputSingle',
              args: [{ tokenIn: route.path[0]!, tokenOut: route.path[1]!, fee: route.fees[0]!, recipient: swapTo, amountIn: request.amountIn, amountOutMinimum: built.minimumReceived, sqrtPriceLimitX96: 0n }],
            })
          : encodeFunctionData({
              abi: swapRouter02Abi,
              functionName: 'exactInput',
              args: [{ path: encodePath(route), recipient: swapTo, amountIn: request.amountIn, amountOutMinimum: built.minimumReceived }],
            })
      const calls = nativeOut ? [swap, encodeFunctionData({ abi: swapRouter02Abi, functionName: 'unwrapWETH9', args: [built.minimumReceived, recipient] })] : [swap]
      const data = encodeFunctionData({ abi: swapRouter02Abi, functionName: 'multicall', args: [request.deadline, calls] })
      const transaction: SwapTransaction = { from: request.owner, to: router, data, value: request.from.address === 'native' ? request.amountIn : 0n }
      if (short && request.from.address !== 'native') {
        return { transaction, quote: built, approval: { from: request.owner, to: request.from.address, value: 0n, data: approveData(request.amountIn) } }
      }
      return { transaction: { ...transaction, gas: await gasFor(transaction) }, quote: built }
    },
  }
}

function isRevert(error: unknown): boolean {
  return error instanceof BaseError && error.walk((cause) => cause instanceof ContractFunctionRevertedError || cause instanceof ExecutionRevertedError) !== null
}
