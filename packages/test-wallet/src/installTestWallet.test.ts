import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, type Hex, http, numberToHex, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { defaultWalletInfo } from './constants.ts'
import { NoPendingRequestError, UnknownChainError, WaitForRequestTimeoutError } from './errors.ts'
import { installTestWallet } from './installTestWallet.ts'
import { type Harness, recordEvents, recordedEvents, request, startHarness } from './testing/harness.ts'
import type { InstallTestWalletOptions } from './types.ts'

const timeout = { timeout: 60_000 }

describe('installTestWallet', () => {
  let harness: Harness
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    harness = await startHarness()
  }, 120_000)
  afterAll(() => harness?.close())
  afterEach(() => context?.close())

  const chain = (index: number) => {
    const { chainId, rpcUrl, name } = harness.devnet.chains[index]!
    return { id: chainId, rpcUrl, name }
  }
  const openPage = async (options: Partial<InstallTestWalletOptions> = {}) => {
    context = await harness.browser.newContext()
    page = await context.newPage()
    const wallet = await installTestWallet(page, { chains: [chain(0), chain(1)], ...options })
    return wallet
  }

  it('announces itself with EIP-6963 on load and again on request', timeout, async () => {
    context = await harness.browser.newContext()
    page = await context.newPage()
    // Runs before the wallet's script, so it sees the announcement made at load.
    await page.addInitScript(() => {
      const seen: unknown[] = []
      Object.assign(window, { __announced: seen })
      window.addEventListener('eip6963:announceProvider', (event) => seen.push((event as CustomEvent).detail))
    })
    await installTestWallet(page, { chains: [chain(0)] })
    await page.goto(harness.url)

    const inspect = () =>
      page.evaluate(() => {
        const seen = (window as unknown as { __announced: Array<{ info: Record<string, string>; provider: Record<string, unknown> }> }).__announced
        return {
          count: seen.length,
          infos: seen.map((detail) => detail.info),
          sameProvider: seen.every((detail) => detail.provider === seen[0]!.provider),
          frozen: seen.every((detail) => Object.isFrozen(detail) && Object.isFrozen(detail.info)),
          isPorticoTestWallet: seen[0]!.provider.isPorticoTestWallet,
          hasMethods: ['request', 'on', 'removeListener'].every((name) => typeof seen[0]!.provider[name] === 'function'),
          legacy: 'ethereum' in window,
        }
      })
    const atLoad = await inspect()
    expect(atLoad).toMatchObject({ count: 1, frozen: true, isPorticoTestWallet: true, hasMethods: true, legacy: false })
    expect(atLoad.infos[0]).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      name: 'Portico Test Wallet',
      rdns: 'dev.portico.testwallet',
      icon: defaultWalletInfo.icon,
    })

    await page.evaluate(() => window.dispatchEvent(new Event('eip6963:requestProvider')))
    const afterRequest = await inspect()
    expect(afterRequest.count).toBe(2)
    expect(afterRequest.sameProvider).toBe(true)
    expect(afterRequest.infos[1]).toEqual(atLoad.infos[0])

    await page.reload()
    const afterReload = await inspect()
    expect(afterReload.count).toBe(1)
    expect(afterReload.infos[0]!.uuid).not.toBe(atLoad.infos[0]!.uuid)
  })

  it('lets two wallets share a page, and sets window.ethereum with legacy: true', timeout, async () => {
    const first = await openPage({ chains: [chain(0)], info: { name: 'Wallet A', rdns: 'dev.portico.a' } })
    const second = await installTestWallet(page, {
      chains: [chain(1)],
      accountIndex: 3,
      info: { name: 'Wallet B', rdns: 'dev.portico.b' },
      legacy: true,
    })
    await page.goto(harness.url)
    expect(await request(page, 'eth_chainId', undefined, 'dev.portico.a')).toEqual({ result: '0x7a69' })
    expect(await request(page, 'eth_chainId', undefined, 'dev.portico.b')).toEqual({ result: '0x7a6a' })
    expect(await request(page, 'eth_requestAccounts', undefined, 'dev.portico.b')).toEqual({ result: [second.address] })
    expect(await request(page, 'eth_accounts', undefined, 'dev.portico.a')).toEqual({ result: [] })
    expect(second.address).toBe(second.accounts[3])
    expect(first.address).toBe(first.accounts[0])
    expect(await page.evaluate(() => (window as unknown as { ethereum?: { isPorticoTestWallet?: boolean } }).ethereum?.isPorticoTestWallet)).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { ethereum: { request(a: unknown): Promise<unknown> } }).ethereum.request({ method: 'eth_chainId' }))).toBe('0x7a6a')
  })

  it('connects when approved', timeout, async () => {
    const wallet = await openPage()
    await page.goto(harness.url)
    await recordEvents(page)
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
    expect(wallet.connected).toBe(false)
    expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [wallet.address] })
    expect(await request(page, 'eth_accounts')).toEqual({ result: [wallet.address] })
    expect(wallet.connected).toBe(true)
    expect(await recordedEvents(page)).toEqual([['accountsChanged', [wallet.address]]])
    expect(await request(page, 'wallet_getPermissions')).toMatchObject({
      result: [{ parentCapability: 'eth_accounts', invoker: new URL(harness.url).origin }],
    })
    expect(wallet.requests.map(({ method, outcome }) => ({ method, outcome }))).toEqual([
      { method: 'eth_accounts', outcome: 'success' },
      { method: 'eth_requestAccounts', outcome: 'success' },
      { method: 'eth_accounts', outcome: 'success' },
      { method: 'wallet_getPermissions', outcome: 'success' },
    ])
  })

  it('rejects with code 4001 in reject mode', timeout, async () => {
    const wallet = await openPage({ mode: 'reject' })
    await page.goto(harness.url)
    expect(await request(page, 'eth_requestAccounts')).toEqual({
      error: { code: 4001, message: 'User rejected the request.', isError: true },
    })
    expect(wallet.connected).toBe(false)
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'eth_requestAccounts',
      outcome: 'rejected',
      error: { code: 4001, message: 'User rejected the request.' },
    })
  })

  it('waits for approve() / reject() in manual mode', timeout, async () => {
    const wallet = await openPage({ mode: 'manual' })
    await page.goto(harness.url)

    const rejected = request(page, 'eth_requestAccounts')
    expect(await wallet.waitForRequest('eth_requestAccounts')).toEqual([])
    expect(await wallet.reject()).toMatchObject({ method: 'eth_requestAccounts', outcome: 'rejected' })
    expect((await rejected).error).toMatchObject({ code: 4001 })

    const approved = request(page, 'eth_requestAccounts')
    const settled = await wallet.approve() // waits for the request to arrive
    expect(settled).toMatchObject({ method: 'eth_requestAccounts', outcome: 'success', result: [wallet.address] })
    expect(await approved).toEqual({ result: [wallet.address] })
    // Returns the second request now (each request is returned once).
    expect(await wallet.waitForRequest('eth_requestAccounts')).toEqual([])

    await expect(wallet.approve({ timeout: 100 })).rejects.toBeInstanceOf(NoPendingRequestError)
    await expect(wallet.waitForRequest('personal_sign', { timeout: 100 })).rejects.toBeInstanceOf(WaitForRequestTimeoutError)
  })

  it('signs personal_sign messages (hex as bytes, text as text)', timeout, async () => {
    const wallet = await openPage()
    await page.goto(harness.url)
    expect((await request(page, 'personal_sign', ['0x68656c6c6f', wallet.address])).error).toMatchObject({ code: 4100 })
    await request(page, 'eth_requestAccounts')

    const text = await request(page, 'personal_sign', ['Sign in to Portico', wallet.address])
    expect(await verifyMessage({ address: wallet.address, message: 'Sign in to Portico', signature: text.result as Hex })).toBe(true)

    const hex = await request(page, 'personal_sign', ['0x68656c6c6f', wallet.address])
    expect(await verifyMessage({ address: wallet.address, message: { raw: '0x68656c6c6f' }, signature: hex.result as Hex })).toBe(true)
    expect(await verifyMessage({ address: wallet.address, message: 'hello', signature: hex.result as Hex })).toBe(true)

    expect((await request(page, 'personal_sign', ['hi', wallet.accounts[1]])).error).toMatchObject({ code: 4100 })
    expect(await wallet.waitForRequest<[string, string]>('personal_sign')).toEqual(['0x68656c6c6f', wallet.address])
  })

  it('signs eth_signTypedData_v4', timeout, async () => {
    const wallet = await openPage()
    await page.goto(harness.url)
    await request(page, 'eth_requestAccounts')
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [
          { name: 'from', type: 'address' },
          { name: 'text', type: 'string' },
        ],
      },
      primaryType: 'Greeting',
      message: { from: wallet.address, text: 'gm' },
    } as const
    const answer = await request(page, 'eth_signTypedData_v4', [wallet.address, JSON.stringify(typedData)])
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({ ...typedData, types, address: wallet.address, signature: answer.result as Hex }),
    ).toBe(true)
  })

  it('sends transactions that land', timeout, async () => {
    const wallet = await openPage()
    await page.goto(harness.url)
    await request(page, 'eth_requestAccounts')
    const to = wallet.accounts[1]!
    const client = createPublicClient({ transport: http(chain(0).rpcUrl) })
    const before = await client.getBalance({ address: to })

    const answer = await request(page, 'eth_sendTransaction', [{ from: wallet.address, to, value: numberToHex(parseEther('1.5')) }])
    expect(answer.result).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await client.waitForTransactionReceipt({ hash: answer.result as Hex, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from).toBe(wallet.address.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('1.5'))
    // The dapp left the gas out: the wallet sent half again the estimate (a plain transfer: 21,000).
    expect((await client.getTransaction({ hash: answer.result as Hex })).gas).toBe(31_500n)

    // Reads are forwarded to the current chain's RPC.
    const forwarded = await request(page, 'eth_getTransactionReceipt', [answer.result])
    expect(forwarded.result).toMatchObject({ status: '0x1', transactionHash: answer.result })
    // Node errors keep their code; signing methods a node would answer are refused.
    expect((await request(page, 'portico_noSuchMethod')).error).toMatchObject({ code: -32601, isError: true })
    expect((await request(page, 'eth_sign', [wallet.address, '0x00'])).error).toMatchObject({ code: 4200 })
  })

  it('answers 4902 for an unknown chain, and switches after wallet_addEthereumChain', timeout, async () => {
    const wallet = await openPage({ chains: [chain(0)] })
    await page.goto(harness.url)
    await recordEvents(page)

    const unknown = await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
    expect(unknown.error).toEqual({
      code: 4902,
      message: 'Unrecognized chain ID "0x7a6a". Try adding the chain using wallet_addEthereumChain first.',
      isError: true,
    })

    const added = await request(page, 'wallet_addEthereumChain', [
      {
        chainId: '0x7a6a',
        chainName: 'Portico Devnet 2',
        rpcUrls: [chain(1).rpcUrl],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ])
    expect(added).toEqual({ result: null })
    expect(wallet.chainId).toBe(31338)
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a6a' })
    expect(await request(page, 'net_version')).toEqual({ result: '31338' })
    expect(await recordedEvents(page)).toEqual([['chainChanged', '0x7a6a']])

    expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toEqual({ result: null })
    expect(wallet.chainId).toBe(31337)
    expect(await recordedEvents(page)).toEqual([['chainChanged', '0x7a6a'], ['chainChanged', '0x7a69']])
  })

  it('emits events for wallet-side account and chain changes, and disconnect', timeout, async () => {
    const wallet = await openPage({ chains: [chain(0)] })
    await page.goto(harness.url)
    await request(page, 'eth_requestAccounts')
    await recordEvents(page)

    await wallet.setAccount(2)
    expect(wallet.address).toBe(wallet.accounts[2])
    expect(await request(page, 'eth_accounts')).toEqual({ result: [wallet.accounts[2]] })

    await expect(wallet.switchChain(31338)).rejects.toBeInstanceOf(UnknownChainError)
    wallet.addChain(chain(1))
    await wallet.switchChain(31338)
    expect(await request(page, 'eth_chainId')).toEqual({ result: '0x7a6a' })

    await wallet.disconnect()
    expect(wallet.connected).toBe(false)
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
    expect(await recordedEvents(page)).toEqual([
      ['accountsChanged', [wallet.accounts[2]]],
      ['chainChanged', '0x7a6a'],
      ['accountsChanged', []],
    ])
  })

  it('keeps the permission across reloads, until revoked', timeout, async () => {
    const wallet = await openPage({ mode: 'approve' })
    await page.goto(harness.url)
    await request(page, 'eth_requestAccounts')
    wallet.setMode('reject')

    await page.reload()
    expect(await request(page, 'eth_accounts')).toEqual({ result: [wallet.address] })
    expect(await request(page, 'eth_requestAccounts')).toEqual({ result: [wallet.address] })

    await recordEvents(page)
    expect(await request(page, 'wallet_revokePermissions', [{ eth_accounts: {} }])).toEqual({ result: null })
    expect(await recordedEvents(page)).toEqual([['accountsChanged', []]])
    await page.reload()
    expect(await request(page, 'eth_accounts')).toEqual({ result: [] })
  })
})
