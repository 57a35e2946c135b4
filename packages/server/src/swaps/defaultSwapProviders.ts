import type { ChainConfig } from '../chains/chains.ts'
import type { SwapProvider } from './types.ts'
import { createUniswapV2Provider } from './uniswapV2/createUniswapV2Provider.ts'
import { devnetUniswapV2 } from './uniswapV2/deployments.ts'

/** Swap providers by chain id. */
export type SwapProviders = Readonly<Record<number, SwapProvider>>

/**
 * The providers a server has unless told otherwise: Uniswap v2 on every devnet chain it serves (the
 * AMM `@portico/devnet` deploys). The 12 mainnet swap networks have none by default; an operator
 * adds one per chain (an aggregator client, or `createUniswapV2Provider` on a chain's Router02) with
 * `createApp({ swapProviders })` / `startServer({ swapProviders })`. Without one, swap calls on that
 * chain answer 503 `swap_provider_unavailable`.
 */
export function defaultSwapProviders(chains: readonly ChainConfig[]): SwapProviders {
  return Object.fromEntries(
    chains.filter((chain) => chain.devnet).map((chain) => [chain.chainId, createUniswapV2Provider({ chain, ...devnetUniswapV2 })]),
  )
}
