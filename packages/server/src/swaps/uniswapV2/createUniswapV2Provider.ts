import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  ExecutionRevertedError,
  InsufficientFundsError,
  getAddress,
  http,
  isAddressEqual,
  type PublicClient,
  zeroAddress,
} from 'viem'
import type { ChainConfig } from '../../chains/chains.ts'
import { UpstreamUnavailableError } from '../../chains/errors.ts'
import { withGasHeadroom } from '../../chains/gasHeadroom.ts'
import { SwapApprovalRequiredError, SwapNoRouteError } from '../errors.ts'
import type { SwapProvider, SwapQuote, SwapQuoteRequest, SwapToken, SwapTransaction } from '../types.ts'
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from './abi.ts'
import { feeOf, getAmountOutAlong, type Hop, minimumReceivedOf, priceImpactOf } from './math.ts'

export type UniswapV2ProviderParameters = {
  chain: Pick<ChainConfig, 'chainId' | 'rpcUrl' | 'multicall3'>
  /** UniswapV2Router02. */
  router: Address
  /** UniswapV2Factory (the router's). */
  factory: Address
  /** The wrapped native token the router trades the native currency as (WETH9). */
  weth: Address
  /** Per-call time limit on the chain's RPC; default 10 s. */
  timeoutMs?: number | undefined
  /** Default: a client on `chain.rpcUrl`. */
  client?: PublicClient | undefined
}

type Route = { path: Address[]; hops: Hop[]; amountOut: bigint }

/**
 * A {@link SwapProvider} on a Uniswap v2 deployment (the devnet's, or any chain's Router02 with its
 * factory and WETH): quotes are Router02's `getAmountsOut` on the better of the direct pool and the
 * route through WETH; the price impact comes from the pools' reserves; the fee is the pools' 0.3 %
 * per hop. Swaps are exact-input `swapExact{ETHForTokens,TokensForETH,TokensForTokens}` with the
 * slippage as `amountOutMin`.
 */
export function createUniswapV2Provider(parameters: UniswapV2ProviderParameters): SwapProvider {
  const { chain, router, factory, weth } = parameters
  const client =
    parameters.client ??
    (createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: parameters.timeoutMs ?? 10_000 }) }) as PublicClient)
  const onChain = (token: SwapToken): Address => (token.address === 'native' ? weth : token.address)
  const upstream = (cause: unknown) => new UpstreamUnavailableError({ chainId: chain.chainId, cause })

  /** The pools that could carry the trade: direct, and through WETH. */
  async function findRoutes(tokenIn: Address, tokenOut: Address, amountIn: bigint): Promise<Route[]> {
    const candidates: Address[][] = [[tokenIn, tokenOut]]
    if (!isAddressEqual(tokenIn, weth) && !isAddressEqual(tokenOut, weth)) candidates.push([tokenIn, weth, tokenOut])
    const legs = [...new Map(candidates.flatMap((path) => path.slice(1).map((to, i) => [legKey(path[i]!, to), [path[i]!, to] as const]))).values()]

    // Neither the factory's getPair nor an existing pair's reads revert: any failure is the chain's (or a misconfigured address).
    let pairs: readonly Address[]
    try {
      pairs = await client.multicall({
        multicallAddress: chain.multicall3,
        allowFailure: false,
        contracts: legs.map(([a, b]) => ({ address: factory, abi: uniswapV2FactoryAbi, functionName: 'getPair', args: [a, b] }) as const),
      })
    } catch (cause) {
      throw upstream(cause)
    }
    const pairOf = new Map<string, Address>()
    legs.forEach(([a, b], index) => {
      const pair = pairs[index]
      if (pair && !isAddressEqual(pair, zeroAddress)) pairOf.set(legKey(a, b), getAddress(pair))
    })
    const usable = candidates.filter((path) => path.slice(1).every((to, i) => pairOf.has(legKey(path[i]!, to))))
    if (usable.length === 0) return []

    const pairAddresses = [...new Set(usable.flatMap((path) => path.slice(1).map((to, i) => pairOf.get(legKey(path[i]!, to))!)))]
    let reads: readonly unknown[]
    try {
      reads = await client.multicall({
        multicallAddress: chain.multicall3,
        allowFailure: false,
        contracts: pairAddresses.flatMap((address) => [
          { address, abi: uniswapV2PairAbi, functionName: 'getReserves' } as const,
          { address, abi: uniswapV2PairAbi, functionName: 'token0' } as const,
        ]),
      })
    } catch (cause) {
      throw upstream(cause)
    }
    const pools = new Map<Address, { token0: Address; reserve0: bigint; reserve1: bigint }>()
    pairAddresses.forEach((address, index) => {
      const [reserve0, reserve1] = reads[index * 2] as readonly [bigint, bigint, number]
      pools.set(address, { token0: getAddress(reads[index * 2 + 1] as Address), reserve0, reserve1 })
    })

    return usable.flatMap((path) => {
      const hops: Hop[] = []
      for (let i = 0; i < path.length - 1; i++) {
        const pool = pools.get(pairOf.get(legKey(path[i]!, path[i + 1]!))!)
        if (!pool) return []
        const inIsToken0 = isAddressEqual(pool.token0, path[i]!)
        hops.push(inIsToken0 ? { reserveIn: pool.reserve0, reserveOut: pool.reserve1 } : { reserveIn: pool.reserve1, reserveOut: pool.reserve0 })
      }
      return [{ path, hops, amountOut: getAmountOutAlong(amountIn, hops) }]
    })
  }

  async function quote(request: SwapQuoteRequest): Promise<SwapQuote> {
    const tokenIn = onChain(request.from)
    const tokenOut = onChain(request.to)
    if (isAddressEqual(tokenIn, tokenOut)) throw new SwapNoRouteError(`${request.from.symbol} and ${request.to.symbol} are the same token on this chain`)
    const routes = await findRoutes(tokenIn, tokenOut, request.amountIn)
    const best = routes.reduce<Route | undefined>((a, b) => (a && a.amountOut >= b.amountOut ? a : b), undefined)
    if (!best || best.amountOut === 0n) throw new SwapNoRouteError(`No pool can swap ${request.from.symbol} for ${request.to.symbol} in this amount`)

    // The router has the last word on the output (the reserves above are the same block's, barring a race).
    let amounts: readonly bigint[]
    try {
      amounts = await client.readContract({ address: router, abi: uniswapV2RouterAbi, functionName: 'getAmountsOut', args: [request.amountIn, best.path] })
    } catch (cause) {
      if (cause instanceof BaseError && cause.walk((e) => e instanceof ContractFunctionRevertedError)) {
        throw new SwapNoRouteError(`The router cannot swap ${request.from.symbol} for ${request.to.symbol} in this amount`, { cause })
      }
      throw upstream(cause)
    }
    const amountOut = amounts.at(-1) ?? 0n
    if (amountOut === 0n) throw new SwapNoRouteError(`The amount of ${request.from.symbol} is too small to swap`)
    return {
      provider: 'uniswap-v2',
      from: { ...request.from, amount: request.amountIn },
      to: { ...request.to, amount: amountOut },
      path: best.path,
      priceImpact: priceImpactOf(request.amountIn, amountOut, best.hops),
      fee: feeOf(request.amountIn, best.hops.length),
      slippage: request.slippage,
      minimumReceived: minimumReceivedOf(amountOut, request.slippage),
      spender: request.from.address === 'native' ? null : router,
    }
  }

  /**
   * A gas limit for `transaction`: the node's estimate plus half, at least 60,000 more. The estimate
   * runs in the latest block, where a pool's price accumulators were already written this second;
   * mined in the next block the swap writes them again (two cold stores, ~45,000 gas), and an exact
   * estimate runs out of gas. Undefined when the estimate reverts (the wallet will say why).
   */
  async function gasFor(transaction: SwapTransaction): Promise<bigint | undefined> {
    try {
      const estimate = await client.estimateGas({ account: transaction.from, to: transaction.to, data: transaction.data, value: transaction.value })
      const padded = withGasHeadroom(estimate)
      return padded > estimate + 60_000n ? padded : estimate + 60_000n
    } catch (cause) {
      if (cause instanceof BaseError && cause.walk((e) => e instanceof ExecutionRevertedError || e instanceof ContractFunctionRevertedError)) return undefined
      if (cause instanceof BaseError && cause.walk((e) => e instanceof InsufficientFundsError)) return undefined
      throw upstream(cause)
    }
  }

  const approveData = (amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, amount] })

  async function allowance({ token, owner }: { token: Address; owner: Address }) {
    try {
      const value = await client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, router] })
      return { spender: router, allowance: value }
    } catch (cause) {
      throw upstream(cause)
    }
  }

  return {
    name: 'uniswap-v2',
    quote,
    allowance,
    async buildApprove({ token, owner, amount }) {
      const transaction: SwapTransaction = { from: owner, to: token, value: 0n, data: approveData(amount) }
      return { ...transaction, gas: await gasFor(transaction) }
    },
    async buildSwap(request) {
      const [built, allowed] = await Promise.all([
        quote(request),
        request.from.address === 'native' ? undefined : allowance({ token: request.from.address, owner: request.owner }),
      ])
      const short = allowed !== undefined && allowed.allowance < request.amountIn
      if (short && !request.withApproval) {
        throw new SwapApprovalRequiredError({ spender: allowed.spender, allowance: allowed.allowance, amount: request.amountIn })
      }
      const recipient = request.recipient ?? request.owner
      const path = [...built.path]
      const data =
        request.from.address === 'native'
          ? encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'swapExactETHForTokens', args: [built.minimumReceived, path, recipient, request.deadline] })
          : request.to.address === 'native'
            ? encodeFunctionData({
                abi: uniswapV2RouterAbi,
                functionName: 'swapExactTokensForETH',
                args: [request.amountIn, built.minimumReceived, path, recipient, request.deadline],
              })
            : encodeFunctionData({
                abi: uniswapV2RouterAbi,
                functionName: 'swapExactTokensForTokens',
                args: [request.amountIn, built.minimumReceived, path, recipient, request.deadline],
              })
      const transaction: SwapTransaction = { from: request.owner, to: router, data, value: request.from.address === 'native' ? request.amountIn : 0n }
      // Batched after its approval: estimated alone it would revert, so the wallet estimates the batch.
      if (short && request.from.address !== 'native') {
        const approval: SwapTransaction = { from: request.owner, to: request.from.address, value: 0n, data: approveData(request.amountIn) }
        return { transaction, quote: built, approval }
      }
      return { transaction: { ...transaction, gas: await gasFor(transaction) }, quote: built }
    },
  }
}

function legKey(a: Address, b: Address): string {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()].sort()
  return `${x}:${y}`
}
