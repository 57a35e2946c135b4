import { type Devnet, defineDevnetChain, startDevnet } from '@portico/devnet'
import { createProject, type RunningServer, startServer } from '@portico/server'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Address, createPublicClient, createWalletClient, erc20Abi, type Hex, http, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Adapter, type CaipNetwork, createMemoryStorage, createPortico, ServerRequestError, SwapNetworkNotSupportedError } from '@portico/core'
import { testEvmRules } from '../../core/src/testing/testChainRules'

// The kit's swap actions against a real Portico server and the devnet's Uniswap v2. The adapter is a
// minimal implementation of our Adapter interface whose wallet is an unlocked devnet account (viem).
let devnet: Devnet
let server: RunningServer
let dir: string
beforeAll(async () => {
  devnet = await startDevnet({ chains: [{ chainId: 31337, port: 0 }] })
  dir = mkdtempSync(join(tmpdir(), 'portico-kit-swaps-'))
  server = await startServer({ port: 0, sqlitePath: join(dir, 'db.sqlite'), rpcUrls: { 31337: devnet.chains[0]!.rpcUrl } })
  await createProject(server.db, { id: 'swaps', name: 'Swaps', features: { swaps: true } })
}, 120_000)
afterAll(async () => {
  await server?.close()
  await devnet?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const network = (id: number, rpcUrl: string): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
})

/** A wallet on the devnet: sends what the kit asks, as an unlocked anvil account. */
function devnetAdapter(account: Address, chainId = 31337): Adapter & { sent: { to: string; gas?: bigint | undefined }[] } {
  const rpcUrl = devnet.chains[0]!.rpcUrl
  const chain = defineDevnetChain(devnet.chains[0]!)
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const reader = createPublicClient({ chain, transport: http(rpcUrl) })
  const sent: { to: string; gas?: bigint | undefined }[] = []
  return {
    namespace: 'eip155',
    chain: testEvmRules,
    networks: [network(chainId, rpcUrl)],
    sent,
    setup: () => () => undefined,
    getConnectors: () => [{ id: 'test', name: 'Test', type: 'injected', chainNamespace: 'eip155', installed: true }],
    connect: async () => ({ connectorId: 'test', accounts: [account], chainId }),
    reconnect: async () => [],
    forgetConnections: async () => undefined,
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH', formatted: '0' }),
    signMessage: async () => '0x',
    sendTransaction: async ({ to, value, data, gas }) => {
      sent.push({ to, gas })
      return wallet.sendTransaction({ to: to as Address, value, data: data as Hex | undefined, gas })
    },
    waitForTransaction: async ({ hash }) => ({ status: (await reader.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 20 })).status }),
  }
}

async function connectedKit(adapter: Adapter) {
  const portico = createPortico({ adapters: [adapter], storage: createMemoryStorage(), serverUrl: server.url, projectId: 'swaps' })
  await portico.ready
  await portico.connect({ connectorId: 'test' })
  return portico
}

const balanceOf = (token: Address, owner: Address) =>
  createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) }).readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

describe('swaps in the kit', () => {
  it('lists the tokens and quotes ETH -> PUSD with the default slippage of 1 %', async () => {
    const portico = await connectedKit(devnetAdapter(devnet.accounts[6]!))
    const tokens = await portico.fetchSwapTokens()
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'PUSD', 'PTK'])
    const pusd = tokens[1]!.address
    const quote = await portico.fetchSwapQuote({ from: 'native', to: pusd, amount: parseEther('1') })
    expect(quote).toMatchObject({ provider: 'uniswap-v2', slippage: 1, spender: null, from: { symbol: 'ETH' }, to: { symbol: 'PUSD' } })
    expect(BigInt(quote.minimumReceived)).toBe((BigInt(quote.to.amount) * 99n) / 100n)
    expect(await portico.fetchSwapAllowance({ token: 'native' })).toBeUndefined()
  })

  it('swaps ETH -> PUSD through the wallet (no approval), with the builder’s gas limit; the trade is pending until mined', async () => {
    const trader = devnet.accounts[6]!
    const adapter = devnetAdapter(trader)
    const portico = await connectedKit(adapter)
    const pusd = devnet.chains[0]!.tokens[0]!.address
    const before = await balanceOf(pusd, trader)
    const { hash, quote } = await portico.swap({ from: 'native', to: pusd, amount: parseEther('0.2'), slippage: 0.5 })
    expect(quote.slippage).toBe(0.5)
    expect(adapter.sent).toHaveLength(1)
    expect(adapter.sent[0]!.gas).toBeGreaterThan(100_000n)
    const pending = portico.stores.account.getState().pending.find((item) => item.metadata.hash === hash)
    expect(pending?.metadata).toMatchObject({ operationType: 'trade', status: 'pending' })
    expect(pending?.transfers.map((t) => [t.direction, t.fungible_info?.symbol])).toEqual([['out', 'ETH'], ['in', 'PUSD']])
    await expect.poll(() => balanceOf(pusd, trader), { timeout: 10_000, interval: 50 }).toBe(before + BigInt(quote.to.amount))
    await expect
      .poll(() => portico.stores.account.getState().pending.find((item) => item.metadata.hash === hash)?.metadata.status, { timeout: 10_000, interval: 50 })
      .not.toBe('pending')
  })

  it('PUSD -> PTK: the server asks for an approval, the kit approves, then swaps', async () => {
    const trader = devnet.accounts[7]!
    const portico = await connectedKit(devnetAdapter(trader))
    const [pusd, ptk] = devnet.chains[0]!.tokens.map((token) => token.address) as [Address, Address]
    const amount = parseUnits('100', 6)
    expect(await portico.fetchSwapAllowance({ token: pusd })).toEqual({ spender: expect.stringMatching(/^0x/), allowance: 0n })
    const refused = await portico.swap({ from: pusd, to: ptk, amount }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ServerRequestError)
    expect((refused as ServerRequestError).code).toBe('swap_approval_required')

    await portico.approveSwap({ token: pusd, amount })
    expect((await portico.fetchSwapAllowance({ token: pusd }))?.allowance).toBe(amount)
    const ptkBefore = await balanceOf(ptk, trader)
    const pusdBefore = await balanceOf(pusd, trader)
    const { quote } = await portico.swap({ from: pusd, to: ptk, amount })
    await expect.poll(() => balanceOf(ptk, trader), { timeout: 10_000, interval: 50 }).toBe(ptkBefore + BigInt(quote.to.amount))
    expect(await balanceOf(pusd, trader)).toBe(pusdBefore - amount)
  })

  it('PUSD -> PTK with a wallet that batches atomically: approve and swap go as one batch, swap waits on its status', async () => {
    const trader = devnet.accounts[9]!
    const plain = devnetAdapter(trader)
    const wallet = createWalletClient({ account: trader, chain: defineDevnetChain(devnet.chains[0]!), transport: http(devnet.chains[0]!.rpcUrl) })
    const batches: { calls: readonly { to: string; data?: string | undefined }[]; forceAtomic?: boolean | undefined }[] = []
    const hashes: Hex[] = []
    let asked = 0
    // An EIP-5792 wallet: sends a batch's calls in order (a smart account would make them one
    // UserOperation: e2e), pending on the first status asked.
    const adapter: Adapter = {
      ...plain,
      getCapabilities: async () => ({ atomic: { status: 'supported' } }),
      sendCalls: async ({ calls, forceAtomic }) => {
        batches.push({ calls, forceAtomic })
        for (const call of calls) hashes.push(await wallet.sendTransaction({ to: call.to as Address, data: call.data as Hex | undefined, value: call.value }))
        return { id: 'batch-1', mode: 'wallet' }
      },
      getCallsStatus: async ({ id }) => {
        asked += 1
        if (asked === 1) return { id, status: 'pending', statusCode: 100, atomic: true, mode: 'wallet', receipts: [] }
        return { id, status: 'success', statusCode: 200, atomic: true, mode: 'wallet', receipts: [{ transactionHash: hashes.at(-1)!, status: 'success' }] }
      },
    }
    const portico = await connectedKit(adapter)
    expect(await portico.fetchSwapBatching()).toBe(true)
    const [pusd, ptk] = devnet.chains[0]!.tokens.map((token) => token.address) as [Address, Address]
    const amount = parseUnits('30', 6)
    const [ptkBefore, pusdBefore] = [await balanceOf(ptk, trader), await balanceOf(pusd, trader)]
    const { hash, quote, batched } = await portico.swap({ from: pusd, to: ptk, amount })
    expect(batched).toBe(true)
    expect(hash).toBe(hashes.at(-1))
    // One batch, atomic, the approval first; no separate transaction; resolved once the status said success.
    expect(batches).toHaveLength(1)
    expect(batches[0]!.forceAtomic).toBe(true)
    expect(batches[0]!.calls.map((call) => call.to)).toEqual([pusd, quote.spender])
    expect(batches[0]!.calls[0]!.data?.slice(0, 10)).toBe('0x095ea7b3')
    expect(plain.sent).toHaveLength(0)
    expect(asked).toBe(2)
    expect(await balanceOf(ptk, trader)).toBe(ptkBefore + BigInt(quote.to.amount))
    expect(await balanceOf(pusd, trader)).toBe(pusdBefore - amount)
    await expect.poll(() => portico.stores.account.getState().pending.find((item) => item.metadata.hash === hash)?.metadata.status).not.toBe('pending')

    // With the allowance enough (approved outside), a plain transaction; batch: false keeps the two steps.
    await portico.approveSwap({ token: pusd, amount })
    expect((await portico.swap({ from: pusd, to: ptk, amount })).batched).toBe(false)
    expect(batches).toHaveLength(1)
    const refused = await portico.swap({ from: pusd, to: ptk, amount, batch: false }).catch((error: unknown) => error)
    expect((refused as ServerRequestError).code).toBe('swap_approval_required')
  })

  it("says 'Network not supported for Swaps' on a network swaps do not work on", async () => {
    // Sepolia: the server knows it, but it is not one of the 12 swap networks.
    const portico = await connectedKit(devnetAdapter(devnet.accounts[8]!, 11155111))
    const error = await portico.fetchSwapTokens().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SwapNetworkNotSupportedError)
    expect((error as SwapNetworkNotSupportedError).shortMessage).toBe('Network not supported for Swaps')
    await expect(portico.fetchSwapQuote({ from: 'native', to: 'native', amount: 1n })).rejects.toThrow('Network not supported for Swaps')
  })
})
