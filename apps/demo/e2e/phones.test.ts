import { describe, expect, test } from 'vitest'
import { codeOf, deviceLinkOf } from '../../../packages/server/src/testing/mailCatcher.ts'
import { approveDevice, cooldownsPass, frameOf, logInWithEmail, mail, newEmail } from './embedded/mail'
import { accountAsSmartAccount, batchApproval, closeApproval, sendAsSmartAccount } from './embedded/smartAccountViews'
import { connectTestWallet, dismissBalanceToast, useDemo } from './harness'
import { frameProblems, layoutProblems } from './layout'
import { expectFits, phones, upright } from './phoneFit'
import { e2eAccounts } from './accounts'

const open = useDemo()
const accounts = e2eAccounts.phones
const ACCOUNT = accounts.evm.wallet

/** Opens the demo at the upright phone's size, with motion reduced so nothing is measured mid-animation. */
async function openPhone(viewport: { width: number; height: number }, query?: string, more: Partial<Parameters<typeof open>[0]> = {}) {
  const demo = await open({ accountIndex: ACCOUNT, viewport, ...(query ? { query } : {}), ...more })
  await demo.page.emulateMedia({ reducedMotion: 'reduce' })
  return demo
}

describe(`on a phone (${phones.map(({ viewport }) => `${viewport.width}×${viewport.height}`).join(', ')})`, () => {
  const { viewport } = upright
  test('disconnected: the page, Connect and All Wallets fit; every control is 44 px and reachable', async () => {
    const { page } = await openPhone(viewport)
    const connectButton = page.getByRole('button', { name: 'Connect Wallet' })
    await connectButton.waitFor()
    await expectFits(page, 'page')

    await connectButton.click()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    await connect.getByRole('button', { name: 'Portico Test Wallet', exact: true }).waitFor()
    await expectFits(page, 'Connect')

    await connect.getByRole('button', { name: /^All Wallets/ }).click()
    const all = page.getByRole('dialog', { name: 'All Wallets' })
    await all.getByRole('list', { name: 'Wallets' }).getByRole('button').nth(3).waitFor()
    await expectFits(page, 'All Wallets')
  })

  test('other namespaces: a Polkadot account with its namespace, the Networks grouped by namespace and SwitchActiveChain fit; every control is 44 px and reachable', async () => {
    const { page } = await openPhone(viewport, undefined, { polkadotWallet: { accountIndex: accounts.polkadot.wallet } })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'portico-test-wallet', exact: true }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByText('Polkadot', { exact: true }).waitFor()
    await dismissBalanceToast(page)
    await expectFits(page, 'Polkadot Account')

    await account.getByRole('button', { name: 'Network: Westend', exact: true }).click()
    const networks = page.getByRole('dialog', { name: 'Choose Network' })
    await networks.getByRole('list', { name: 'Cosmos' }).getByRole('button', { name: 'Cosmos Hub', exact: true }).waitFor()
    await expectFits(page, 'Networks by namespace')

    await networks.getByRole('button', { name: 'Portico Solana Test Chain', exact: true }).click()
    await page.getByRole('dialog', { name: 'Switch to Solana' }).getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await expectFits(page, 'SwitchActiveChain')
  })

  test('a wallet of two namespaces: its Connect entry and its steps with one namespace declined fit', async () => {
    const demo = await openPhone(viewport, undefined, { solanaWallet: { accountIndex: accounts.solana.twoNamespaces } })
    const { page } = demo
    demo.solanaWallet!.setMode('reject')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const entry = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Portico Test Wallet', exact: true })
    await entry.getByText('EVM · Solana').waitFor()
    await expectFits(page, 'Connect, a wallet of two namespaces')
    await entry.click()
    await page.getByRole('dialog', { name: 'Portico Test Wallet' }).getByRole('button', { name: 'Continue' }).waitFor()
    await expectFits(page, 'ConnectingExternal, two namespaces')
  })

  test('connected: the page, Account, Networks, Buy, Checkout, Send, Receive, Swap, Choose a Name, Activity, Connected Wallets and Pay fit; every control is 44 px and reachable', async () => {
    const demo = await openPhone(viewport)
    const { page } = demo
    await connectTestWallet(demo)
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByText(/^[\d,.]+ ETH$/).waitFor()
    await expectFits(page, 'Account')

    await page.keyboard.press('Escape')
    await account.waitFor({ state: 'detached' })
    await expectFits(page, 'connected page')

    const accountButton = page.locator('[data-portico-button]')
    await accountButton.click()
    await account.getByRole('button', { name: 'Network: Portico Devnet' }).click()
    const networks = page.getByRole('dialog', { name: 'Choose Network' })
    await networks.getByRole('button', { name: 'Polygon' }).waitFor()
    await expectFits(page, 'Networks')
    await networks.getByRole('button', { name: 'Back' }).click()

    await account.getByRole('navigation', { name: 'Wallet features' }).getByRole('button', { name: 'Buy' }).click()
    const buy = page.getByRole('dialog', { name: 'Buy' })
    await buy.getByRole('textbox', { name: 'Amount to pay' }).fill('50')
    await buy.getByRole('radio', { name: /^Devnet sandbox/ }).waitFor()
    await expectFits(page, 'Buy')
    await buy.getByRole('button', { name: 'Continue to checkout' }).click()
    const checkout = page.getByRole('dialog', { name: 'Checkout' })
    await checkout.getByRole('link', { name: /^Pay with Devnet sandbox/ }).waitFor()
    await expectFits(page, 'Checkout')
    await checkout.getByRole('button', { name: 'Back' }).click()
    await buy.getByRole('button', { name: 'Back' }).click()

    await account.getByRole('navigation', { name: 'Wallet features' }).getByRole('button', { name: 'Send' }).click()
    const send = page.getByRole('dialog', { name: 'Send' })
    await send.getByRole('combobox', { name: 'Token' }).waitFor()
    await expectFits(page, 'Send')
    await send.getByRole('button', { name: 'Back' }).click()

    await account.getByRole('navigation', { name: 'Wallet features' }).getByRole('button', { name: 'Receive' }).click()
    const receive = page.getByRole('dialog', { name: 'Receive' })
    await receive.getByRole('button', { name: 'Copy address' }).waitFor()
    await expectFits(page, 'Receive')
    await receive.getByRole('button', { name: 'Back' }).click()

    await account.getByRole('navigation', { name: 'Wallet features' }).getByRole('button', { name: 'Swap' }).click()
    const swap = page.getByRole('dialog', { name: 'Swap', exact: true })
    await swap.getByRole('textbox', { name: 'Amount to pay' }).fill('0.01')
    await swap.getByText('Minimum received').waitFor()
    await expectFits(page, 'Swap')
    await swap.getByRole('button', { name: 'Back' }).click()

    await account.getByRole('button', { name: 'Choose a name' }).click()
    const chooseName = page.getByRole('dialog', { name: 'Choose a Name' })
    await chooseName.getByRole('textbox', { name: 'Name' }).fill('phone-check')
    await chooseName.getByRole('status').getByText(/^phone-check is (available|taken)$/).waitFor()
    await expectFits(page, 'Choose a Name')
    await chooseName.getByRole('button', { name: 'Back' }).click()

    await account.getByRole('button', { name: 'Activity' }).click()
    const activity = page.getByRole('dialog', { name: 'Activity' })
    await activity.getByText('No activity yet').or(activity.getByRole('list')).first().waitFor()
    await expectFits(page, 'Activity')
    await activity.getByRole('button', { name: 'Back' }).click()

    // The demo's project has multi-wallet on: the connected wallets.
    await account.getByRole('button', { name: /^Connected wallets/ }).click()
    const wallets = page.getByRole('dialog', { name: 'Connected Wallets' })
    await wallets.getByRole('button', { name: 'Disconnect all' }).waitFor()
    await expectFits(page, 'Connected Wallets')
    await page.keyboard.press('Escape')
    await wallets.waitFor({ state: 'detached' })

    await page.getByRole('region', { name: 'Pay 5 PUSD' }).getByRole('button', { name: 'Pay 5 PUSD' }).click()
    const pay = page.getByRole('dialog', { name: 'Pay', exact: true })
    await pay.getByRole('alert').or(pay.getByRole('list', { name: 'Pay on' })).first().waitFor()
    await expectFits(page, 'Pay')
  })

  test('Pay while disconnected (and at an exchange), and the embedded form, fit; every control is 44 px and reachable', async () => {
    const { page } = await openPhone(viewport, '?embedded')
    const embedded = page.getByRole('region', { name: 'Connect Wallet' })
    await embedded.getByRole('button', { name: 'Portico Test Wallet', exact: true }).waitFor()
    await expectFits(page, 'embedded Connect')
    await page.getByRole('button', { name: 'Hide the embedded form' }).click()

    await page.getByRole('region', { name: 'Pay 5 PUSD' }).getByRole('button', { name: 'Pay 5 PUSD' }).click()
    const pay = page.getByRole('dialog', { name: 'Pay', exact: true })
    await pay.getByRole('button', { name: 'Connect a wallet to pay' }).waitFor()
    await expectFits(page, 'Pay, disconnected')
    await pay.getByRole('list', { name: 'Pay with an exchange' }).getByRole('button', { name: 'Sandbox Exchange' }).click()
    await pay.getByRole('link', { name: 'Open Sandbox Exchange' }).waitFor()
    await expectFits(page, 'Pay, at an exchange')
  })

  test('e-mail login: Connect with the e-mail field, Email Login (device link, code), Update E-mail, Export Private Key and Approve Transaction fit (the frame wholly on screen; Approve and Reject clicked as a person does); every control is 44 px and reachable', async () => {
    const { page } = await open({ accountIndex: ACCOUNT, viewport, query: '?projectId=portico-embedded' })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    const email = newEmail()
    await connect.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await expectFits(page, 'Connect with e-mail')

    await connect.getByRole('button', { name: 'Continue with e-mail' }).click()
    const login = page.getByRole('dialog', { name: 'Log in with E-mail' })
    await login.getByText(`We sent a link to ${email}.`, { exact: false }).waitFor()
    await expectFits(page, 'Email Login, device link')

    await approveDevice(page, deviceLinkOf(await mail(email, 0)))
    await login.getByRole('textbox', { name: 'Code' }).waitFor()
    await expectFits(page, 'Email Login, code')

    await login.getByRole('textbox', { name: 'Code' }).fill(codeOf(await mail(email, 1)))
    await login.getByRole('button', { name: 'Continue' }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByText(`E-mail: ${email}`).waitFor()

    // The e-mail change is typed in the wallet frame, which the host's Update E-mail dialog places.
    await account.getByRole('button', { name: 'Update e-mail' }).click()
    const updateDialog = page.getByRole('dialog', { name: 'Update E-mail' })
    const update = frameOf(page).getByRole('dialog', { name: 'Update E-mail' })
    const updated = newEmail()
    await update.getByRole('textbox', { name: 'New e-mail' }).fill(updated)
    await expectFits(page, 'Update E-mail')
    cooldownsPass(email, updated)
    await update.getByRole('button', { name: 'Continue' }).click()
    await update.getByRole('textbox', { name: 'Code' }).waitFor()
    await expectFits(page, 'Update E-mail, code', { frame: true })
    await updateDialog.getByRole('button', { name: 'Back' }).click()
    await account.waitFor()

    cooldownsPass(email)
    await account.getByRole('button', { name: 'Export private key' }).click()
    await page.getByRole('dialog', { name: 'Export Private Key' }).waitFor()
    await frameOf(page).getByRole('textbox', { name: 'Code' }).waitFor()
    await expectFits(page, 'Export Private Key', { frame: true })
    await page.getByRole('dialog', { name: 'Export Private Key' }).getByRole('button', { name: 'Back' }).click()
    await account.waitFor()
    // Leaving the view hides the frame again (and closes its export screens).
    await expect.poll(() => page.locator('iframe[data-portico-frame]').isVisible()).toBe(false)

    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Sign message' }).click()
    await page.getByRole('dialog', { name: 'Approve Transaction' }).waitFor()
    await frameOf(page).getByRole('button', { name: 'Approve' }).waitFor()
    await expectFits(page, 'Approve Transaction', { frame: true })
    // A person approves it: Playwright's click waits until Approve is usable (the frame wholly visible for a
    // second), and checks that it is on the screen and that the pointer reaches it.
    await frameOf(page).getByRole('button', { name: 'Approve' }).click()
    await page.getByRole('dialog', { name: 'Approve Transaction' }).waitFor({ state: 'detached' })
    await page.getByTestId('signature').waitFor()

    // The smart account (Devnet 2 has the bundler): its Account view with the switch, Send, and a batch's approval.
    await accountAsSmartAccount(page)
    await expectFits(page, 'Account, the smart account')
    await sendAsSmartAccount(page)
    await expectFits(page, 'Send, as the smart account')
    await batchApproval(page)
    await expectFits(page, 'Approve Transaction, a batch from the smart account', { frame: true })
    await closeApproval(page)
  })
})

describe('the embedded wallet\'s approval', () => {
  test('takes a click on Approve at more phone sizes, upright and sideways (one login, the window turned and resized)', async () => {
    const { page } = await openPhone({ width: 740, height: 360 }, '?projectId=portico-embedded')
    await logInWithEmail(page, newEmail())
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    const signCard = page.getByRole('region', { name: 'Sign a message' })
    const signature = page.getByTestId('signature')
    // iPhone SE and a 390 px wide phone sideways (the shortest: 320 px high), and upright.
    for (const viewport of [{ width: 568, height: 320 }, { width: 844, height: 390 }, { width: 360, height: 640 }, { width: 390, height: 844 }]) {
      const where = `${viewport.width}×${viewport.height}`
      await page.setViewportSize(viewport)
      const before = (await signature.count()) ? await signature.textContent() : null
      await signCard.getByRole('textbox', { name: 'Message' }).fill(`Approved at ${where}`)
      await signCard.getByRole('button', { name: 'Sign message' }).click()
      const approval = page.getByRole('dialog', { name: 'Approve Transaction' })
      await frameOf(page).getByText(`Approved at ${where}`).waitFor()
      expect(await layoutProblems(page), `Approve Transaction, ${where}`).toEqual([])
      expect(await frameProblems(page, viewport), `Approve Transaction, ${where}`).toEqual([])
      await frameOf(page).getByRole('button', { name: 'Approve' }).click()
      await approval.waitFor({ state: 'detached' })
      await expect.poll(() => signature.textContent(), { message: where }).not.toBe(before)
    }
  })
})

describe('the account button', () => {
  test('shows no balance on a 360 px phone, and the balance on a desktop-wide window', async () => {
    const demo = await openPhone({ width: 360, height: 740 })
    const { page } = demo
    await connectTestWallet(demo)
    await page.getByRole('dialog', { name: 'Account' }).getByText(/^[\d,.]+ ETH$/).waitFor()
    await page.keyboard.press('Escape')
    const accountButton = page.locator('[data-portico-button]')
    // The balance is there (the Account view showed it), just not on a phone's button.
    expect(await accountButton.innerText()).toMatch(/^0x[0-9a-fA-F]{2}\.\.\.[0-9a-fA-F]{6}$/)
    await expect.poll(() => accountButton.evaluate((button) => button.getBoundingClientRect().right)).toBeLessThanOrEqual(360)

    await page.setViewportSize({ width: 1280, height: 800 })
    await expect.poll(() => accountButton.innerText()).toMatch(/ ETH\s*0x[0-9a-fA-F]{2}\.\.\.[0-9a-fA-F]{6}$/)
  })
})
