import {
  type AnvilInstance,
  deployChainlinkFeed,
  ethereumEthUsdFeed,
  ethereumUsdcUsdFeed,
  loadChainlinkAggregatorArtifact,
  resolveAnvilBinary,
  spawnAnvil,
  testMnemonic,
} from '@portico/devnet'
import { type Address, createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startAccountApiStandIn } from './accountApiStandIn.ts'
import { keepEthereumDevnetFeedsFresh } from './ethereumDevnet.ts'

// A bare chain-id-1 anvil with the two feeds: what npm start's helpers need, without the whole devnet.
let anvil: AnvilInstance
let from: Address | undefined
const artifact = loadChainlinkAggregatorArtifact()
beforeAll(async () => {
  anvil = await spawnAnvil({ binary: resolveAnvilBinary(), chainId: 1, host: '127.0.0.1', port: 0, mnemonic: testMnemonic, silent: true })
  ;[from] = await createWalletClient({ transport: http(anvil.rpcUrl) }).getAddresses()
  for (const address of [ethereumEthUsdFeed, ethereumUsdcUsdFeed]) await deployChainlinkFeed({ rpcUrl: anvil.rpcUrl, address, decimals: 8, answer: 1n, from: from!, artifact })
}, 60_000)
afterAll(() => anvil?.stop())

it("keeps both Chainlink feeds fresh: a new round at ETH 3000 and USDC 1 every period, until stopped", async () => {
  const client = createPublicClient({ transport: http(anvil.rpcUrl) })
  const round = async (address: Address) => (await client.readContract({ address, abi: artifact.abi, functionName: 'latestRoundData' })) as bigint[]
  const stop = keepEthereumDevnetFeedsFresh({ rpcUrl: anvil.rpcUrl, from: from!, everyMs: 100 })
  await expect.poll(async () => (await round(ethereumUsdcUsdFeed))[0], { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(2n)
  stop()
  expect((await round(ethereumEthUsdFeed))[1]).toBe(300_000_000_000n)
  expect((await round(ethereumUsdcUsdFeed))[1]).toBe(100_000_000n)
  // Stopped: no more rounds (one already sent may still land).
  await new Promise((resolve) => setTimeout(resolve, 300))
  const settled = (await round(ethereumEthUsdFeed))[0]
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect((await round(ethereumEthUsdFeed))[0]).toBe(settled)
})

it('serves the account API stand-in over HTTP on 127.0.0.1, as an operator would set PORTICO_ACCOUNT_API_URLS', async () => {
  const standIn = await startAccountApiStandIn({ rpcUrl: anvil.rpcUrl })
  try {
    expect(standIn.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/)
    const to = '0x000000000000000000000000000000000000dEaD'
    const hash = await createWalletClient({ transport: http(anvil.rpcUrl) }).sendTransaction({ account: from!, chain: null, to, value: parseEther('1') })
    await createPublicClient({ transport: http(anvil.rpcUrl) }).waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const answer = (await (await fetch(`${standIn.url}?module=account&action=txlist&address=${to}`)).json()) as { status: string; result: { to: string; value: string }[] }
    expect(answer.status).toBe('1')
    expect(answer.result).toEqual([expect.objectContaining({ to: to.toLowerCase(), value: parseEther('1').toString() })])
    expect(await (await fetch(`${standIn.url}?module=account&action=nothing&address=${to}`)).json()).toMatchObject({ status: '0', message: 'NOTOK' })
  } finally {
    await standIn.close()
  }
})
