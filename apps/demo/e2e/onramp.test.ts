import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { connectTestWallet, type Demo, devnetClient, useDemo } from './harness'
import { e2eAccounts } from './accounts'

const open = useDemo()
// Accounts no other test file uses (not funded: the on-ramp is what gives them ETH).
const { buyer: BUYER, limits: LIMITS, restricted: RESTRICTED, featureOff: FEATURE_OFF } = e2eAccounts.onramp.evm

async function openBuy(demo: Demo) {
  await demo.page.getByRole('dialog', { name: 'Account' }).getByRole('navigation', { name: 'Wallet features' }).getByRole('button', { name: 'Buy' }).click()
  return demo.page.getByRole('dialog', { name: 'Buy', exact: true })
}

/** The sandbox checkout form, filled and sent. */
async function pay(checkout: Page, card: string) {
  await checkout.getByRole('textbox', { name: 'Card number' }).fill(card)
  await checkout.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/40')
  await checkout.getByRole('textbox', { name: 'CVC' }).fill('123')
  await checkout.getByRole('button', { name: /^Pay / }).click()
}

describe('the on-ramp with the devnet sandbox provider', () => {
  test('buy 100 USD of ETH by card: the sandbox quote with its fee, the checkout in a second page (a declined card says why, the test card pays), the devnet balance rises on chain and in the modal', async () => {
    const demo = await open({ accountIndex: BUYER, timeZone: 'Europe/Berlin' })
    const { page, wallet } = demo
    await connectTestWallet(demo)
    const client = devnetClient(0)
    const before = await client.getBalance({ address: wallet.address })

    const buy = await openBuy(demo)
    expect(await buy.getByRole('combobox', { name: 'Currency' }).inputValue()).toBe('USD')
    expect(await buy.getByRole('combobox', { name: 'Payment method' }).inputValue()).toBe('card')
    await buy.getByRole('textbox', { name: 'Amount to pay' }).fill('100')
    // 100 USD less the sandbox's 1.5 % fee, at the devnet's 3,000 USD per ETH: 0.032833333 ETH.
    // The quote's radio is named by all it says: provider, what arrives, the fee.
    const quote = buy.getByRole('radio', { name: /^Devnet sandbox\s+You receive 0\.032 ETH\s+Fee USD\s1\.50 \(1\.5%\)$/ })
    await quote.waitFor()
    expect(await quote.isChecked()).toBe(true)
    await buy.getByRole('button', { name: 'Continue to checkout' }).click()

    const checkoutView = page.getByRole('dialog', { name: 'Checkout' })
    await checkoutView.getByText('You pay USD 100.00 and receive 0.032 ETH from Devnet sandbox.').waitFor()
    const link = checkoutView.getByRole('link', { name: 'Pay with Devnet sandbox (opens in a new tab)' })
    const [checkout] = await Promise.all([page.context().waitForEvent('page'), link.click()])
    await checkout.waitForLoadState()
    expect(new URL(checkout.url()).origin).toBe(new URL(inject('serverUrl')).origin)
    await checkout.getByRole('heading', { name: 'Devnet sandbox checkout' }).waitFor()
    await checkoutView.getByRole('status').getByText('Waiting for your ETH to arrive…').waitFor()

    // A card other than the test card: declined, with why; nothing credited.
    await pay(checkout, '4000 0000 0000 0002')
    await checkout.getByRole('alert').getByText('Card declined: this sandbox only accepts the test card 4242 4242 4242 4242').waitFor()
    expect(await client.getBalance({ address: wallet.address })).toBe(before)

    // The test card pays: the buyer is credited on the devnet with the quote's amount.
    await pay(checkout, '4242 4242 4242 4242')
    await checkout.getByRole('heading', { name: 'Payment complete' }).waitFor()
    await expect.poll(() => client.getBalance({ address: wallet.address })).toBe(before + 32_833_333_000_000_000n)
    // The modal, which kept refreshing the balance, sees it rise.
    await checkoutView.getByRole('status').getByText('0.032 ETH received').waitFor()
    await checkout.close()
    await checkoutView.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByText('0.032 ETH', { exact: true }).waitFor()
  })

  test('amounts under and over the payment method’s limits each say the limits (card 10 to 7,500 USD, bank 10 to 25,000; another currency by the server)', async () => {
    const demo = await open({ accountIndex: LIMITS, timeZone: 'Europe/Berlin' })
    await connectTestWallet(demo)
    const buy = await openBuy(demo)
    const amount = buy.getByRole('textbox', { name: 'Amount to pay' })
    const alert = buy.getByRole('alert')

    await amount.fill('9.99')
    await alert.getByText('Card purchases are from 10 to 7,500 USD').waitFor()
    expect(await buy.getByRole('radio').count()).toBe(0)
    await amount.fill('7500.01')
    await alert.getByText('Card purchases are from 10 to 7,500 USD').waitFor()
    await amount.fill('7500')
    await buy.getByRole('radio', { name: /^Devnet sandbox/ }).waitFor()
    expect(await alert.count()).toBe(0)

    await buy.getByRole('combobox', { name: 'Payment method' }).selectOption({ label: 'Bank transfer' })
    await amount.fill('25000.01')
    await alert.getByText('Bank transfers are from 10 to 25,000 USD').waitFor()
    await amount.fill('5')
    await alert.getByText('Bank transfers are from 10 to 25,000 USD').waitFor()

    // 7,000 EUR is 7,700 USD: over the card's limit, found by the server on its USD equivalent.
    await buy.getByRole('combobox', { name: 'Payment method' }).selectOption({ label: 'Card' })
    await buy.getByRole('combobox', { name: 'Currency' }).selectOption('EUR')
    await amount.fill('7000')
    await alert.getByText('Card purchases are from 10 to 7,500 USD').waitFor()
    await amount.fill('12,3a')
    await alert.getByText('Enter an amount greater than 0, with at most 2 decimals').waitFor()
  })

  test('hidden in the spec’s restricted time zones (Hong Kong here), by the visitor’s time zone', async () => {
    const demo = await open({ accountIndex: RESTRICTED, timeZone: 'Asia/Hong_Kong' })
    await connectTestWallet(demo)
    const features = demo.page.getByRole('dialog', { name: 'Account' }).getByRole('navigation', { name: 'Wallet features' })
    await features.getByRole('button', { name: 'Swap' }).waitFor()
    expect(await features.getByRole('button').allInnerTexts()).toEqual(['Swap', 'Receive', 'Send'])
  })

  test('hidden when the project has the onramp feature off', async () => {
    const demo = await open({ accountIndex: FEATURE_OFF, query: `?projectId=${inject('singleWalletProjectId')}` })
    await connectTestWallet(demo)
    const features = demo.page.getByRole('dialog', { name: 'Account' }).getByRole('navigation', { name: 'Wallet features' })
    await features.getByRole('button', { name: 'Receive' }).waitFor()
    expect(await features.getByRole('button').allInnerTexts()).toEqual(['Receive', 'Send'])
  })
})
