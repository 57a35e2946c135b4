import type { Address } from 'viem'
import { deployChainlinkFeed, ethereumEthUsdFeed } from '../chainlink/deployChainlinkFeed.ts'
import { deployEns } from '../ens/deployEns.ts'
import { addUniswapV3Pool } from '../uniswapV3/addUniswapV3Pool.ts'
import { deployUniswapV3 } from '../uniswapV3/deployUniswapV3.ts'
import { loadUniswapV3Artifacts } from '../uniswapV3/loadUniswapV3Artifacts.ts'
import { uniswapV3MainnetAddresses } from '../uniswapV3/uniswapV3Addresses.ts'
import { placeCanonicalToken } from './placeCanonicalToken.ts'

/** What a deploy step of a mainnet-shaped devnet chain gets. */
export type MainnetStepContext = { rpcUrl: string; chainId: number; accounts: readonly Address[] }

/** One step of the chain-id-1 devnet's set-up (contracts at their real addresses). */
export type MainnetStep = { name: string; run(context: MainnetStepContext): Promise<void> }

/** USDC on Ethereum, and its Chainlink USDC/USD feed (both as published). */
export const ethereumUsdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' as const
export const ethereumUsdcUsdFeed = '0x8fFfFfd4AfB6115b954Bd326cbe7B4BA576818f6' as const

/**
 * The set-up of a devnet chain with chain id 1, after the common one (Multicall3 at its canonical
 * address, the test tokens, Uniswap v2, ERC-4337): one list, run in order, a step per real
 * contract set (Chainlink feeds, USDC, ENS, Uniswap v3 with a USDC/WETH pool). The feeds start at ETH 3000 and USDC 1 at the
 * current block time; a consumer refuses a round older than the feed's heartbeat (ETH/USD: 1 hour),
 * so a long-running devnet calls `updateChainlinkFeed` to keep them fresh.
 */
export const mainnetSteps: MainnetStep[] = [
  {
    name: 'Chainlink ETH/USD feed',
    run: ({ rpcUrl, accounts }) => deployChainlinkFeed({ rpcUrl, address: ethereumEthUsdFeed, decimals: 8, answer: 300_000_000_000n, from: accounts[0]! }),
  },
  {
    name: 'Chainlink USDC/USD feed',
    run: ({ rpcUrl, accounts }) => deployChainlinkFeed({ rpcUrl, address: ethereumUsdcUsdFeed, decimals: 8, answer: 100_000_000n, from: accounts[0]! }),
  },
  {
    name: 'USDC at its Ethereum address',
    run: ({ rpcUrl, accounts }) =>
      placeCanonicalToken({
        rpcUrl,
        address: ethereumUsdc,
        name: 'USD Coin',
        symbol: 'USDC',
        decimals: 6,
        balances: accounts.map((account) => ({ account, amount: 10_000_000_000n })),
      }),
  },
  { name: 'ENS (registry, public resolver, reverse registrar, Universal Resolver)', run: async ({ rpcUrl }) => void (await deployEns({ rpcUrl })) },
  {
    name: 'Uniswap v3 and a USDC/WETH 0.05 % pool at 1 ETH = 3,000 USDC',
    async run({ rpcUrl, accounts }) {
      const artifacts = loadUniswapV3Artifacts()
      await deployUniswapV3({ rpcUrl, artifacts })
      const tokenA = ethereumUsdc
      await addUniswapV3Pool({ rpcUrl, artifacts, provider: accounts[0]!, tokenA, tokenB: uniswapV3MainnetAddresses.weth, amountA: 6_000_000_000n, amountB: 2n * 10n ** 18n, fee: 500 })
    },
  },
]

/** Runs `steps` (default {@link mainnetSteps}) in order on one node. */
export async function runMainnetSteps(context: MainnetStepContext, steps: readonly MainnetStep[] = mainnetSteps): Promise<void> {
  for (const step of steps) await step.run(context)
}
