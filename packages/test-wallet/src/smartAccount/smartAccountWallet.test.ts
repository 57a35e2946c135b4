import type { BrowserContext, Page } from 'playwright-core'
import { type Address, createPublicClient, createWalletClient, type Hex, http, numberToHex, parseEther } from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { testMnemonic } from '../constants.ts'
import { installTestWallet } from '../installTestWallet.ts'
import { type Harness, request, startHarness } from '../testing/harness.ts'
import type { TestWallet, WalletChain } from '../types.ts'
import { useSharedDevnet } from '../../../../scripts/testing/useSharedDevnet.ts'

const timeout = { timeout: 90_000 }
const erc6492Suffix = '6492'.repeat(16)

describe('the test wallet as a smart-account wallet (Safe, ERC-4337, EIP-5792)', () => {
  // The run's shared devnet with bundlers: this file's wallets are accounts 1-4 and its funder is
  // account 9, no other file's (see sharedDevnetAccounts).
  const devnet = useSharedDevnet()
  let harness: Harness
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    harness = await startHarness({ devnet: devnet.get() })
  }, 120_000)
  afterAll(() => harness?.close())
  afterEach(() => context?.close())

  const chain = (index: number, withBundler = true): WalletChain => {
    const { chainId, rpcUrl, name, bundlerUrl } = harness.devnet.chains[index]!
    return { id: chainId, rpcUrl, name, ...(withBundler && bundlerUrl ? { bundlerUrl } : {}) }
  }
  const client = () => createPublicClient({ transport: http(harness.devnet.chains[0]!.rpcUrl), pollingInterval: 100 })
  const randomAddress = () => privateKeyToAccount(generatePrivateKey()).address
  const fund = async (address: Address) => {
    const funder = createWalletClient({ account: mnemonicToAccount(testMnemonic, { addressIndex: 9 }), transport: http(harness.devnet.chains[0]!.rpcUrl) })
    await client().waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: address, value: parseEther('1'), chain: null }) })
  }
  /** A wallet on its own account (so tests do not share a Safe), connected to the empty page. */
  const connect = async (accountIndex: number, chains = [chain(0), chain(1, false)]): Promise<TestWallet> => {
    context = await harness.browser.newContext()
    page = await context.newPage()
    const wallet = await installTestWallet(page, { chains, accountIndex, smartAccount: true })
    await page.goto(harness.url)
    expect((await request(page, 'eth_requestAccounts')).result).toEqual([wallet.address])
    return wallet
  }
  const waitForStatus = async (id: string) => {
    for (let tries = 0; tries < 150; tries++) {
      const { result, error } = await request(page, 'wallet_getCallsStatus', [id])
      if (error) throw new Error(error.message)
      if ((result as { status: number }).status !== 100) return result as { status: number; atomic: boolean; receipts: { transactionHash: Hex }[] }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`calls ${id} still pending`)
  }

  it('shows the page its Safe, whose signatures verify by ERC-6492 before deployment', timeout, async () => {
    const wallet = await connect(1)
    expect(wallet.address).not.toBe(wallet.owner)
    expect(await client().getCode({ address: wallet.address })).toBeUndefined()
    const signature = (await request(page, 'personal_sign', ['0x68656c6c6f', wallet.address])).result as Hex
    expect(signature.endsWith(erc6492Suffix)).toBe(true)
    expect(await client().verifyMessage({ address: wallet.address, message: 'hello', signature })).toBe(true)
    expect(await client().verifyMessage({ address: wallet.address, message: 'hullo', signature })).toBe(false)
  })

  it('declares atomic batches and paymasterService only on chains with a bundler', timeout, async () => {
    const wallet = await connect(2)
    const { result } = await request(page, 'wallet_getCapabilities', [wallet.address])
    expect(result).toEqual({ [numberToHex(chain(0).id)]: { atomic: { status: 'supported' }, paymasterService: { supported: true } } })
  })

  it('sends a batch as one UserOperation that deploys the Safe; the status has one receipt; then it signs by ERC-1271', timeout, async () => {
    const wallet = await connect(3)
    await fund(wallet.address)
    const [first, second] = [randomAddress(), randomAddress()]
    const sent = await request(page, 'wallet_sendCalls', [
      { version: '2.0.0', chainId: numberToHex(chain(0).id), from: wallet.address, atomicRequired: true, calls: [{ to: first, value: '0x3e8' }, { to: second, value: '0x7d0' }] },
    ])
    expect(sent.error).toBeUndefined()
    const status = await waitForStatus((sent.result as { id: string }).id)
    expect(status).toMatchObject({ status: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    expect(await client().getBalance({ address: first })).toBe(1_000n)
    expect(await client().getBalance({ address: second })).toBe(2_000n)
    expect((await client().getCode({ address: wallet.address }))?.length).toBeGreaterThan(2)
    expect((await request(page, 'wallet_showCallsStatus', [(sent.result as { id: string }).id])).result).toBeNull()

    const signature = (await request(page, 'personal_sign', ['0x68656c6c6f', wallet.address])).result as Hex
    expect(signature.endsWith(erc6492Suffix)).toBe(false)
    expect(await client().verifyMessage({ address: wallet.address, message: 'hello', signature })).toBe(true)

    // eth_sendTransaction goes the same way and answers with the transaction that carried the UserOperation.
    const third = randomAddress()
    const hash = (await request(page, 'eth_sendTransaction', [{ from: wallet.address, to: third, value: '0x5' }])).result as Hex
    expect((await client().getTransactionReceipt({ hash })).status).toBe('success')
    expect(await client().getBalance({ address: third })).toBe(5n)
  })

  it('refuses with EIP-5792 codes: an unknown capability, a chain without a bundler, a reused id, an unknown id; nothing is sent', timeout, async () => {
    const wallet = await connect(4)
    const batch = (extra: Record<string, unknown>) => [{ version: '2.0.0', chainId: numberToHex(chain(0).id), atomicRequired: true, calls: [{ to: randomAddress(), value: '0x1' }], ...extra }]
    expect((await request(page, 'wallet_sendCalls', batch({ capabilities: { auxiliaryFunds: { supported: true } } }))).error?.code).toBe(5700)
    expect((await request(page, 'wallet_sendCalls', batch({ chainId: numberToHex(chain(1).id) }))).error?.code).toBe(5710)
    expect((await request(page, 'wallet_sendCalls', batch({ calls: [{ to: 'nowhere' }] }))).error?.code).toBe(-32602)
    expect((await request(page, 'wallet_getCallsStatus', ['0x1234'])).error?.code).toBe(5730)
    expect((await request(page, 'wallet_showCallsStatus', ['0x1234'])).error?.code).toBe(5730)
    await fund(wallet.address)
    // A capability the wallet lacks but the dapp marked optional is ignored.
    expect((await request(page, 'wallet_sendCalls', batch({ id: 'mine', capabilities: { auxiliaryFunds: { optional: true } } }))).result).toEqual({ id: 'mine' })
    expect((await request(page, 'wallet_sendCalls', batch({ id: 'mine' }))).error?.code).toBe(5720)
    expect(wallet.requests.filter((entry) => entry.method === 'wallet_sendCalls' && entry.outcome === 'success')).toHaveLength(1)
  })
})
