import { CallsNotSupportedError, createMemoryStorage, createPortico, UserRejectedRequestError } from '@portico/core'
import { type Devnet, defineDevnetChain, startDevnet } from '@portico/devnet'
import { createConnector, createStorage, injected, mock } from '@wagmi/core'
import { createPublicClient, encodeFunctionData, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { evmAdapter } from './evmAdapter'
import { isMethodUnsupported } from './calls'

// sendCalls through the kit and the EVM adapter against a real anvil: wagmi's `mock` connector
// answers EIP-5792 itself; `plainWallet` is an injected EIP-1193 wallet without it (4200 for every
// wallet_* method), as many browser wallets still are, and takes the sequential path.
let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ chains: [{ chainId: 31337, port: 0 }] })
})
afterAll(() => devnet.stop())

/** `reject`: the wallet refuses its n-th eth_sendTransaction (1-based), as a person pressing Reject would. */
type PlainWallet = { asked: string[]; reject?: number | undefined }
function plainWallet(rpcUrl: string, account: string, wallet: PlainWallet) {
  let sends = 0
  const provider = {
    on: () => undefined,
    removeListener: () => undefined,
    async request({ method, params }: { method: string; params?: unknown[] }) {
      wallet.asked.push(method)
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account]
      if (method.startsWith('wallet_')) throw Object.assign(new Error('Unsupported method'), { code: 4200 })
      if (method === 'eth_sendTransaction' && ++sends === wallet.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
      const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
      if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
      return body.result
    },
  }
  // wagmi's injected connector, given the provider directly (in Node it finds no window to look in).
  const base = injected({ target: { id: 'plain', name: 'Plain Wallet', provider: provider as never } })
  return createConnector((config) => ({ ...base(config), getProvider: async () => provider as never }))
}

/**
 * The kit, once its start-up is done. Start-up reconnects every authorized wallet, and `plainWallet`
 * always is (it answers eth_accounts): a test's own connect made before that ended could be overtaken
 * by it, leaving the plain wallet active. That happened whenever the lazy modules were already loaded
 * (a later test of this file, or files sharing a worker): the mock's batch went to the plain wallet.
 */
async function setup(wallet: PlainWallet = { asked: [] }) {
  const chain = devnet.chains[0]!
  const evm = evmAdapter({
    chains: [defineDevnetChain({ chainId: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl })],
    connectors: [mock({ accounts: [devnet.accounts[0]!] }), plainWallet(chain.rpcUrl, devnet.accounts[1]!, wallet)],
    storage: createStorage({ storage: createMemoryStorage() }),
  })
  const portico = createPortico({ adapters: [evm], storage: createMemoryStorage() })
  const client = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 50 })
  await portico.ready
  return { portico, client, wallet }
}

const pusd = () => devnet.chains[0]!.tokens.find((token) => token.symbol === 'PUSD')!.address
const transfer = (to: `0x${string}`, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

async function settled(portico: Awaited<ReturnType<typeof setup>>['portico'], id: string) {
  for (let i = 0; i < 100; i++) {
    const status = await portico.getCallsStatus({ id })
    if (status.status !== 'pending') return status
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`batch ${id} still pending`)
}

describe('sendCalls on EVM', () => {
  test('a wallet with EIP-5792 gets the batch whole (wallet_sendCalls), and its status and capabilities come from it', async () => {
    const { portico, client } = await setup()
    await portico.connect({ connectorId: 'mock' })
    const [to, other] = [devnet.accounts[7]!, devnet.accounts[8]!]
    const [ethBefore, pusdBefore] = [await client.getBalance({ address: to }), await client.readContract({ address: pusd(), abi: erc20Abi, functionName: 'balanceOf', args: [other] })]
    const { id, mode } = await portico.sendCalls({ calls: [{ to, value: 777n }, { to: pusd(), data: transfer(other, 5n) }] })
    expect(mode).toBe('wallet')
    const status = await settled(portico, id)
    expect(status).toMatchObject({ status: 'success', statusCode: 200, mode: 'wallet' })
    // wagmi's mock wallet answers 200 once any of its transactions has a receipt: on a busy devnet the
    // second may be mined a block later, so its receipt can come in a later status.
    await vi.waitFor(async () => expect((await portico.getCallsStatus({ id })).receipts).toHaveLength(2), { timeout: 5_000, interval: 50 })
    expect((await client.getBalance({ address: to })) - ethBefore).toBe(777n)
    expect((await client.readContract({ address: pusd(), abi: erc20Abi, functionName: 'balanceOf', args: [other] })) - pusdBefore).toBe(5n)
    expect(await portico.showCallsStatus({ id })).toBe(true)
    expect(await portico.getCapabilities()).toEqual({})
    portico.destroy()
  })

  test('a wallet without EIP-5792 gets one transaction per call, reported as sequential, and the status comes from the chain', async () => {
    const { portico, client, wallet } = await setup()
    await portico.connect({ connectorId: 'plain' })
    expect(await portico.getCapabilities()).toEqual({})
    const to = devnet.accounts[6]!
    const before = await client.getBalance({ address: to })
    const { id, mode } = await portico.sendCalls({ calls: [{ to, value: 11n }, { to, value: 22n }] })
    expect(mode).toBe('sequential')
    expect(wallet.asked.filter((method) => method === 'wallet_sendCalls')).toHaveLength(1)
    expect(wallet.asked.filter((method) => method === 'eth_sendTransaction')).toHaveLength(2)
    const status = await settled(portico, id)
    expect(status).toMatchObject({ status: 'success', statusCode: 200, atomic: false, mode: 'sequential' })
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['success', 'success'])
    expect((await client.getBalance({ address: to })) - before).toBe(33n)
    expect(await portico.showCallsStatus({ id })).toBe(false)
    portico.destroy()
  })

  test('the sequential path refuses what it cannot give, and reports a refusal midway as partly failed', async () => {
    const wallet: PlainWallet = { asked: [] }
    const { portico } = await setup(wallet)
    await portico.connect({ connectorId: 'plain' })
    const to = devnet.accounts[6]!
    await expect(portico.sendCalls({ calls: [{ to }, { to }], forceAtomic: true })).rejects.toThrow(CallsNotSupportedError)
    await expect(portico.sendCalls({ calls: [{ to }], capabilities: { paymasterService: { url: 'http://127.0.0.1:1' } } })).rejects.toThrow(
      'The wallet cannot send these calls: the capability paymasterService is not supported',
    )
    expect(wallet.asked).not.toContain('eth_sendTransaction')

    wallet.reject = 2
    const { id } = await portico.sendCalls({ calls: [{ to, value: 1n }, { to, value: 2n }, { to, value: 3n }] })
    const status = await settled(portico, id)
    expect(status).toMatchObject({ status: 'failure', statusCode: 600, mode: 'sequential' })
    expect(status.receipts).toHaveLength(1)
    portico.destroy()
  })

  test("a refusal of the first transaction is the wallet's refusal, and nothing is sent", async () => {
    const wallet: PlainWallet = { asked: [], reject: 1 }
    const { portico, client } = await setup(wallet)
    await portico.connect({ connectorId: 'plain' })
    const to = devnet.accounts[5]!
    const before = await client.getBalance({ address: to })
    await expect(portico.sendCalls({ calls: [{ to, value: 1n }, { to, value: 2n }] })).rejects.toThrow(UserRejectedRequestError)
    expect(wallet.asked.filter((method) => method === 'eth_sendTransaction')).toHaveLength(1)
    expect(await client.getBalance({ address: to })).toBe(before)
    // A call the spec refuses never reaches the wallet.
    await expect(portico.sendCalls({ calls: [{ to: 'not-an-address' }] })).rejects.toThrow("'to' must start with 0x")
    expect(wallet.asked.filter((method) => method === 'eth_sendTransaction')).toHaveLength(1)
    portico.destroy()
  })
})

describe('isMethodUnsupported', () => {
  test('knows the codes and names wallets answer with, through causes', () => {
    expect(isMethodUnsupported({ code: 4200 })).toBe(true)
    expect(isMethodUnsupported(new Error('x', { cause: { code: -32601 } }))).toBe(true)
    expect(isMethodUnsupported(Object.assign(new Error('boom'), { name: 'MethodNotSupportedRpcError' }))).toBe(true)
    expect(isMethodUnsupported(new Error('The method wallet_sendCalls does not exist / is not available'))).toBe(true)
    expect(isMethodUnsupported(Object.assign(new Error('User rejected the request.'), { code: 4001 }))).toBe(false)
    expect(isMethodUnsupported(new Error('execution reverted'))).toBe(false)
  })
})
