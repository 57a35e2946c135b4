import { describe, expect, test } from 'vitest'
import { expectFocusOn, expectVisibleFocus, pressUntilFocused } from './focus'
import { fundAccount } from './fund'
import { chainIds, useDemo } from './harness'
import { e2eAccounts, evmAddressOf } from './accounts'

const accounts = e2eAccounts.keyboard

// Every flow with the keyboard only (no click): Tab, Shift+Tab, Enter, Space, the arrows and
// Escape. After each key, focus must show (a ring) and, while the modal is open, stay inside it
// (or its toasts); closing the modal gives focus back to the button that opened it.

const open = useDemo()

describe('keyboard only', () => {
  test('connect, switch network, send, receive and activity', async () => {
    const demo = await open({ accountIndex: accounts.evm.sender, walletChains: [0, 1] })
    const { page, wallet } = demo
    const key = (name: string) => page.keyboard.press(name)
    const dialog = (name: string) => page.getByRole('dialog', { name, exact: true })
    // 27 transfers in: more than the first page of Activity.
    await fundAccount(wallet.address, { transfers: 25 })

    // Connect.
    const opener = page.locator('[data-portico-button]')
    await pressUntilFocused(page, 'Tab', opener)
    await key('Enter')
    const wallets = dialog('Connect Wallet').getByRole('list', { name: 'Wallets' })
    await wallets.getByRole('button', { name: 'Rainbow', exact: true }).waitFor()
    const walletButtons = wallets.getByRole('button')
    const testWallet = wallets.getByRole('button', { name: 'Portico Test Wallet', exact: true })
    // Focus starts on the first wallet; the arrows move through the list (round), Home and End jump.
    await expectFocusOn(page, walletButtons.first())
    await key('ArrowDown')
    await expectFocusOn(page, testWallet)
    await key('End')
    await expectFocusOn(page, walletButtons.last())
    await key('ArrowDown')
    await expectFocusOn(page, walletButtons.first())
    await key('ArrowUp')
    await expectFocusOn(page, walletButtons.last())
    await key('Home')
    await expectFocusOn(page, walletButtons.first())
    // Tab and Shift+Tab go round the dialog's controls and never leave it.
    const controls = await dialog('Connect Wallet').evaluate((node) => node.querySelectorAll('button, a[href], input').length)
    for (const direction of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < controls + 2; i += 1) {
        await key(direction)
        await expectVisibleFocus(page)
      }
    }
    await pressUntilFocused(page, 'ArrowDown', testWallet)
    await key('Enter')
    const account = dialog('Account')
    await expectFocusOn(page, account.getByRole('button', { name: 'Network: Portico Devnet', exact: true }))

    // Switch network, and back.
    await key('Enter')
    const networks = dialog('Choose Network')
    await expectFocusOn(page, networks.getByRole('button', { name: 'Portico Devnet', exact: true }))
    await key('ArrowDown')
    await expectFocusOn(page, networks.getByRole('button', { name: 'Portico Devnet 2', exact: true }))
    await key('Enter')
    await expectFocusOn(page, account.getByRole('button', { name: 'Network: Portico Devnet 2', exact: true }))
    expect(wallet.chainId).toBe(chainIds.devnet2)
    await key('Space')
    await pressUntilFocused(page, 'ArrowUp', networks.getByRole('button', { name: 'Portico Devnet', exact: true }))
    await key('Enter')
    await expectFocusOn(page, account.getByRole('button', { name: 'Network: Portico Devnet', exact: true }))
    expect(wallet.chainId).toBe(chainIds.devnet)

    // Send 0.5 ETH: the form by Tab, the review and the confirmation by Enter.
    await pressUntilFocused(page, 'Shift+Tab', account.getByRole('button', { name: 'Send', exact: true }))
    await key('Enter')
    const send = dialog('Send')
    await expectFocusOn(page, send.getByRole('combobox', { name: 'Token' }))
    await key('Tab')
    await expectFocusOn(page, send.getByRole('textbox', { name: 'Amount' }))
    await page.keyboard.type('0.5')
    await pressUntilFocused(page, 'Tab', send.getByRole('textbox', { name: 'Receiver address' }))
    await page.keyboard.type(evmAddressOf(accounts.evm.receiver))
    await key('Enter')
    const preview = dialog('Review Send')
    const confirm = preview.getByRole('button', { name: 'Send', exact: true })
    await expectFocusOn(page, confirm)
    // Send stays unavailable (aria-disabled) while the transaction is simulated: a keyboard user waits for it too.
    await expect.poll(() => confirm.getAttribute('aria-disabled')).toBeNull()
    await key('Enter')
    await preview.getByRole('status').getByText('Sent 0.500 ETH').waitFor()
    // The result replaces the Send button: focus moves to Done, never to the page.
    await expectFocusOn(page, preview.getByRole('button', { name: 'Done' }))
    await key('Enter')
    await expectFocusOn(page, account.getByRole('button', { name: 'Network: Portico Devnet', exact: true }))

    // Receive: copy the address with Space, then Back.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await pressUntilFocused(page, 'Shift+Tab', account.getByRole('button', { name: 'Receive', exact: true }))
    await key('Enter')
    const receive = dialog('Receive')
    await expectFocusOn(page, receive.getByRole('button', { name: 'Copy address' }))
    await key('Space')
    await receive.getByRole('button', { name: 'Address copied' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.address)
    await pressUntilFocused(page, 'Shift+Tab', receive.getByRole('button', { name: 'Back', exact: true }))
    await key('Enter')
    await expectFocusOn(page, account.getByRole('button', { name: 'Network: Portico Devnet', exact: true }))

    // Activity: the list takes focus, and End scrolls it to its end, where the next page loads.
    await pressUntilFocused(page, 'Shift+Tab', account.getByRole('button', { name: 'Activity', exact: true }))
    await key('Enter')
    const activity = dialog('Activity')
    await expectFocusOn(page, activity.getByRole('region', { name: 'Activity' }))
    const items = activity.locator('.portico-tx')
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(20)
    await expect
      .poll(
        async () => {
          await key('End')
          return items.count()
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(27)
    expect(await page.evaluate(() => document.querySelector('.portico-body')!.scrollTop)).toBeGreaterThan(0)
    await expectVisibleFocus(page)

    // Escape closes the modal; focus is back on the button that opened it.
    await key('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await expectFocusOn(page, opener)
  })

  test('All Wallets search, then sign in (SIWX), with a toast over the dialog', async () => {
    const demo = await open({ accountIndex: accounts.evm.signIn, query: '?siwx=optional' })
    const { page, wallet } = demo
    const key = (name: string) => page.keyboard.press(name)
    const dialog = (name: string) => page.getByRole('dialog', { name, exact: true })

    const opener = page.locator('[data-portico-button]')
    await pressUntilFocused(page, 'Tab', opener)
    await key('Enter')
    const wallets = dialog('Connect Wallet').getByRole('list', { name: 'Wallets' })
    await wallets.getByRole('button', { name: 'Rainbow', exact: true }).waitFor()
    await expectFocusOn(page, wallets.getByRole('button').first())
    await key('End')
    await key('Enter')

    // All Wallets: focus in the search field; type, Tab into the results, arrows through them.
    const allWallets = dialog('All Wallets')
    const searchbox = allWallets.getByRole('searchbox', { name: 'Search wallet' })
    await expectFocusOn(page, searchbox)
    await page.keyboard.type('wallet')
    const grid = allWallets.getByRole('list', { name: 'Wallets' })
    const names = () => grid.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))
    // The results of 'wallet' itself (a slow machine may have searched a prefix of it first, and
    // Tab would then land in a list about to be replaced): the status says their count.
    await expect.poll(() => allWallets.getByRole('status').textContent()).toMatch(/^\d+ wallets$/)
    expect((await names()).length).toBeGreaterThan(5)
    await key('Tab')
    await expectFocusOn(page, grid.getByRole('button').first())
    await key('ArrowRight')
    await expectFocusOn(page, grid.getByRole('listitem').nth(1).getByRole('button'))
    await key('ArrowDown')
    await expectFocusOn(page, grid.locator('[aria-posinset="6"]').getByRole('button'))
    await key('Shift+Tab')
    await expectFocusOn(page, searchbox)
    await key('ControlOrMeta+a')
    await page.keyboard.type('rain')
    await expect.poll(names).toEqual(['Rainbow'])
    await key('Tab')
    await key('Enter')
    const rainbow = dialog('Rainbow')
    await rainbow.getByRole('img', { name: 'WalletConnect QR code' }).waitFor()
    await expectVisibleFocus(page)
    await pressUntilFocused(page, 'Shift+Tab', rainbow.getByRole('button', { name: 'Back', exact: true }))
    await key('Enter')
    await expectFocusOn(page, searchbox)
    await pressUntilFocused(page, 'Shift+Tab', allWallets.getByRole('button', { name: 'Back', exact: true }))
    await key('Enter')

    // Connect, then sign in.
    await pressUntilFocused(page, 'ArrowDown', dialog('Connect Wallet').getByRole('button', { name: 'Portico Test Wallet', exact: true }))
    await key('Enter')
    const signIn = dialog('Sign In')
    const sign = signIn.getByRole('button', { name: 'Sign' })
    await expectFocusOn(page, sign)

    // Declined: a toast over the dialog. Focus stays on Sign; Tab reaches the toast's Dismiss, and
    // dismissing it brings focus back to Sign.
    wallet.setMode('reject')
    await key('Enter')
    const toast = page.locator('[data-portico-layer="toast"]').getByRole('alert')
    await toast.waitFor()
    await expectFocusOn(page, sign)
    await pressUntilFocused(page, 'Tab', toast.getByRole('button', { name: 'Dismiss' }))
    await key('Enter')
    await toast.waitFor({ state: 'detached' })
    await expectFocusOn(page, sign)

    wallet.setMode('approve')
    await key('Enter')
    await page.getByTestId('session-address').waitFor()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await expectFocusOn(page, opener)
  })
})
