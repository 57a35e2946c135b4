import { createMemoryStorage, createPortico, resetSend, setSend } from '@portico/core'
import { groupTransactionsByMonth, transactionSign } from '@portico/core/internal'
import { type Devnet, defineDevnetChain, startDevnet } from '@portico/devnet'
import { createProject, type RunningServer, startServer } from '@portico/server'
import { createStorage, mock } from '@wagmi/core'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Address, createPublicClient, erc20Abi, formatEther, formatUnits, http } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { evmAdapter } from './evmAdapter'

// The account features end to end in Node: the kit and the EVM adapter (wagmi's mock connector
// signs with anvil's unlocked accounts) against a real Portico server indexing a real anvil.
let devnet: Devnet
let server: RunningServer
let dir: string
beforeAll(async () => {
  devnet = await startDevnet({ chains: [{ chainId: 31337, port: 0 }] })
  dir = mkdtempSync(join(tmpdir(), 'portico-account-'))
  server = await startServer({
    port: 0,
    sqlitePath: join(dir, 'db.sqlite'),
    rpcUrls: { 31337: devnet.chains[0]!.rpcUrl },
    indexChains: [31337],
    indexPollMs: 50,
  })
  await createProject(server.db, { id: 'p', name: 'P' })
})
afterAll(async () => {
  await server?.close()
  await devnet?.stop()
  rmSync(dir, { recursive: true, force: true })
})
afterEach(() => vi.useRealTimers())

function kit(account: Address, serverUrl = server.url) {
  const chain = devnet.chains[0]!
  const evm = evmAdapter({
    chains: [defineDevnetChain({ chainId: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl })],
    connectors: [mock({ accounts: [account] })],
    storage: createStorage({ storage: createMemoryStorage() }),
  })
  return createPortico({ adapters: [evm], storage: createMemoryStorage(), serverUrl, projectId: 'p' })
}

const chainClient = () => createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
const tokenBalance = (token: Address, owner: Address) =>
  chainClient().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

describe('token balances', () => {
  test('match the chain for ETH and both test tokens, with 30 s of cache', async () => {
    const account = devnet.accounts[1]!
    const portico = kit(account)
    await portico.connect({ connectorId: 'mock' })
    await portico.fetchTokenBalances()
    const caip = portico.getAccount().caipAddress!
    const entry = portico.stores.account.getState().tokenBalances[caip]!
    expect(entry.status).toBe('success')
    const [pusd, ptk] = devnet.chains[0]!.tokens
    expect(entry.balances.map((b) => [b.symbol, b.quantity.numeric])).toEqual([
      ['ETH', formatEther(await chainClient().getBalance({ address: account }))],
      ['PUSD', formatUnits(await tokenBalance(pusd!.address, account), 6)],
      ['PTK', formatUnits(await tokenBalance(ptk!.address, account), 18)],
    ])
    // Within 30 s the cache answers: no request.
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    await portico.fetchTokenBalances()
    expect(fetchSpy).not.toHaveBeenCalled()
    fetchSpy.mockRestore()
    portico.destroy()
  })

  test("a failure shows 'Token Balance Unavailable' once and nothing retries within 30 s", async () => {
    // A server whose chain upstream is down.
    const down = await startServer({ port: 0, sqlitePath: join(dir, 'down.sqlite'), rpcUrls: { 31337: 'http://127.0.0.1:9' }, indexChains: [] })
    try {
      await createProject(down.db, { id: 'p', name: 'P' })
      const portico = kit(devnet.accounts[2]!, down.url)
      await portico.connect({ connectorId: 'mock' })
      const now = Date.now()
      const clock = vi.spyOn(Date, 'now').mockReturnValue(now)
      const fetchSpy = vi.spyOn(globalThis, 'fetch')
      await portico.fetchTokenBalances()
      const balanceCalls = () => fetchSpy.mock.calls.filter(([url]) => String(url).includes('/balance')).length
      expect(balanceCalls()).toBe(1)
      const toasts = () => portico.stores.alerts.getState().alerts.filter((a) => a.title === 'Token Balance Unavailable')
      expect(toasts()).toHaveLength(1)
      expect(toasts()[0]).toMatchObject({ variant: 'error', code: 'token_balance_unavailable' })

      clock.mockReturnValue(now + 29_999)
      await portico.fetchTokenBalances()
      await portico.fetchTokenBalances({ force: true })
      expect(balanceCalls()).toBe(1)
      expect(toasts()).toHaveLength(1)

      clock.mockReturnValue(now + 30_000)
      await portico.fetchTokenBalances()
      expect(balanceCalls()).toBe(2)
      portico.destroy()
    } finally {
      vi.restoreAllMocks()
      await down.close()
    }
  })
})

describe('send and activity', () => {
  test('refuses bad input before the wallet is asked', async () => {
    const portico = kit(devnet.accounts[3]!)
    await portico.connect({ connectorId: 'mock' })
    await portico.fetchTokenBalances()
    const eth = portico.stores.account.getState().send.tokenBalances[0]!
    const send = vi.spyOn(portico.options.adapters[0]!, 'sendTransaction')
    setSend(portico.stores.account, { token: eth, sendTokenAmount: '', receiverAddress: devnet.accounts[4] })
    await expect(portico.sendToken()).rejects.toThrow('An amount and receiver address are required')
    setSend(portico.stores.account, { token: undefined, sendTokenAmount: '1' })
    await expect(portico.sendToken()).rejects.toThrow('A token is required')
    setSend(portico.stores.account, { token: eth, receiverAddress: '0x1234' })
    await expect(portico.sendToken()).rejects.toThrow('Invalid receiver address')
    setSend(portico.stores.account, { receiverAddress: devnet.accounts[4], sendTokenAmount: '1000000' })
    await expect(portico.sendToken()).rejects.toThrow('Insufficient balance')
    await expect(portico.estimateSend()).rejects.toThrow('Insufficient balance')
    expect(send).not.toHaveBeenCalled()
    portico.destroy()
  })

  test('sends ETH and a token: pending at once, balances change, both in Activity with - and + on the other side', async () => {
    const from = devnet.accounts[5]!
    const to = devnet.accounts[6]!
    const [pusd] = devnet.chains[0]!.tokens
    const sender = kit(from)
    await sender.connect({ connectorId: 'mock' })
    await sender.fetchTokenBalances()
    const [eth, pusdBalance] = sender.stores.account.getState().send.tokenBalances
    const ethBefore = await chainClient().getBalance({ address: to })
    const pusdBefore = await tokenBalance(pusd!.address, to)

    setSend(sender.stores.account, { token: eth, sendTokenAmount: '1.5', receiverAddress: to })
    const estimate = await sender.estimateSend()
    expect(estimate?.symbol).toBe('ETH')
    expect(estimate!.fee).toBeGreaterThan(0n)
    const ethHash = await sender.sendToken()
    const pending = sender.stores.account.getState().pending
    expect(pending[0]).toMatchObject({ metadata: { hash: ethHash, operationType: 'send' }, transfers: [{ direction: 'out', quantity: { numeric: '1.5' } }] })

    resetSend(sender.stores.account)
    setSend(sender.stores.account, { token: pusdBalance, sendTokenAmount: '12.25', receiverAddress: to })
    const tokenHash = await sender.sendToken()
    expect(sender.stores.account.getState().pending.map((p) => p.metadata.hash)).toEqual([tokenHash, ethHash])

    // Mined: the receiver has them.
    await expect.poll(async () => (await chainClient().getBalance({ address: to })) - ethBefore).toBe(1_500_000_000_000_000_000n)
    await expect.poll(async () => (await tokenBalance(pusd!.address, to)) - pusdBefore).toBe(12_250_000n)
    // The pending entries resolve and leave once the server's history has them; balances refresh.
    await expect.poll(() => sender.stores.account.getState().pending.length, { timeout: 10_000 }).toBe(0)
    const caip = sender.getAccount().caipAddress!
    await expect
      .poll(() => sender.stores.account.getState().tokenBalances[caip]!.balances.find((b) => b.symbol === 'PUSD')?.quantity.numeric)
      .toBe('999987.75')

    await sender.fetchActivity()
    const items = sender.stores.account.getState().activity.items
    expect(items.slice(0, 2).map((i) => i.metadata.hash)).toEqual([tokenHash, ethHash])
    const groups = groupTransactionsByMonth(items)
    expect(groups[0]!.title).toBe(new Date().toLocaleString('en-US', { month: 'long' }))
    expect(items.slice(0, 2).map((i) => transactionSign(i.metadata.operationType, i.transfers[0]))).toEqual(['-', '-'])

    const receiver = kit(to)
    await receiver.connect({ connectorId: 'mock' })
    await receiver.fetchActivity()
    const received = receiver.stores.account.getState().activity.items.slice(0, 2)
    expect(received.map((i) => [i.metadata.hash, i.metadata.operationType, transactionSign(i.metadata.operationType, i.transfers[0])])).toEqual([
      [tokenHash, 'receive', '+'],
      [ethHash, 'receive', '+'],
    ])
    sender.destroy()
    receiver.destroy()
  })

  test("'Failed to fetch transactions': a toast and the list marked empty", async () => {
    const portico = kit(devnet.accounts[7]!, 'http://127.0.0.1:9')
    await portico.connect({ connectorId: 'mock' })
    await portico.fetchActivity()
    expect(portico.stores.account.getState().activity).toMatchObject({ status: 'error', empty: true, items: [] })
    expect(portico.stores.alerts.getState().alerts.map((a) => a.title)).toContain('Failed to fetch transactions')
    portico.destroy()
  })
})
