import { truncateAddress } from '@portico/core'
import { describe, expect, test } from 'vitest'
import { connectTestWallet, type Demo, useDemo } from './harness'
import { e2eAccounts, evmAddressOf } from './accounts'

const accounts = e2eAccounts.session

const open = useDemo()

const storedText = (d: Demo) => d.page.evaluate(() => JSON.stringify({ ...localStorage }).toLowerCase())

describe('session', () => {
  test('an account change in the wallet updates the view', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet })
    const { page, wallet } = demo
    await connectTestWallet(demo)
    await wallet.setAccount(accounts.evm.movedTo)
    await page.getByRole('dialog', { name: 'Account' }).getByText(truncateAddress(evmAddressOf(accounts.evm.movedTo))).waitFor()
    expect(await page.getByTestId('address').textContent()).toBe(evmAddressOf(accounts.evm.movedTo))
  })

  test('reload reconnects; disconnect returns to disconnected and clears storage', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet })
    const { page, wallet } = demo
    await connectTestWallet(demo)
    await page.keyboard.press('Escape')
    expect(await storedText(demo)).toContain(wallet.address.toLowerCase())

    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    const history = await page.getByRole('list', { name: 'Status history' }).getByRole('listitem').allTextContents()
    expect(history).toEqual(['connecting', 'connected'])
    expect(await page.getByTestId('address').textContent()).toBe(wallet.address)

    await page.getByRole('button', { name: new RegExp(truncateAddress(wallet.address).replace(/\./g, '\\.')) }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await storedText(demo)).not.toContain(wallet.address.toLowerCase())
    await page.getByRole('list', { name: 'Events' }).getByText('disconnect eip155').waitFor()

    // Disconnected stays disconnected after a reload, although the wallet still remembers the site.
    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
  })

  test('with reconnect disabled, reload does not reconnect', async () => {
    const demo = await open({ accountIndex: accounts.evm.movedTo, query: '?reconnect=false' })
    const { page } = demo
    await connectTestWallet(demo)
    await page.keyboard.press('Escape')
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await page.waitForTimeout(300)
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
    const history = await page.getByRole('list', { name: 'Status history' }).getByRole('listitem').allTextContents()
    expect(history).not.toContain('connected')
  })
})

describe('keyboard only', () => {
  test('open, move through wallets, connect, close with Escape; focus returns to the button', async () => {
    const demo = await open({ accountIndex: accounts.evm.keyboard })
    const { page, wallet } = demo
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    // Tab from the top of the page to the connect button.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab')
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Connect Wallet') break
    }
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.waitFor()
    // The registry's wallets arrive from the server in the background; move once they are listed.
    await dialog.getByRole('button', { name: 'MetaMask', exact: true }).waitFor()
    // The focused wallet's visible name (its button is named by that label; the icon is decorative).
    const focusedName = () =>
      page.evaluate(() => document.activeElement?.querySelector('.portico-item__label')?.textContent ?? document.activeElement?.textContent)
    // WalletConnect comes first (spec §9 connector type order).
    expect(await focusedName()).toBe('WalletConnect')
    // Arrow keys move through the list and wrap; Home/End jump; Tab stays inside the dialog.
    await page.keyboard.press('ArrowDown')
    expect(await focusedName()).toBe('Portico Test Wallet')
    await page.keyboard.press('ArrowDown')
    expect(await focusedName()).toBe('MetaMask')
    await page.keyboard.press('End')
    expect(await focusedName()).toMatch(/^All Wallets/)
    await page.keyboard.press('ArrowDown')
    expect(await focusedName()).toBe('WalletConnect')
    await page.keyboard.press('ArrowUp')
    expect(await focusedName()).toMatch(/^All Wallets/)
    await page.keyboard.press('Home')
    expect(await focusedName()).toBe('WalletConnect')
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true)
    }
    while ((await focusedName()) !== 'Portico Test Wallet') await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Account' }).getByText(truncateAddress(wallet.address)).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    const focused = await page.evaluate(() => document.activeElement?.hasAttribute('data-portico-button'))
    expect(focused).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(truncateAddress(wallet.address))
  })
})
