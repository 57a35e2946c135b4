import { formatTokenQuantity, truncateAddress } from '@portico/core'
import { devnetTokenAddresses } from '@portico/devnet'
import { ensureProject, startServer } from '@portico/server'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { erc20Abi, formatEther, formatUnits } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, inject, test } from 'vitest'
import { connectTestWallet, devnetClient, useDemo } from './harness'
import { e2eAccounts } from './accounts'

const open = useDemo()
const mnemonic = 'test test test test test test test test test test test junk'
const { sender: SENDER, receiver: RECEIVER, paged: PAGED } = e2eAccounts.account.evm
const receiverAddress = mnemonicToAccount(mnemonic, { addressIndex: RECEIVER }).address
const month = new Date().toLocaleString('en-US', { month: 'long' })

const tokenOf = (token: keyof typeof devnetTokenAddresses, owner: `0x${string}`) =>
  devnetClient(0).readContract({ address: devnetTokenAddresses[token], abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

describe('the account on the devnet', () => {
  test('balances match the chain; send ETH and PUSD; both show in Activity with - here and + on the receiver', async () => {
    // A time zone where the on-ramp is offered (the spec hides it in mainland China and Hong Kong).
    const demo = await open({ accountIndex: SENDER, timeZone: 'Europe/Berlin' })
    const { page, wallet } = demo
    await connectTestWallet(demo)
    const account = page.getByRole('dialog', { name: 'Account' })

    // Balances: ETH above, then the test tokens, each as the chain has them (3 decimals).
    const client = devnetClient(0)
    const eth = formatTokenQuantity(formatEther(await client.getBalance({ address: wallet.address })), 'en')
    const pusd = formatTokenQuantity(formatUnits(await tokenOf('PUSD', wallet.address), 6), 'en')
    const ptk = formatTokenQuantity(formatUnits(await tokenOf('PTK', wallet.address), 18), 'en')
    await account.getByText(`${eth} ETH`, { exact: true }).waitFor()
    const tokens = account.getByRole('list', { name: 'Tokens' })
    await tokens.getByRole('listitem', { name: `Portico USD: ${pusd} PUSD` }).waitFor()
    await tokens.getByRole('listitem', { name: `Portico Token: ${ptk} PTK` }).waitFor()
    // A devnet is a testnet: the portfolio value shows 0.00.
    await account.getByText('$0.00').waitFor()

    // The wallet features row in the spec's order: Buy and Swap (both on for the demo project), Receive, Send.
    const features = account.getByRole('navigation', { name: 'Wallet features' })
    expect(await features.getByRole('button').allTextContents()).toEqual(['Buy', 'Swap', 'Receive', 'Send'])

    // Send 1.5 ETH.
    const ethBefore = await client.getBalance({ address: receiverAddress })
    await features.getByRole('button', { name: 'Send' }).click()
    const send = page.getByRole('dialog', { name: 'Send' })
    await send.getByRole('combobox', { name: 'Token' }).waitFor()
    // Nothing reaches the wallet with a bad receiver or too much.
    await send.getByRole('textbox', { name: 'Amount' }).fill('1.5')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill('0x1234')
    await send.getByRole('button', { name: 'Review send' }).click()
    await send.getByRole('alert').getByText('Invalid receiver address').waitFor()
    await send.getByRole('textbox', { name: 'Receiver address' }).fill(receiverAddress)
    await send.getByRole('textbox', { name: 'Amount' }).fill('')
    await send.getByRole('button', { name: 'Review send' }).click()
    await send.getByRole('alert').getByText('An amount and receiver address are required').waitFor()
    await send.getByRole('textbox', { name: 'Amount' }).fill('1.5')
    await send.getByRole('button', { name: 'Review send' }).click()

    const preview = page.getByRole('dialog', { name: 'Review Send' })
    await preview.getByText('1.500 ETH').waitFor()
    await preview.getByText(truncateAddress(receiverAddress)).waitFor()
    // The fee estimate arrives (a small amount of ETH).
    const fee = preview.getByText('Network fee', { exact: true }).locator('xpath=following-sibling::dd[1]')
    await expect.poll(() => fee.textContent()).toMatch(/^(<0\.001|\d+\.\d{3}) ETH$/)
    await preview.getByRole('button', { name: 'Send', exact: true }).click()
    await preview.getByRole('status').getByText('Sent 1.500 ETH').waitFor()
    await preview.getByRole('button', { name: 'Done' }).click()

    // Send 25 PUSD.
    const pusdBefore = await tokenOf('PUSD', receiverAddress)
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send' }).click()
    await send.getByRole('combobox', { name: 'Token' }).selectOption({ label: `PUSD — ${pusd}` })
    await send.getByRole('textbox', { name: 'Amount' }).fill('25')
    await send.getByRole('textbox', { name: 'Receiver address' }).fill(receiverAddress)
    await send.getByRole('button', { name: 'Review send' }).click()
    await preview.getByText('25.000 PUSD').waitFor()
    await preview.getByRole('button', { name: 'Send', exact: true }).click()
    await preview.getByRole('status').getByText('Sent 25.000 PUSD').waitFor()
    await preview.getByRole('button', { name: 'Done' }).click()

    // The chain moved, and the Account view follows.
    await expect.poll(async () => (await client.getBalance({ address: receiverAddress })) - ethBefore).toBe(1_500_000_000_000_000_000n)
    await expect.poll(async () => (await tokenOf('PUSD', receiverAddress)) - pusdBefore).toBe(25_000_000n)
    const pusdAfter = formatTokenQuantity(formatUnits(await tokenOf('PUSD', wallet.address), 6), 'en')
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('listitem', { name: `Portico USD: ${pusdAfter} PUSD` })
      .waitFor({ timeout: 15_000 })
    const ethAfter = formatTokenQuantity(formatEther(await client.getBalance({ address: wallet.address })), 'en')
    await page.getByRole('dialog', { name: 'Account' }).getByText(`${ethAfter} ETH`, { exact: true }).waitFor({ timeout: 15_000 })

    // Activity: both sends under this month, with '-'.
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Activity' }).click()
    const activity = page.getByRole('dialog', { name: 'Activity' })
    const thisMonth = activity.getByRole('list', { name: `Transactions: ${month}` })
    await expect.poll(() => thisMonth.getByText('-25.000 PUSD').count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => thisMonth.getByText('-1.500 ETH').count()).toBe(1)
    expect(await activity.getByRole('heading', { name: month }).count()).toBe(1)
    await expect.poll(() => thisMonth.getByText('Pending').count(), { timeout: 15_000 }).toBe(0)
    // Each names the receiver (the token send too: not the token contract it called).
    expect(await thisMonth.getByText(`to ${truncateAddress(receiverAddress)}`).count()).toBe(2)

    // The receiving account sees both with '+'.
    expect(demo.outsideRequests()).toEqual([])
    await demo.close()
    const other = await open({ accountIndex: RECEIVER })
    await connectTestWallet(other)
    await other.page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Activity' }).click()
    const received = other.page.getByRole('dialog', { name: 'Activity' }).getByRole('list', { name: `Transactions: ${month}` })
    await received.getByText('+25.000 PUSD').waitFor()
    await received.getByText('+1.500 ETH').waitFor()
    expect(await received.getByText(`from ${truncateAddress(wallet.address)}`).count()).toBe(2)
  })

  test('Activity pages as it scrolls', async () => {
    // 25 transfers to a fresh account, from anvil's unlocked account 0 (the server pages by 20).
    const to = mnemonicToAccount(mnemonic, { addressIndex: PAGED }).address
    const rpc = inject('rpcUrls')[0]!
    const call = async (method: string, params: unknown[]) =>
      ((await (await fetch(rpc, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })).json()) as { result: unknown }).result
    const [from] = (await call('eth_accounts', [])) as string[]
    for (let i = 0; i < 25; i++) await call('eth_sendTransaction', [{ from, to, value: `0x${(i + 1).toString(16)}` }])
    const demo = await open({ accountIndex: PAGED })
    await connectTestWallet(demo)
    await demo.page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Activity' }).click()
    const list = demo.page.getByRole('dialog', { name: 'Activity' }).getByRole('list', { name: `Transactions: ${month}` })
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 15_000 }).toBe(20)
    await list.getByRole('listitem').last().scrollIntoViewIfNeeded()
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 15_000 }).toBe(25)
    expect(await list.getByText(/^\+0\.000 ETH$/).count()).toBe(25)
  })

  test('Receive shows the address as a QR code, with copy and the networks', async () => {
    const demo = await open({ accountIndex: SENDER })
    await connectTestWallet(demo)
    await demo.page.getByRole('navigation', { name: 'Wallet features' }).getByRole('button', { name: 'Receive' }).click()
    const receive = demo.page.getByRole('dialog', { name: 'Receive' })
    const qr = receive.getByRole('img', { name: 'QR code of your address' })
    await qr.waitFor()
    expect(await qr.getAttribute('data-value')).toBe(demo.wallet.address)
    expect(await qr.locator('svg path, svg rect').count()).toBeGreaterThan(0)
    await receive.getByText(demo.wallet.address).waitFor()
    const networks = await receive.getByRole('list', { name: 'Networks you can receive on' }).getByRole('listitem').allTextContents()
    expect(networks).toEqual(expect.arrayContaining(['Portico Devnet', 'Portico Devnet 2']))
    await demo.page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await receive.getByRole('button', { name: 'Copy address' }).click()
    await receive.getByRole('button', { name: 'Address copied' }).waitFor()
    expect(await demo.page.evaluate(() => navigator.clipboard.readText())).toBe(demo.wallet.address)
  })

  test("with the server's chain upstream stopped: one 'Token Balance Unavailable' toast, no retry, the modal still works", async () => {
    // A Portico server whose upstream RPC for the devnet is down (nothing listens there).
    const dir = mkdtempSync(join(tmpdir(), 'portico-down-'))
    const down = await startServer({ port: 0, sqlitePath: join(dir, 'db.sqlite'), rpcUrls: { 31337: 'http://127.0.0.1:9' } })
    try {
      const origin = new URL(inject('demoUrl')).origin
      await ensureProject(down.db, { id: 'down', name: 'Upstream down', allowedOrigins: [origin] })
      const demo = await open({ accountIndex: SENDER, query: `?server=${encodeURIComponent(down.url)}&projectId=down` })
      const balanceRequests = () => demo.requests.filter((url) => new URL(url).pathname.endsWith('/balance')).length
      await connectTestWallet(demo)
      const toast = demo.page.getByRole('alert').filter({ hasText: 'Token Balance Unavailable' })
      await toast.waitFor()
      expect(balanceRequests()).toBe(1)

      // The modal stays usable: Receive, back, Send (which wants the balances too), back, Networks.
      const account = demo.page.getByRole('dialog', { name: 'Account' })
      await account.getByText('Token balances are unavailable right now.').waitFor()
      await account.getByRole('button', { name: 'Receive' }).click()
      await demo.page.getByRole('dialog', { name: 'Receive' }).getByRole('img', { name: 'QR code of your address' }).waitFor()
      await demo.page.getByRole('button', { name: 'Back' }).click()
      await demo.page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send' }).click()
      await demo.page.getByRole('dialog', { name: 'Send' }).getByRole('button', { name: 'Review send' }).waitFor()
      await demo.page.getByRole('button', { name: 'Back' }).click()
      await demo.page.keyboard.press('Escape')
      await demo.page.getByRole('dialog').waitFor({ state: 'detached' })
      await demo.page.getByRole('button', { name: truncateAddress(demo.wallet.address), exact: false }).first().click()
      await demo.page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: /^Network:/ }).click()
      await demo.page.getByRole('dialog', { name: 'Choose Network' }).waitFor()
      await demo.page.waitForTimeout(3000)
      // Within 30 s nothing asked again, and the toast is there once.
      expect(balanceRequests()).toBe(1)
      expect(await toast.count()).toBe(1)
    } finally {
      await down.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
