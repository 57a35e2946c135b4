import { createPublicClient, erc20Abi, http, parseAbi } from 'viem'
import { mainnet } from 'viem/chains'
import { expect, it } from 'vitest'
import { ethereumEthUsdFeed, loadChainlinkAggregatorArtifact } from '../chainlink/deployChainlinkFeed.ts'
import { startDevnet } from '../startDevnet.ts'
import { uniswapV3MainnetAddresses } from '../uniswapV3/uniswapV3Addresses.ts'
import { ethereumUsdc } from './mainnetSteps.ts'

it('a chain-id-1 devnet has Chainlink ETH/USD, USDC, ENS and Uniswap v3 (a USDC/WETH pool) at their Ethereum addresses', async () => {
  const devnet = await startDevnet({ chains: [{ chainId: 1, port: 0 }] })
  try {
    const client = createPublicClient({ chain: mainnet, transport: http(devnet.chains[0]!.rpcUrl) })
    expect(await client.getChainId()).toBe(1)
    const usdc = { address: ethereumUsdc, abi: erc20Abi } as const
    expect(await client.readContract({ ...usdc, functionName: 'symbol' })).toBe('USDC')
    expect(await client.readContract({ ...usdc, functionName: 'decimals' })).toBe(6)
    expect(await client.readContract({ ...usdc, functionName: 'balanceOf', args: [devnet.accounts[1]!] })).toBe(10_000_000_000n)
    const { abi } = loadChainlinkAggregatorArtifact()
    const [roundId, answer, , updatedAt] = (await client.readContract({ address: ethereumEthUsdFeed, abi, functionName: 'latestRoundData' })) as bigint[]
    expect([roundId, answer]).toEqual([1n, 300_000_000_000n])
    expect(Number(updatedAt)).toBeGreaterThan(Date.now() / 1000 - 600)
    expect(await client.readContract({ address: ethereumEthUsdFeed, abi, functionName: 'decimals' })).toBe(8)
    // ENS answers through viem's Universal Resolver: a name nobody registered resolves to nothing, not an error.
    expect(await client.getEnsAddress({ name: 'nobody-here.eth' })).toBeNull()
    const getPool = parseAbi(['function getPool(address, address, uint24) view returns (address)'])
    const pool = await client.readContract({ address: uniswapV3MainnetAddresses.factory, abi: getPool, functionName: 'getPool', args: [ethereumUsdc, uniswapV3MainnetAddresses.weth, 500] })
    expect(await client.readContract({ ...usdc, functionName: 'balanceOf', args: [pool] })).toBe(6_000_000_000n)
  } finally {
    await devnet.stop()
  }
}, 120_000)
