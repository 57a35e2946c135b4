import { truncateAddress } from '@portico/core'
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { connectTestWallet, useDemo } from './harness'
import { e2eAccounts } from './accounts'

const accounts = e2eAccounts.multiWallet

const open = useDemo()

/** A second browser wallet, announced beside the test wallet under its own EIP-6963 info. */
const secondWallet = {
  name: 'Second Wallet',
  rdns: 'dev.portico.second',
  icon:
    'data:image/svg+xml;base64,' +
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" rx="2" fill="#0e9f6e"/></svg>').toString('base64'),
}

/** The ProfileWallets view and its parts, by role and name. */
function profileWallets(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Connected Wallets' })
  const list = dialog.getByRole('list', { name: 'Connected wallets' })
  return {
    dialog,
    list,
    /** A wallet's row button (named by its content: name, short address, "Active" when it is). */
    row: (name: string) => list.getByRole('button', { name: new RegExp(`^${name} `) }),
    disconnect: (name: string) => list.getByRole('button', { name: `Disconnect ${name}`, exact: true }),
    active: async () => {
      const current = list.locator('[aria-current="true"]')
      return (await current.count()) === 1 ? ((await current.textContent()) ?? '') : `${await current.count()} active`
    },
    names: () => list.getByRole('listitem').evaluateAll((items) => items.map((item) => item.querySelector('.portico-item__label')?.textContent)),
  }
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '')

describe('multi-wallet (ProfileWallets), with the project’s multiWallet on', () => {
  test('two wallets at once: add, switch (mouse and keyboard), survive a reload, disconnect one, disconnect all', async () => {
    const demo = await open({ accountIndex: accounts.evm.first, moreWallets: [{ accountIndex: accounts.evm.second, info: secondWallet }] })
    const { page, wallet } = demo
    const second = demo.moreWallets[0]!
    const address = () => page.getByTestId('address').textContent()
    const view = profileWallets(page)

    await connectTestWallet(demo)
    await expect.poll(address).toBe(wallet.address)
    await page.getByTestId('multi-wallet').getByText('Multi-wallet: on (project setting)').waitFor()

    // The Account view's entry, with the number of wallets, opens ProfileWallets.
    const entry = page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: /^Connected wallets/ })
    expect(await entry.locator('.portico-tag').textContent()).toBe('1')
    await entry.click()
    await view.list.waitFor()
    expect(await view.names()).toEqual(['Portico Test Wallet'])

    // Add another wallet: the Connect view, then back here with both, the new one active.
    await view.dialog.getByRole('button', { name: 'Add another wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Second Wallet', exact: true }).click()
    await expect.poll(view.names).toEqual(['Portico Test Wallet', 'Second Wallet'])
    await expect.poll(view.active).toMatch(/^Second Wallet/)
    await expect.poll(address).toBe(second.address)
    await view.row('Second Wallet').getByText(truncateAddress(second.address), { exact: true }).waitFor()
    await view.row('Portico Test Wallet').getByText(truncateAddress(wallet.address), { exact: true }).waitFor()
    expect(await view.row('Second Wallet').locator('img').getAttribute('src')).toBe(secondWallet.icon)
    expect(await view.row('Second Wallet').getAttribute('aria-current')).toBe('true')
    expect(await view.row('Portico Test Wallet').getAttribute('aria-current')).toBeNull()
    expect(demo.moreWallets[0]!.connected && wallet.connected).toBe(true)

    // Make one active with the mouse: the page's account follows.
    await view.row('Portico Test Wallet').click()
    await expect.poll(view.active).toMatch(/^Portico Test Wallet/)
    await expect.poll(address).toBe(wallet.address)

    // And with the keyboard: the arrow keys walk the list (each row, then its disconnect button).
    await view.row('Portico Test Wallet').focus()
    await page.keyboard.press('ArrowDown')
    expect(await focusedText(page)).toBe('Disconnect Portico Test Wallet')
    await page.keyboard.press('ArrowDown')
    expect(await focusedText(page)).toMatch(/^Second Wallet/)
    await page.keyboard.press('Enter')
    await expect.poll(view.active).toMatch(/^Second Wallet/)
    await expect.poll(address).toBe(second.address)
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    expect(await focusedText(page)).toMatch(/^Portico Test Wallet/)
    await page.keyboard.press('Space')
    await expect.poll(view.active).toMatch(/^Portico Test Wallet/)
    await expect.poll(address).toBe(wallet.address)

    // A reload restores both wallets, the active one still active.
    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    await expect.poll(address).toBe(wallet.address)
    await page.getByTestId('multi-wallet').getByText('Multi-wallet: on (project setting)').waitFor()
    await page.getByRole('button', { name: 'Manage wallets' }).click()
    await expect.poll(async () => (await view.names()).sort()).toEqual(['Portico Test Wallet', 'Second Wallet'])
    await expect.poll(view.active).toMatch(/^Portico Test Wallet/)

    // Disconnect the active one: the other takes over, and focus stays in the list.
    await view.disconnect('Portico Test Wallet').click()
    await expect.poll(view.names).toEqual(['Second Wallet'])
    await expect.poll(view.active).toMatch(/^Second Wallet/)
    await expect.poll(address).toBe(second.address)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    await expect.poll(() => focusedText(page)).toMatch(/^Second Wallet/)

    // Add it again, then disconnect all: the modal closes and the page is disconnected.
    await view.dialog.getByRole('button', { name: 'Add another wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await expect.poll(view.names).toEqual(['Second Wallet', 'Portico Test Wallet'])
    await view.dialog.getByRole('button', { name: 'Disconnect all' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    const events = await page.getByRole('list', { name: 'Events' }).getByRole('listitem').allTextContents()
    expect(events.filter((event) => event.startsWith('disconnect'))).toEqual(['disconnect eip155'])
  })
})

describe('multi-wallet, with the project’s multiWallet off', () => {
  test('no entry in the Account view; the kit’s functions show the info alert and return empty', async () => {
    const demo = await open({
      accountIndex: accounts.evm.third,
      moreWallets: [{ accountIndex: accounts.evm.fourth, info: secondWallet }],
      query: `?projectId=${inject('singleWalletProjectId')}`,
    })
    const { page } = demo
    await connectTestWallet(demo)
    // Once the project's setting is in, the Account view has no way to several wallets.
    await page.getByTestId('multi-wallet').getByText('Multi-wallet: off (project setting)').waitFor()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByRole('button', { name: 'Disconnect', exact: true }).waitFor()
    expect(await account.getByRole('button', { name: /^Connected wallets/ }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Manage wallets' }).count()).toBe(0)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Ask the kit for its connections' }).click()
    await page.getByRole('status').filter({ hasText: 'Multi-Wallet Not Enabled' }).waitFor()
    await page.getByTestId('connections-answer').getByText('getConnections() returned 0 connections').waitFor()
    expect(await page.getByTestId('status').textContent()).toBe('connected')
  })
})
