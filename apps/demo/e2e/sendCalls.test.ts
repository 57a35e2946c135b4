import { describe, expect, test } from 'vitest'
import { fundAccount } from './fund'
import { connectTestWallet, devnetClient, useDemo } from './harness'
import { e2eAccounts } from './accounts'

const accounts = e2eAccounts.sendCalls

const randomAddress = () => `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}` as const

const open = useDemo()

describe('sendCalls (EIP-5792) from the demo', () => {
  test('a wallet without wallet_sendCalls is asked once per call; the batch is reported as sequential and both transfers land', async () => {
    const demo = await open({ accountIndex: accounts.evm.sender })
    const { page, wallet } = demo
    // The account starts empty: 10 ETH for the batch and its gas.
    await fundAccount(wallet.address)
    await connectTestWallet(demo)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    // A fresh receiver, so the balance is exactly what the batch sent.
    const receiver = `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}` as const
    const card = page.getByRole('region', { name: 'Send a batch' })
    await card.getByRole('textbox').fill(receiver)
    const sendsBefore = wallet.requests.filter((request) => request.method === 'eth_sendTransaction').length
    await card.getByRole('button', { name: 'Send 2 calls' }).click()

    await card.getByText('Sent one transaction per call (the wallet has no EIP-5792)').waitFor()
    await expect.poll(() => card.getByTestId('calls-status').textContent(), { timeout: 20_000 }).toBe('success (200)')
    expect(wallet.requests.some((request) => request.method === 'wallet_sendCalls')).toBe(true)
    expect(wallet.requests.filter((request) => request.method === 'eth_sendTransaction').length - sendsBefore).toBe(2)
    expect(await devnetClient(0).getBalance({ address: receiver })).toBe(3n * 10n ** 15n)
  })

  test('a call the spec refuses never reaches the wallet', async () => {
    const demo = await open({ accountIndex: accounts.evm.sender })
    const { page, wallet } = demo
    await connectTestWallet(demo)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    const card = page.getByRole('region', { name: 'Send a batch' })
    await card.getByRole('textbox').fill('70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await card.getByRole('button', { name: 'Send 2 calls' }).click()
    await card.getByRole('alert').waitFor()
    expect(await card.getByRole('alert').textContent()).toContain("'to' must start with 0x")
    expect(wallet.requests.some((request) => request.method === 'wallet_sendCalls' || request.method === 'eth_sendTransaction')).toBe(false)
  })

  test("a smart-account wallet sends the batch as one UserOperation whose gas the demo project's paymaster pays (ERC-7677 through the server)", async () => {
    // The wallet's Safe is new and holds exactly what the batch sends: it can only send because the paymaster pays the gas.
    const demo = await open({ accountIndex: accounts.evm.smartAccount, walletChains: [1], smartAccount: true })
    const { page, wallet } = demo
    const chain = devnetClient(1)
    expect(await chain.getCode({ address: wallet.address })).toBeUndefined()
    await chain.request({ method: 'anvil_setBalance', params: [wallet.address, `0x${(3n * 10n ** 15n).toString(16)}`] } as never)
    await connectTestWallet(demo)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    const receiver = randomAddress()
    const card = page.getByRole('region', { name: 'Send a batch' })
    await card.getByRole('textbox').fill(receiver)
    await card.getByRole('button', { name: 'Send 2 calls' }).click()
    await card.getByText('Sent as one batch').waitFor()
    await expect.poll(() => card.getByTestId('calls-status').textContent(), { timeout: 30_000 }).toBe('success (200)')

    const [sent] = wallet.requests.filter((request) => request.method === 'wallet_sendCalls')
    expect((sent?.params as [{ capabilities?: { paymasterService?: { url?: string } } }])[0].capabilities?.paymasterService?.url).toMatch(/\/v1\/paymaster\?projectId=portico-demo$/)
    expect(wallet.requests.some((request) => request.method === 'eth_sendTransaction')).toBe(false)
    expect(await chain.getBalance({ address: receiver })).toBe(3n * 10n ** 15n)
    // Deployed by the batch, and still empty: the paymaster's deposit paid the gas.
    expect((await chain.getCode({ address: wallet.address }))?.length).toBeGreaterThan(2)
    expect(await chain.getBalance({ address: wallet.address })).toBe(0n)
  })
})
