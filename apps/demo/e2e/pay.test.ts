import { devnetTokenAddresses } from '@portico/devnet'
import type { Page } from 'playwright-core'
import { type Address, createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { describe, expect, inject, test } from 'vitest'
import { PAY_RECIPIENT } from '../src/cards/PayCard'
import { connectTestWallet, type Demo, devnetClient, useDemo } from './harness'
import { e2eAccounts } from './accounts'

const open = useDemo()
// Accounts no other test file uses.
const {
  payer: PAYER,
  disconnected: DISCONNECTED,
  short: SHORT,
  canceller: CANCELLER,
  double: DOUBLE,
  reloader: RELOADER,
  otherChain: OTHER_CHAIN,
  askedThenSent: ASKED_THEN_SENT,
  askedAgain: ASKED_AGAIN,
  signIn: SIGN_IN,
} = e2eAccounts.pay.evm

const pusd = (index: number, owner: Address) =>
  devnetClient(index).readContract({ address: devnetTokenAddresses.PUSD, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const nonce = (index: number, owner: Address) => devnetClient(index).getTransactionCount({ address: owner })

/** Gives `to` ETH for gas and `tokens` PUSD on one devnet chain (anvil's unlocked first account pays). */
async function fund(to: Address, { chain = 0, tokens }: { chain?: number; tokens: string }) {
  const wallet = createWalletClient({ transport: http(inject('rpcUrls')[chain]) })
  const [from] = await wallet.getAddresses()
  const hashes = [await wallet.sendTransaction({ account: from!, chain: null, to, value: parseEther('1') })]
  if (tokens !== '0') {
    hashes.push(await wallet.writeContract({ account: from!, chain: null, address: devnetTokenAddresses.PUSD, abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(tokens, 6)] }))
  }
  for (const hash of hashes) await devnetClient(chain).waitForTransactionReceipt({ hash })
}

const payDialog = (page: Page) => page.getByRole('dialog', { name: 'Pay', exact: true })
const payCard = (page: Page) => page.getByRole('region', { name: 'Pay 5 PUSD' })

/** The Pay card's button: asks the kit for the payment (the Pay view opens). */
async function askToPay(demo: Demo) {
  await payCard(demo.page).getByRole('button', { name: 'Pay 5 PUSD' }).click()
  return payDialog(demo.page)
}

/** The focused element's accessible name (its label, else its text). */
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim())

/** Whole transactions the wallet was asked to send. */
const sendRequests = (demo: Demo) => demo.wallet.requests.filter((request) => request.method === 'eth_sendTransaction').length

describe('pay on the devnet', () => {
  test('pays 5 PUSD from a connected wallet: the view shows what is asked, both balances move on chain', async () => {
    const demo = await open({ accountIndex: PAYER })
    const { page, wallet } = demo
    await fund(wallet.address, { tokens: '20' })
    await connectTestWallet(demo)
    await page.keyboard.press('Escape')
    const [payerBefore, shopBefore] = await Promise.all([pusd(0, wallet.address), pusd(0, PAY_RECIPIENT)])

    const pay = await askToPay(demo)
    await pay.getByText('5.000 PUSD', { exact: true }).waitFor()
    // The modal opened straight on Pay, a lazy view: once its chunk is in, focus is on its
    // data-autofocus control (Pay), not on Close where the focus trap had to put it before.
    await expect.poll(() => focusedName(page)).toBe('Pay 5.000 PUSD')
    // The payment's own summary (the first list of terms; the simulation's decoded call has a "To" too).
    const value = (label: string) => pay.locator('dl').first().getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]')
    expect(await value('To').textContent()).toBe('0x3C...4293BC')
    expect(await value('Network').textContent()).toMatch(/Portico Devnet$/)
    // Held on the first devnet chain only: that one is offered, with the balance.
    const networks = pay.getByRole('list', { name: 'Pay on' })
    await networks.getByRole('button', { name: /Portico Devnet/ }).waitFor()
    expect(await networks.getByRole('button').count()).toBe(1)
    expect(await networks.getByRole('button').first().getAttribute('aria-pressed')).toBe('true')
    await pay.getByRole('button', { name: 'Pay 5.000 PUSD' }).click()
    await pay.getByRole('status').getByText('Paid 5.000 PUSD to 0x3C...4293BC').waitFor()
    const hash = await payCard(page).getByTestId('pay-hash').textContent()
    const receipt = await devnetClient(0).getTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await pusd(0, wallet.address)).toBe(payerBefore - parseUnits('5', 6))
    expect(await pusd(0, PAY_RECIPIENT)).toBe(shopBefore + parseUnits('5', 6))
    await pay.getByRole('button', { name: 'Done' }).click()
    await payDialog(page).waitFor({ state: 'detached' })
  })

  test('pays while disconnected: the view connects a wallet first, then comes back to Pay', async () => {
    const demo = await open({ accountIndex: DISCONNECTED })
    const { page, wallet } = demo
    await fund(wallet.address, { tokens: '10' })
    const before = await pusd(0, wallet.address)
    let pay = await askToPay(demo)
    await pay.getByRole('button', { name: 'Connect a wallet to pay' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    pay = payDialog(page)
    await pay.getByRole('button', { name: 'Pay 5.000 PUSD' }).click()
    await pay.getByRole('status').getByText('Paid 5.000 PUSD to 0x3C...4293BC').waitFor()
    expect(await pusd(0, wallet.address)).toBe(before - parseUnits('5', 6))
  })

  test('with sign-in on: connecting from Pay asks to sign in, then comes back to Pay', async () => {
    const demo = await open({ accountIndex: SIGN_IN, query: '?siwx=optional' })
    const { page, wallet } = demo
    await fund(wallet.address, { tokens: '10' })
    const pay = await askToPay(demo)
    await pay.getByRole('button', { name: 'Connect a wallet to pay' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Sign' }).click()
    await payDialog(page).getByRole('button', { name: 'Pay 5.000 PUSD' }).click()
    await payDialog(page).getByRole('status').getByText('Paid 5.000 PUSD to 0x3C...4293BC').waitFor()
    expect(await page.getByTestId('session-address').textContent()).toBe(wallet.address)
  })

  test('a short balance says so and sends nothing; cancelling then rejects the app’s promise with its cause', async () => {
    const demo = await open({ accountIndex: SHORT })
    const { page, wallet } = demo
    await fund(wallet.address, { tokens: '1' })
    await connectTestWallet(demo)
    await page.keyboard.press('Escape')
    const pay = await askToPay(demo)
    await pay.getByRole('alert').getByText('Insufficient balance').waitFor()
    expect(await pay.getByRole('button', { name: 'Pay 5.000 PUSD' }).getAttribute('aria-disabled')).toBe('true')
    // Clicked anyway (it is only marked unavailable): nothing happens.
    await pay.getByRole('button', { name: 'Pay 5.000 PUSD' }).dispatchEvent('click')
    await pay.getByRole('button', { name: 'Cancel' }).click()
    await payCard(page).getByRole('alert').getByText('Payment cancelled (Insufficient balance)').waitFor()
    await payDialog(page).waitFor({ state: 'detached' })
    expect(sendRequests(demo)).toBe(0)
    expect(await nonce(0, wallet.address)).toBe(0)
  })

  test('Cancel rejects with "Payment cancelled"; so does closing the modal', async () => {
    const demo = await open({ accountIndex: CANCELLER })
    const { page } = demo
    await fund(demo.wallet.address, { tokens: '10' })
    await connectTestWallet(demo)
    await page.keyboard.press('Escape')
    let pay = await askToPay(demo)
    await pay.getByRole('button', { name: 'Pay 5.000 PUSD' }).waitFor()
    await pay.getByRole('button', { name: 'Cancel' }).click()
    await payCard(page).getByRole('alert').getByText(/^Payment cancelled$/).waitFor()
    await payDialog(page).waitFor({ state: 'detached' })
    // The wallet declines: said in the view, the visitor may cancel (or try again).
    pay = await askToPay(demo)
    demo.wallet.setMode('reject')
    await pay.getByRole('button', { name: 'Pay 5.000 PUSD' }).click()
    await pay.getByRole('alert').getByText('The wallet declined the payment.').waitFor()
    await page.keyboard.press('Escape')
    await payCard(page).getByRole('alert').getByText('Payment cancelled (User rejected the request)').waitFor()
    expect(await nonce(0, demo.wallet.address)).toBe(0)
  })

  test('a double click on Pay (and on the app’s button) sends once', async () => {
    const demo = await open({ accountIndex: DOUBLE })
    const { page, wallet } = demo
    await fund(wallet.address, { tokens: '20' })
    await connectTestWallet(demo)
    await page.keyboard.press('Escape')
    const shopBefore = await pusd(0, PAY_RECIPIENT)
    await payCard(page).getByRole('button', { name: 'Pay 5 PUSD' }).dblclick()
    const pay = payDialog(page)
    await pay.getByRole('button', { name: 'Pay 5.000 PUSD' }).dblclick()
    await pay.getByRole('status').getByText('Paid 5.000 PUSD to 0x3C...4293BC').waitFor()
    expect(sendRequests(demo)).toBe(1)
    expect(await nonce(0, wallet.address)).toBe(1)
    expect(await pusd(0, PAY_RECIPIENT)).toBe(shopBefore + parseUnits('5', 6))
  })

  test('a reload mid-way waits for the payment already sent instead of paying again', async () => {
    const demo = await open({ accountIndex: RELOADER })
    const { page, wallet } = demo
    await fund(wallet.address, { tokens: '20' })
    await connectTestWallet(demo)
    await page.keyboard.press('Escape')
    // The page never hears of a receipt before the reload: the payment stays "sent, not confirmed".
    const rpc = inject('rpcUrls')[0]!
    await page.route(`${rpc}/**`, async (route) => {
      const body = route.request().postData() ?? ''
      if (body.includes('eth_getTransactionReceipt')) {
        const { id } = JSON.parse(body) as { id: number }
        return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ jsonrpc: '2.0', id, result: null }) })
      }
      return route.fallback()
    })
    let pay = await askToPay(demo)
    await pay.getByRole('button', { name: 'Pay 5.000 PUSD' }).click()
    await pay.getByRole('status').getByText('Payment sent. Waiting for it to be confirmed…').waitFor()
    expect(await nonce(0, wallet.address)).toBe(1)
    const shopAfterOne = await pusd(0, PAY_RECIPIENT)

    // Receipts stay hidden through the reload: the page before it must not see the payment confirmed
    // (and forget it) between the unroute and the reload.
    await page.reload()
    await page.getByRole('button', { name: /^0x/ }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('portico.pendingPayment'))).not.toBeNull()
    await page.unroute(`${rpc}/**`)
    pay = await askToPay(demo)
    await pay.getByRole('status').getByText('Paid 5.000 PUSD to 0x3C...4293BC').waitFor()
    expect(sendRequests(demo)).toBe(1)
    expect(await nonce(0, wallet.address)).toBe(1)
    expect(await pusd(0, PAY_RECIPIENT)).toBe(shopAfterOne)
  })

  /** Asks for the payment with the wallet answering by hand, and reloads while it is still asking. */
  async function reloadWhileWalletAsks(demo: Demo) {
    const { page, wallet } = demo
    await fund(wallet.address, { tokens: '20' })
    await connectTestWallet(demo)
    await page.keyboard.press('Escape')
    wallet.setMode('manual')
    await (await askToPay(demo)).getByRole('button', { name: 'Pay 5.000 PUSD' }).click()
    await wallet.waitForRequest('eth_sendTransaction')
    await page.reload()
    await page.getByRole('button', { name: /^0x/ }).waitFor()
    const pay = await askToPay(demo)
    await pay.getByRole('status').getByText(/^Your wallet may still be asking you to confirm this payment/).waitFor()
    return pay
  }

  test('a reload while the wallet is asking: the payment it sends afterwards is picked up, not asked for again', async () => {
    const demo = await open({ accountIndex: ASKED_THEN_SENT })
    const shopBefore = await pusd(0, PAY_RECIPIENT)
    const pay = await reloadWhileWalletAsks(demo)
    // The visitor confirms, in the wallet, the request the page made before the reload.
    await demo.wallet.approve()
    await pay.getByRole('status').getByText('Paid 5.000 PUSD to 0x3C...4293BC').waitFor()
    expect(sendRequests(demo)).toBe(1)
    expect(await nonce(0, demo.wallet.address)).toBe(1)
    expect(await pusd(0, PAY_RECIPIENT)).toBe(shopBefore + parseUnits('5', 6))
  })

  test('a reload while the wallet is asking, then refused there: asking again reuses the nonce and pays once', async () => {
    const demo = await open({ accountIndex: ASKED_AGAIN })
    const shopBefore = await pusd(0, PAY_RECIPIENT)
    const pay = await reloadWhileWalletAsks(demo)
    await demo.wallet.reject()
    // The page cannot hear the refusal: it keeps saying the wallet may be asking, and offers to ask again.
    await pay.getByRole('button', { name: 'Ask the wallet again' }).click()
    const asked = await demo.wallet.approve()
    expect((asked.params as [{ nonce?: string }])[0].nonce).toBe('0x0')
    await pay.getByRole('status').getByText('Paid 5.000 PUSD to 0x3C...4293BC').waitFor()
    expect(sendRequests(demo)).toBe(2)
    expect(await nonce(0, demo.wallet.address)).toBe(1)
    expect(await pusd(0, PAY_RECIPIENT)).toBe(shopBefore + parseUnits('5', 6))
  })

  test('offers the network where the visitor holds the asset and switches the wallet to it', async () => {
    const demo = await open({ accountIndex: OTHER_CHAIN, walletChains: [0, 1] })
    const { page, wallet } = demo
    await fund(wallet.address, { chain: 1, tokens: '10' })
    await connectTestWallet(demo)
    await page.keyboard.press('Escape')
    expect(wallet.chainId).toBe(31337)
    const pay = await askToPay(demo)
    const networks = pay.getByRole('list', { name: 'Pay on' })
    await networks.getByRole('button', { name: /Portico Devnet 2/ }).waitFor()
    expect(await networks.getByRole('button').count()).toBe(1)
    await pay.getByRole('button', { name: 'Pay 5.000 PUSD' }).click()
    await pay.getByRole('status').getByText('Paid 5.000 PUSD to 0x3C...4293BC').waitFor()
    expect(wallet.chainId).toBe(31338)
    expect(await pusd(1, wallet.address)).toBe(parseUnits('5', 6))
  })
})
