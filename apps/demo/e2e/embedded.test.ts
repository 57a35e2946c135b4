import { truncateAddress } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { audit } from './axe'
import { expectFocusOn, pressUntilFocused } from './focus'
import { fundAccount } from './fund'
import { chainIds, type Demo, useDemo } from './harness'
import { e2eAccounts, evmAddressOf } from './accounts'

const open = useDemo()
// Accounts no other test file uses.
const { payer: PAYER, attach: ATTACH } = e2eAccounts.embedded.evm
const KEYBOARD = { light: e2eAccounts.embedded.evm.keyboardLight, dark: e2eAccounts.embedded.evm.keyboardDark }

// The form's region, inside the demo's Embedded card (the demo's own cards are regions too).
const embedded = (demo: Demo, name: string) => demo.page.getByRole('region', { name: 'Embedded' }).getByRole('region', { name, exact: true })

/** Serious or critical axe violations on the page as it is now. */
async function blocking(demo: Demo) {
  const violations = await audit(demo.page)
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.rule}: ${v.nodes.map((n) => n.target).join(', ')}`)
}

describe('the embedded form', () => {
  test.each(['light', 'dark'] as const)('inline, in the page’s width, no dialog layer; connects and switches network by keyboard; axe clean (%s theme)', async (theme) => {
    const demo = await open({ accountIndex: KEYBOARD[theme], walletChains: [0, 1], query: `?embedded&theme=${theme}` })
    const { page, wallet } = demo
    const key = (name: string) => page.keyboard.press(name)
    const connect = embedded(demo, 'Connect Wallet')
    const testWallet = connect.getByRole('button', { name: 'Portico Test Wallet', exact: true })
    await testWallet.waitFor()

    // Inline: no dialog, nothing inert, the page scrolls, and the form is as wide as its card.
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0)
    expect(await page.evaluate(() => [document.documentElement, document.body].map((node) => getComputedStyle(node).overflow))).not.toContain('hidden')
    const widths = await connect.evaluate((node) => {
      const parent = node.parentElement!
      const style = getComputedStyle(parent)
      return { form: node.getBoundingClientRect().width, room: parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) }
    })
    expect(Math.abs(widths.form - widths.room)).toBeLessThan(1)
    expect(await connect.getAttribute('data-portico-theme')).toBe(theme)
    expect(await blocking(demo)).toEqual([])

    // Keyboard only: Tab into the form, the arrows through the wallets, Enter to connect.
    await pressUntilFocused(page, 'Tab', connect.getByRole('list', { name: 'Wallets' }).getByRole('button').first(), 60)
    await pressUntilFocused(page, 'ArrowDown', testWallet)
    await key('Enter')
    const account = embedded(demo, 'Account')
    const networkButton = account.getByRole('button', { name: 'Network: Portico Devnet', exact: true })
    await expectFocusOn(page, networkButton)
    expect(await blocking(demo)).toEqual([])

    // Switch network from the list, by keyboard.
    await key('Enter')
    const networks = embedded(demo, 'Choose Network')
    await expectFocusOn(page, networks.getByRole('button', { name: 'Portico Devnet', exact: true }))
    await key('ArrowDown')
    await expectFocusOn(page, networks.getByRole('button', { name: 'Portico Devnet 2', exact: true }))
    expect(await blocking(demo)).toEqual([])
    await key('Enter')
    await expectFocusOn(page, account.getByRole('button', { name: 'Network: Portico Devnet 2', exact: true }))
    expect(wallet.chainId).toBe(chainIds.devnet2)
    // Back goes back; Escape closes nothing (there is no dialog to close).
    await key('Enter')
    await key('Escape')
    await networks.getByRole('button', { name: 'Back' }).click()
    await account.waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  test('shows Pay inline when the app asks for a payment, and pays', async () => {
    // A shop of its own (the Pay card pays the page's `payTo`): pay.test checks the demo's shop's balance.
    const shop = evmAddressOf(e2eAccounts.embedded.evm.shop)
    const demo = await open({ accountIndex: PAYER, query: `?embedded&payTo=${shop}` })
    const { page, wallet } = demo
    await fundAccount(wallet.address)
    await embedded(demo, 'Connect Wallet').getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await embedded(demo, 'Account').waitFor()
    await page.getByRole('region', { name: 'Pay 5 PUSD' }).getByRole('button', { name: 'Pay 5 PUSD' }).click()
    const pay = embedded(demo, 'Pay')
    await pay.getByRole('button', { name: 'Pay 5.000 PUSD' }).click()
    await pay.getByRole('status').getByText(`Paid 5.000 PUSD to ${truncateAddress(shop)}`).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    await pay.getByRole('button', { name: 'Done' }).click()
    await embedded(demo, 'Account').waitFor()
  })
})

describe('attachToBody', () => {
  test('the modal is on the page’s body by default, and where the provider is with attachToBody: false', async () => {
    for (const [query, inRoot] of [['', false], ['?attach=off', true]] as const) {
      const demo = await open({ accountIndex: ATTACH, query })
      const { page } = demo
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
      await dialog.getByRole('button', { name: 'Portico Test Wallet', exact: true }).waitFor()
      expect(await dialog.evaluate((node) => ({ inRoot: node.closest('#root') !== null, onBody: node.parentElement?.parentElement === document.body }))).toEqual({ inRoot, onBody: !inRoot })
      // Still a modal: Escape closes it and focus goes back to the button.
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      await demo.close()
    }
  })
})
