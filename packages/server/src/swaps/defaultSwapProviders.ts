import type { ChainConfig } from '../chains/chains.ts'
import type { SwapProvider } from './types.ts'
import { createUniswapV2Provider } from './uniswapV2/createUniswapV2Provider.ts'
import { devnetUniswapV2 } from './uniswapV2/deployments.ts'
import { createUniswapV3Provider } from './uniswapV3/createUniswapV3Provider.ts'
import { uniswapV3Deployments } from './uniswapV3/deployments.ts'

/** Swap providers by chain id. */
export type SwapProviders = Readonly<Record<number, SwapProvider>>

/**
 * The providers a server has unless told otherwise: Uniswap v2 on every devnet chain it serves (the
 * AMM `@portico/devnet` deploys), and Uniswap v3 (QuoterV2, SwapRouter02; `uniswapV3Deployments`)
 * on every other served chain where it is deployed: Ethereum, Optimism, Polygon, Arbitrum and Base,
 * read through the chain's RPC. The other swap networks have none by default; an operator adds one
 * per chain (an aggregator client, `createUniswapV2Provider` on a chain's Router02, or
 * `createUniswapV3Provider`) with `createApp({ swapProviders })` / `startServer({ swapProviders })`,
 * which also replaces a default. Without one, swap calls on that chain answer 503 `swap_provider_unavailable`.
 */
export function defaultSwapProviders(chains: readonly ChainConfig[]): SwapProviders {
  return Object.fromEntries(
    chains.flatMap((chain): [number, SwapProvider][] => {
      if (chain.devnet) return [[chain.chainId, createUniswapV2Provider({ chain, ...devnetUniswapV2 })]]
      const v3 = uniswapV3Deployments[chain.chainId]
      return v3 ? [[chain.chainId, createUniswapV3Provider({ chain, ...v3 })]] : []
    }),
  )
}
