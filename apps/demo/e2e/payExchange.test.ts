import { truncateAddress } from '@portico/core'
import { devnetTokenAddresses } from '@portico/devnet'
import type { Page } from 'playwright-core'
import { type Address, erc20Abi, parseUnits } from 'viem'
import { describe, expect, test } from 'vitest'
import { type Demo, devnetClient, useDemo } from './harness'
import { e2eAccounts, evmAddressOf } from './accounts'

const open = useDemo()
// Accounts no other test file uses (the visitor needs no wallet here: the exchange pays).
const { payer: PAYER, canceller: CANCELLER, twice: TWICE, shop } = e2eAccounts.payExchange.evm
// This file's own shop (the Pay card pays the page's `payTo`): its balance moves with this file's payments only.
const SHOP = evmAddressOf(shop)
const query = `?payTo=${SHOP}`
/** The Sandbox Exchange's hot wallet: account #9 of the devnet's test mnemonic. */
const SANDBOX_EXCHANGE = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

const pusd = (owner: Address) => devnetClient(0).readContract({ address: devnetTokenAddresses.PUSD, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const payDialog = (page: Page) => page.getByRole('dialog', { name: 'Pay', exact: true })
const payCard = (page: Page) => page.getByRole('region', { name: 'Pay 5 PUSD' })

/** Asks for the payment, picks the Sandbox Exchange and opens its page (a new tab). */
async function startAtExchange(demo: Demo) {
  await payCard(demo.page).getByRole('button', { name: 'Pay 5 PUSD' }).click()
  const pay = payDialog(demo.page)
  await pay.getByRole('list', { name: 'Pay with an exchange' }).getByRole('button', { name: 'Sandbox Exchange' }).click()
  const link = pay.getByRole('link', { name: 'Open Sandbox Exchange' })
  await pay.getByRole('status').getByText('Sign in to Sandbox Exchange in the new tab and confirm the payment there. Waiting for it…').waitFor()
  const [tab] = await Promise.all([demo.page.context().waitForEvent('page'), link.click()])
  return { pay, tab }
}

/** Signs in on the Sandbox Exchange's page (any e-mail, the password `sandbox`). */
async function signIn(tab: Page) {
  await tab.getByRole('heading', { name: 'Sign in to Sandbox Exchange' }).waitFor()
  await tab.getByLabel('E-mail').fill('visitor@example.com')
  await tab.getByLabel('Password').fill('sandbox')
  await tab.getByRole('button', { name: 'Sign in' }).click()
  await tab.getByRole('button', { name: 'Confirm payment' }).waitFor()
}

describe('pay with an exchange (the Sandbox Exchange on the devnet)', () => {
  test('pays 5 PUSD without a wallet: sign in and confirm on the exchange’s page; the shop is paid on chain from the exchange', async () => {
    const demo = await open({ accountIndex: PAYER, query })
    const { page } = demo
    const [shopBefore, exchangeBefore] = await Promise.all([pusd(SHOP), pusd(SANDBOX_EXCHANGE)])
    const { pay, tab } = await startAtExchange(demo)
    expect(await pay.getByText('5.000 PUSD', { exact: true }).count()).toBe(1)
    await signIn(tab)
    // Nothing moved before the confirmation.
    expect(await pusd(SHOP)).toBe(shopBefore)
    await tab.getByRole('button', { name: 'Confirm payment' }).click()
    await tab.getByRole('status').getByText(new RegExp(`^Paid 5 PUSD to ${SHOP} on the devnet`)).waitFor()

    await pay.getByRole('status').getByText(`Paid 5.000 PUSD to ${truncateAddress(SHOP)}`).waitFor()
    const hash = (await payCard(page).getByTestId('pay-hash').textContent()) as `0x${string}`
    expect((await devnetClient(0).getTransactionReceipt({ hash })).status).toBe('success')
    expect(await pusd(SHOP)).toBe(shopBefore + parseUnits('5', 6))
    expect(await pusd(SANDBOX_EXCHANGE)).toBe(exchangeBefore - parseUnits('5', 6))
    expect(demo.wallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toHaveLength(0)
    await pay.getByRole('button', { name: 'Done' }).click()
    await payDialog(page).waitFor({ state: 'detached' })
  })

  test('Cancel while at the exchange rejects with "Payment cancelled", and the exchange’s page can no longer pay', async () => {
    const demo = await open({ accountIndex: CANCELLER, query })
    const { page } = demo
    const shopBefore = await pusd(SHOP)
    const { pay, tab } = await startAtExchange(demo)
    await signIn(tab)
    await pay.getByRole('button', { name: 'Cancel' }).click()
    await payCard(page).getByRole('alert').getByText(/^Payment cancelled/).waitFor()
    await payDialog(page).waitFor({ state: 'detached' })
    await tab.getByRole('button', { name: 'Confirm payment' }).click()
    await tab.getByRole('status').getByText('This payment was cancelled. Nothing was paid.').waitFor()
    expect(await pusd(SHOP)).toBe(shopBefore)
  })

  test('confirming twice (two pages, after a reload of the shop) pays once', async () => {
    const demo = await open({ accountIndex: TWICE, query })
    const { page } = demo
    const shopBefore = await pusd(SHOP)
    const { tab } = await startAtExchange(demo)
    const url = tab.url()
    await signIn(tab)
    // The shop reloads mid-way: asking again follows the payment already started.
    await page.reload()
    await payCard(page).getByRole('button', { name: 'Pay 5 PUSD' }).click()
    const pay = payDialog(page)
    expect(await pay.getByRole('link', { name: 'Open Sandbox Exchange' }).getAttribute('href')).toBe(url)
    expect(await pay.getByRole('list', { name: 'Pay with an exchange' }).count()).toBe(0)

    const second = await page.context().newPage()
    await second.goto(url)
    await signIn(second)
    await Promise.all([tab.getByRole('button', { name: 'Confirm payment' }).click(), second.getByRole('button', { name: 'Confirm payment' }).click()])
    const outcomes = await Promise.all([tab, second].map(async (each) => (await each.getByRole('status').textContent()) ?? ''))
    expect(outcomes.filter((text) => text.startsWith('Paid 5 PUSD'))).toHaveLength(1)
    expect(outcomes.filter((text) => text.startsWith('This payment was already confirmed'))).toHaveLength(1)
    await pay.getByRole('status').getByText(`Paid 5.000 PUSD to ${truncateAddress(SHOP)}`).waitFor()
    expect(await pusd(SHOP)).toBe(shopBefore + parseUnits('5', 6))
  })
})
