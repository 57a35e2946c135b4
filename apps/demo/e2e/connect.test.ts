import { truncateAddress } from '@portico/core'
import { verifyMessage } from 'viem'
import { describe, expect, test } from 'vitest'
import { devnetClient, useDemo } from './harness'
import { e2eAccounts, evmAddressOf } from './accounts'

const accounts = e2eAccounts.connect

const open = useDemo()

describe('connect with an injected wallet', () => {
  test('lists the wallet, shows ConnectingExternal, then Account with address and balance', async () => {
    const demo = await open({ accountIndex: accounts.evm.manual, mode: 'manual' })
    const { page, wallet } = demo
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()

    // ConnectingExternal: the dialog is named after the wallet and waits for it.
    await page.getByRole('dialog', { name: 'Portico Test Wallet' }).getByText('Continue in Portico Test Wallet').waitFor()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connecting')
    await wallet.approve()

    const account = page.getByRole('dialog', { name: 'Account' })
    await account.waitFor()
    const short = truncateAddress(wallet.address)
    await account.getByText(short).waitFor()
    await account.getByText(/^10,000\.000 ETH$/).waitFor()
    expect(await page.getByRole('button', { name: new RegExp(short.replace(/\./g, '\\.')) }).count()).toBe(1)

    const history = await page.getByRole('list', { name: 'Status history' }).getByRole('listitem').allTextContents()
    expect(history.slice(-3)).toEqual(['disconnected', 'connecting', 'connected'])
  })

  test('a rejection shows the error with a retry, and retry connects', async () => {
    const demo = await open({ accountIndex: accounts.evm.rejecting, mode: 'reject' })
    const { page, wallet } = demo
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Portico Test Wallet' })
    await dialog.getByText('Connection declined').waitFor()
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')

    wallet.setMode('approve')
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByText(truncateAddress(wallet.address)).waitFor()
    expect(await page.getByTestId('status').textContent()).toBe('connected')
  })
})

describe('sign and send from the demo', () => {
  test('the signature verifies, and 0.01 ETH lands on the devnet', async () => {
    const demo = await open({ accountIndex: accounts.evm.sender })
    const { page, wallet } = demo
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
    expect(await verifyMessage({ address: wallet.address, message: 'Hello from Portico', signature })).toBe(true)

    const client = devnetClient(0)
    const receiver = evmAddressOf(accounts.evm.receiver)
    const before = await client.getBalance({ address: receiver })
    const senderBefore = await client.getBalance({ address: wallet.address })
    // To this file's own receiver: the card's default (account 1) is other files' too.
    await page.getByRole('region', { name: 'Send 0.01 ETH' }).getByRole('textbox', { name: 'Receiver' }).fill(receiver)
    await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
    const hash = (await page.getByTestId('tx-hash').textContent()) as `0x${string}`
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect((await client.getBalance({ address: receiver })) - before).toBe(10n ** 16n)
    // The page's balance follows the chain once the transaction is mined.
    const after = await client.getBalance({ address: wallet.address })
    expect(after < senderBefore).toBe(true)
    await expect.poll(() => page.getByTestId('balance').textContent()).toMatch(/^9999\.98\d ETH$/)
  })
})
