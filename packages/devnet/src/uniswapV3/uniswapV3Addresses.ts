import { type Address, getAddress } from 'viem'

/** Uniswap v3 on Ethereum mainnet, where `deployUniswapV3` puts it on a chain-id-1 devnet. */
export const uniswapV3MainnetAddresses = {
  factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
  positionManager: '0xC36442b4a4522E871399CD717aBDD847Ab11FE88',
  quoterV2: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
  swapRouter02: '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45',
  /** WETH9 (the routers' wrapped ether). */
  weth: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  /** Uniswap v2's factory (SwapRouter02 takes it; the devnet places no v2 there). */
  factoryV2: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
} as const satisfies Record<string, Address>

/** Deploys Uniswap v3 on the devnet (impersonated; no key exists). */
export const uniswapV3Deployer: Address = getAddress('0x6c9fc64a53c1b71fb3f9af64d1ae3a4931a5f4e9')
