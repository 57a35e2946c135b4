import { createPublicClient, erc20Abi, http } from 'viem'
import { expect, it } from 'vitest'
import { ethereumEthUsdFeed, loadChainlinkAggregatorArtifact } from '../chainlink/deployChainlinkFeed.ts'
import { startDevnet } from '../startDevnet.ts'
import { ethereumUsdc } from './mainnetSteps.ts'

it('a chain-id-1 devnet has Chainlink ETH/USD and USDC at their Ethereum addresses', async () => {
  const devnet = await startDevnet({ chains: [{ chainId: 1, port: 0 }] })
  try {
    const client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    expect(await client.getChainId()).toBe(1)
    const usdc = { address: ethereumUsdc, abi: erc20Abi } as const
    expect(await client.readContract({ ...usdc, functionName: 'symbol' })).toBe('USDC')
    expect(await client.readContract({ ...usdc, functionName: 'decimals' })).toBe(6)
    expect(await client.readContract({ ...usdc, functionName: 'balanceOf', args: [devnet.accounts[0]!] })).toBe(10_000_000_000n)
    const { abi } = loadChainlinkAggregatorArtifact()
    const [roundId, answer, , updatedAt] = (await client.readContract({ address: ethereumEthUsdFeed, abi, functionName: 'latestRoundData' })) as bigint[]
    expect([roundId, answer]).toEqual([1n, 300_000_000_000n])
    expect(Number(updatedAt)).toBeGreaterThan(Date.now() / 1000 - 600)
    expect(await client.readContract({ address: ethereumEthUsdFeed, abi, functionName: 'decimals' })).toBe(8)
  } finally {
    await devnet.stop()
  }
}, 120_000)
