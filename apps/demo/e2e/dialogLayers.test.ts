import { ensureProject, startServer } from '@portico/server'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, inject, test } from 'vitest'
import { connectTestWallet, useDemo } from './harness'
import { e2eAccounts } from './accounts'

const accounts = e2eAccounts.dialogLayers

const open = useDemo()

describe('the dialog takes the page', () => {
  test('while open the rest of the page is inert and does not scroll; closing gives both back', async () => {
    const { page } = await open({ accountIndex: accounts.evm.wallet })
    // A long page scrolled down, with an element the page itself made inert.
    await page.evaluate(() => {
      const filler = document.createElement('div')
      filler.style.height = '3000px'
      filler.id = 'filler'
      const own = document.createElement('div')
      own.id = 'own-inert'
      own.setAttribute('inert', '')
      document.body.append(filler, own)
      window.scrollTo(0, 500)
    })
    const button = page.getByRole('button', { name: 'Connect Wallet' })
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.waitFor()

    // Inert: the page's main content, its header (with the kit's button) and the added nodes.
    const inert = () =>
      page.evaluate(() => ['main', '.demo-header', '#filler', '#root'].map((selector) => document.querySelector(selector)?.closest('[inert]') !== null))
    expect(await inert()).toEqual([true, true, true, true])
    expect(await dialog.evaluate((node) => node.closest('[inert]'))).toBeNull()
    // Keyboard focus never leaves the dialog.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    }
    // Scroll is held where it was.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await page.mouse.move(20, 400)
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => window.scrollY)).toBe(500)

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await inert()).toEqual([false, false, false, false])
    expect(await page.evaluate(() => [document.querySelectorAll('[data-portico-inert]').length, document.getElementById('own-inert')!.hasAttribute('inert')])).toEqual([0, true])
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-portico-scroll-lock'))).toBe(false)
    await expect.poll(() => button.evaluate((node) => node === document.activeElement)).toBe(true)
    expect(await page.evaluate(() => window.scrollY)).toBe(500)
    await page.mouse.wheel(0, 600)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  })

  test('a toast over the open modal stays usable, and the page comes back when the modal closes', async () => {
    // A server whose chain upstream is down: connecting raises an error toast over the Account view.
    const dir = mkdtempSync(join(tmpdir(), 'portico-layers-'))
    const down = await startServer({ port: 0, sqlitePath: join(dir, 'db.sqlite'), rpcUrls: { 31337: 'http://127.0.0.1:9' } })
    try {
      const origin = new URL(inject('demoUrl')).origin
      await ensureProject(down.db, { id: 'down', name: 'Upstream down', allowedOrigins: [origin] })
      const demo = await open({ accountIndex: accounts.evm.wallet, query: `?server=${encodeURIComponent(down.url)}&projectId=down` })
      const { page } = demo
      await connectTestWallet(demo)
      const account = page.getByRole('dialog', { name: 'Account' })
      const toast = page.getByRole('alert').filter({ hasText: 'Token Balance Unavailable' })
      await toast.waitFor()
      expect(await toast.evaluate((node) => node.closest('[inert]'))).toBeNull()
      expect(await page.evaluate(() => document.querySelector('main')?.closest('[inert]') !== null)).toBe(true)

      // The toast's own button works over the modal, and the modal stays open and usable.
      await toast.getByRole('button', { name: 'Dismiss' }).click()
      await toast.waitFor({ state: 'detached' })
      await account.getByRole('button', { name: 'Receive' }).click()
      await page.getByRole('dialog', { name: 'Receive' }).waitFor()
      // Focus moved into the lazy view once it showed (never left on the hidden Account view).
      await expect.poll(() => page.getByRole('dialog', { name: 'Receive' }).evaluate((node) => node.contains(document.activeElement))).toBe(true)
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0)
    } finally {
      await down.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
