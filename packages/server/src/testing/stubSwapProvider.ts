import { type Address, encodeFunctionData, erc20Abi, toHex } from 'viem'
import { SwapApprovalRequiredError, SwapNoRouteError } from '../swaps/errors.ts'
import type { SwapProvider, SwapQuote, SwapQuoteRequest } from '../swaps/types.ts'
import { minimumReceivedOf } from '../swaps/uniswapV2/math.ts'

/** Where the stub says its (non-existent) aggregator contract is. */
export const stubAggregatorAddress: Address = '0x00000000000000000000000000000000000a99e6'

export type StubSwapProviderParameters = {
  /** USD price per token symbol: quotes convert at these, less `feePercent`. */
  prices: Readonly<Record<string, number>>
  feePercent?: number
  /** What `allowance` answers (and `buildSwap` checks): default unlimited. */
  allowance?: bigint
}

/**
 * **A stub, for tests only**: stands in for a mainnet swap aggregator, which cannot be reached from
 * here, so the swap routes can be exercised on a mainnet chain id through the same `SwapProvider`
 * interface as the devnet's Uniswap v2. It quotes at fixed prices and builds transactions to a
 * contract that does not exist. Never a default: nothing outside `src/testing` uses it.
 */
export function createStubSwapProvider({ prices, feePercent = 0.5, allowance = 2n ** 256n - 1n }: StubSwapProviderParameters): SwapProvider {
  const quote = async (request: SwapQuoteRequest): Promise<SwapQuote> => {
    const [priceIn, priceOut] = [prices[request.from.symbol], prices[request.to.symbol]]
    if (!priceIn || !priceOut) throw new SwapNoRouteError(`The stub has no price for ${request.from.symbol} or ${request.to.symbol}`)
    const scale = 1_000_000n
    const rate = BigInt(Math.round((priceIn / priceOut) * (1 - feePercent / 100) * 1_000_000))
    const amountOut = (request.amountIn * rate * 10n ** BigInt(request.to.decimals)) / (scale * 10n ** BigInt(request.from.decimals))
    const fee = (request.amountIn * BigInt(Math.round(feePercent * 10_000))) / 1_000_000n
    return {
      provider: 'stub-aggregator',
      from: { ...request.from, amount: request.amountIn },
      to: { ...request.to, amount: amountOut },
      path: [],
      priceImpact: 0,
      fee: { amount: fee, percent: feePercent },
      slippage: request.slippage,
      minimumReceived: minimumReceivedOf(amountOut, request.slippage),
      spender: request.from.address === 'native' ? null : stubAggregatorAddress,
    }
  }
  return {
    name: 'stub-aggregator',
    quote,
    allowance: async () => ({ spender: stubAggregatorAddress, allowance }),
    buildApprove: async ({ token, owner, amount }) => ({
      from: owner,
      to: token,
      value: 0n,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [stubAggregatorAddress, amount] }),
    }),
    async buildSwap(request) {
      if (request.from.address !== 'native' && allowance < request.amountIn) {
        throw new SwapApprovalRequiredError({ spender: stubAggregatorAddress, allowance, amount: request.amountIn })
      }
      const built = await quote(request)
      return {
        transaction: { from: request.owner, to: stubAggregatorAddress, data: toHex('stub swap'), value: request.from.address === 'native' ? request.amountIn : 0n },
        quote: built,
      }
    },
  }
}
