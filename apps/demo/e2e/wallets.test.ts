import { createServer } from 'node:net'
import { describe, expect, test } from 'vitest'
import { useDemo } from './harness'
import { tileNameProblems } from './layout'
import { e2eAccounts } from './accounts'

const accounts = e2eAccounts.wallets

const open = useDemo()

/** A port nothing listens on: the Portico server, stopped. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

const metaMaskIcon =
  'data:image/svg+xml;base64,' +
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#f6851b"/></svg>').toString('base64')

describe('the wallet registry in the modal', () => {
  test('Connect lists the installed wallet, 4 recommended ones and All Wallets', async () => {
    const { page } = await open({ accountIndex: accounts.evm.wallet })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    const list = dialog.getByRole('list', { name: 'Wallets' })
    await list.getByRole('button', { name: 'Rainbow', exact: true }).waitFor()
    const names = await list.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.querySelector('.portico-item__label')?.textContent))
    // WalletConnect first, then injected, then the registry's top 4, then All Wallets (spec §9 order and counts).
    expect(names).toEqual(['WalletConnect', 'Portico Test Wallet', 'MetaMask', 'Coinbase Wallet', 'Trust Wallet', 'Rainbow', 'All Wallets'])
    // Icons come from our own server.
    const icon = await list.getByRole('button', { name: 'MetaMask' }).locator('img').getAttribute('src')
    expect(icon).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\/wallet-images\/metamask\.svg$/)
  })

  test('All Wallets pages 40 at a time as it scrolls, searches, and marks the installed wallet', async () => {
    const { page } = await open({ accountIndex: accounts.evm.wallet, info: { name: 'MetaMask', rdns: 'io.metamask', icon: metaMaskIcon } })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
    // The installed MetaMask is not recommended a second time.
    await connect.getByRole('button', { name: 'Rainbow', exact: true }).waitFor()
    expect(await connect.getByRole('button', { name: 'MetaMask', exact: true }).count()).toBe(1)
    await connect.getByRole('button', { name: /^All Wallets/ }).click()

    const dialog = page.getByRole('dialog', { name: 'All Wallets' })
    const grid = dialog.getByRole('list', { name: 'Wallets' })
    await grid.getByRole('listitem').first().waitFor()
    const setSize = Number(await grid.getByRole('listitem').first().getAttribute('aria-setsize'))
    expect(setSize).toBeGreaterThanOrEqual(150)
    // Only the rows in view are in the DOM, and the installed wallet comes first, marked.
    expect(await grid.getByRole('listitem').count()).toBeLessThan(40)
    const first = grid.getByRole('listitem').first().getByRole('button')
    expect(await first.getAttribute('aria-label')).toBe('MetaMask')
    const tagId = await first.getAttribute('aria-describedby')
    expect(await page.locator(`[id="${tagId}"]`).textContent()).toBe('Installed')

    // One page loaded (40 + the installed wallet); scrolling to the end loads the next pages.
    const loaded = () => grid.evaluate((el) => Number(el.getAttribute('data-loaded')))
    expect(await loaded()).toBeLessThanOrEqual(44)
    // A visitor scrolls on to the end as each page arrives (a slow page arrives after the scroll that asked for it).
    const scrolledToEnd = async () => {
      await grid.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
      return loaded()
    }
    await expect.poll(scrolledToEnd, { timeout: 30_000 }).toBeGreaterThanOrEqual(setSize - 3)
    // The last page may land after the last scroll: scrolling to the end again shows the last wallet.
    const lastShown = async () => {
      await grid.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
      const positions = await grid.getByRole('listitem').evaluateAll((items) => items.map((i) => Number(i.getAttribute('aria-posinset'))))
      return Math.max(...positions)
    }
    await expect.poll(lastShown).toBe(setSize)

    // Search: debounced, literal, up to 100 results.
    const search = dialog.getByRole('searchbox', { name: 'Search wallet' })
    await search.fill('rain')
    await expect
      .poll(() => grid.getByRole('button').evaluateAll((b) => b.map((x) => x.getAttribute('aria-label'))))
      .toEqual(['Rainbow'])
    await search.fill("'; drop table wallets; --")
    await dialog.getByText('No wallet found').waitFor()
    await search.fill('')
    await grid.getByRole('button', { name: 'MetaMask' }).waitFor()

    // A registry wallet that is not installed and speaks WalletConnect opens the QR code, with its icon in
    // the middle and a deep link from its registry links.
    await grid.getByRole('button', { name: 'Coinbase Wallet' }).click()
    const wc = page.getByRole('dialog', { name: 'Coinbase Wallet' })
    await wc.getByRole('img', { name: 'WalletConnect QR code' }).waitFor()
    expect(await wc.getByRole('img', { name: 'WalletConnect QR code' }).locator('image').getAttribute('href')).toMatch(/coinbase-wallet\.svg$/)
    expect(await wc.getByRole('link', { name: 'Open Coinbase Wallet' }).getAttribute('href')).toMatch(/^cbwallet:\/\/wc\?uri=wc%3A/)
    await page.getByRole('button', { name: 'Back' }).click()

    // One without WalletConnect offers the ways to get it.
    await search.fill('Rabby')
    await grid.getByRole('button', { name: 'Rabby Wallet' }).click()
    const get = page.getByRole('dialog', { name: 'Rabby Wallet' })
    await get.getByText('Rabby Wallet is not installed in this browser').waitFor()
    expect(await get.getByRole('link', { name: 'Chrome extension' }).getAttribute('href')).toMatch(/^https:\/\/chromewebstore\.google\.com\//)
  })

  test('All Wallets names wrap between words only, on a 360 px phone and a desktop window: no name split inside a word or cut off', async () => {
    for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
      const { page, close } = await open({ accountIndex: accounts.evm.phone, viewport })
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.getByRole('button', { name: /^All Wallets/ }).click()
      const grid = page.getByRole('dialog', { name: 'All Wallets' }).getByRole('list', { name: 'Wallets' })
      await grid.getByRole('listitem').first().waitFor()
      const setSize = Number(await grid.getByRole('listitem').first().getAttribute('aria-setsize'))
      // Through the whole registry, a screenful at a time (the grid keeps only the rows in view).
      const problems = new Set<string>()
      const seen = new Set<string>()
      for (let step = 0; step < 80 && seen.size < setSize; step += 1) {
        await page.waitForTimeout(60)
        for (const problem of await tileNameProblems(page)) problems.add(`${viewport.width} px: ${problem}`)
        for (const name of await grid.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))) seen.add(name)
        await grid.evaluate((el) => el.scrollBy({ top: el.clientHeight * 0.8 }))
      }
      expect(seen.size, `${viewport.width} px: names looked at`).toBeGreaterThanOrEqual(setSize - 3)
      expect([...problems]).toEqual([])
      if (viewport.width === 360) {
        // A long one-word name keeps one line at a smaller size: Safe{Wallet}, TokenPocket.
        await grid.evaluate((el) => el.scrollTo({ top: 0 }))
        const search = page.getByRole('dialog', { name: 'All Wallets' }).getByRole('searchbox', { name: 'Search wallet' })
        for (const name of ['Safe{Wallet}', 'TokenPocket']) {
          await search.fill(name)
          await grid.getByRole('button', { name, exact: true }).waitFor()
          expect(await tileNameProblems(page), name).toEqual([])
          const lines = await grid.locator('.portico-tile__name').evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)))
          expect(lines, name).toBe(1)
        }
        await search.fill('Wallet')
        await grid.getByRole('button', { name: 'Safe{Wallet}', exact: true }).waitFor()
        await page.screenshot({ path: `${process.env.PORTICO_SCREENSHOTS ?? '/tmp'}/all-wallets-names-360.png` })
      }
      await close()
    }
  })

  test('the grid is keyboard-navigable and the installed wallet connects from it', async () => {
    const { page } = await open({ accountIndex: accounts.evm.metaMask, info: { name: 'MetaMask', rdns: 'io.metamask', icon: metaMaskIcon } })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: /^All Wallets/ }).click()
    const dialog = page.getByRole('dialog', { name: 'All Wallets' })
    await dialog.getByRole('list', { name: 'Wallets' }).getByRole('button').first().waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search wallet')
    await page.keyboard.press('Tab')
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))
    expect(await focused()).toBe('MetaMask')
    await page.keyboard.press('ArrowRight')
    const second = await focused()
    expect(second).not.toBe('MetaMask')
    await page.keyboard.press('ArrowDown')
    const below = await page.evaluate(() => document.activeElement?.closest('[role=listitem]')?.getAttribute('aria-posinset'))
    expect(below).toBe('6')
    await page.keyboard.press('End')
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role=listitem]')?.getAttribute('aria-posinset'))).not.toBe('6')
    await page.keyboard.press('Home')
    expect(await focused()).toBe('MetaMask')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
  })

  test('the app’s featured, included and excluded wallets shape both lists', async () => {
    const { page } = await open({ accountIndex: accounts.evm.wallet, query: '?featured=zerion,rabby&exclude=metamask,coinbase-wallet' })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const list = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('list', { name: 'Wallets' })
    await list.getByRole('button', { name: 'Zerion', exact: true }).waitFor()
    const names = await list.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.querySelector('.portico-item__label')?.textContent))
    // Injected, then featured in the app's order, then the top 4 that are neither featured nor excluded.
    expect(names).toEqual(['WalletConnect', 'Portico Test Wallet', 'Zerion', 'Rabby Wallet', 'Trust Wallet', 'Rainbow', 'Phantom', 'OKX Wallet', 'All Wallets'])
    const zerionTag = await list.getByRole('button', { name: 'Zerion', exact: true }).getAttribute('aria-describedby')
    expect(await page.locator(`[id="${zerionTag}"]`).textContent()).toBe('Featured')

    await list.getByRole('button', { name: /^All Wallets/ }).click()
    const grid = page.getByRole('dialog', { name: 'All Wallets' }).getByRole('list', { name: 'Wallets' })
    await expect
      .poll(() => grid.getByRole('button').evaluateAll((b) => b.slice(0, 3).map((x) => x.getAttribute('aria-label'))))
      .toEqual(['Zerion', 'Rabby Wallet', 'Trust Wallet'])
    const search = page.getByRole('searchbox', { name: 'Search wallet' })
    await search.fill('metamask')
    await page.getByRole('dialog', { name: 'All Wallets' }).getByText('No wallet found').waitFor()
  })

  test('an included list limits every list to those wallets', async () => {
    const { page } = await open({ accountIndex: accounts.evm.wallet, query: '?include=rainbow,phantom,zerion' })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: /^All Wallets/ }).click()
    const grid = page.getByRole('dialog', { name: 'All Wallets' }).getByRole('list', { name: 'Wallets' })
    await expect
      .poll(() => grid.getByRole('button').evaluateAll((b) => b.map((x) => x.getAttribute('aria-label'))))
      .toEqual(['Rainbow', 'Phantom', 'Zerion'])
  })

  test('with the server stopped, the modal still opens at once and the injected wallet connects', async () => {
    const port = await closedPort()
    const demo = await open({ accountIndex: accounts.evm.phone, query: `?server=http://127.0.0.1:${port}` })
    const { page } = demo
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.getByRole('button', { name: 'Portico Test Wallet', exact: true }).waitFor({ timeout: 1000 })
    // The registry's wallets are missing: WalletConnect, the installed wallet and the All Wallets button remain.
    await expect.poll(() => dialog.getByRole('list', { name: 'Wallets' }).getByRole('button').count()).toBe(3)
    await dialog.getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    // The calls to the stopped server failed, and nothing else broke.
    expect(demo.requests.some((url) => url.includes(`:${port}/`))).toBe(true)
  })
})
