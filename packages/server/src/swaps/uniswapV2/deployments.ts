import type { Address } from 'viem'

/** Where a chain's Uniswap v2 lives. */
export type UniswapV2Deployment = { router: Address; factory: Address; weth: Address }

/**
 * The devnet's Uniswap v2 (`@portico/devnet` deploys it at these addresses on every chain it
 * starts; a test checks they agree). Mainnet deployments are not listed: an operator who wants them
 * passes a provider (`createApp({ swapProviders })`).
 */
export const devnetUniswapV2: UniswapV2Deployment = {
  router: '0xCABEe62adFB2a4d4172Fc2F7536f324FC52C274a',
  factory: '0x10Aeafac83d48E2f9ac4bAAf94311c45fACe1404',
  weth: '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9',
}
