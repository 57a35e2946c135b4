import type { Address } from 'viem'

/** Where a chain's Uniswap v3 is: its QuoterV2, SwapRouter02 and the wrapped native token they trade. */
export type UniswapV3Deployment = { quoterV2: Address; swapRouter02: Address; weth: Address }

const shared = { quoterV2: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e', swapRouter02: '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45' } as const

/**
 * Uniswap v3 by chain id, from Uniswap's v3 deployment pages (Ethereum, Optimism, Polygon and
 * Arbitrum share the addresses; Base differs). The server quotes there by default when it serves
 * the chain (`defaultSwapProviders`); a chain-id-1 devnet gets the same contracts from
 * `@portico/devnet`'s `deployUniswapV3`.
 */
export const uniswapV3Deployments: Readonly<Record<number, UniswapV3Deployment>> = {
  1: { ...shared, weth: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' },
  10: { ...shared, weth: '0x4200000000000000000000000000000000000006' },
  137: { ...shared, weth: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270' },
  42161: { ...shared, weth: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1' },
  8453: { quoterV2: '0x3d4e44Eb1374240CE5F1B871ab261CD16335B76a', swapRouter02: '0x2626664c2603336E57B271c5C0b26F421741e481', weth: '0x4200000000000000000000000000000000000006' },
}
