import type * as TestWalletModule from '@portico/test-wallet'
import type { Browser, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { recordButtonFaces } from './buttonFaces.ts'
import { importInstalled } from './importInstalled.ts'

const app = inject('nextApp')
const servers = { 'next start': app.url, 'next dev': inject('nextDevUrl') }
const rpcUrl = inject('rpcUrl')
let testWallet: typeof TestWalletModule
let browser: Browser

beforeAll(async () => {
  testWallet = await importInstalled<typeof TestWalletModule>(app.dir, '@portico/test-wallet')
  browser = await testWallet.launchChromium()
})
afterAll(() => browser?.close())

/** The button faces in a page's HTML: "Connect Wallet", or the account's truncated address. */
function faces(html: string) {
  const main = /<main>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? ''
  return {
    connect: />Connect Wallet<\/button>/.test(main),
    addresses: [...main.matchAll(/0x[0-9a-fA-F]{2}\.\.\.[0-9a-fA-F]{6}/g)].map((m) => m[0]),
  }
}

/** What the browser stored for a connected account, as the request's `Cookie` header carries it. */
function connectedCookie(address: string) {
  const state = { activeNamespace: 'eip155', connections: { eip155: { connectorId: 'io.metamask', accounts: [address], caipNetworkId: 'eip155:1' } } }
  return `portico.connections=${encodeURIComponent(JSON.stringify(state))}`
}

/** Console errors and warnings (hydration mismatches among them) and uncaught page errors. */
function collectProblems(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    // The app has no favicon, and the browser asks for one.
    if (message.location().url.endsWith('/favicon.ico')) return
    problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

describe("the README's Next.js app, installed from the local registry and rendered on the server", () => {
  test("the server's HTML already holds the Connect button", async () => {
    const html = await (await fetch(app.url)).text()
    expect(faces(html)).toEqual({ connect: true, addresses: [] })
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>Connect Wallet<\/button>/)
  })

  test.each(Object.entries(servers))('%s: connects, signs and disconnects; a reload while connected shows the account from the first paint, without a hydration warning', async (_, url) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const problems = collectProblems(page)
    const buttonFaces = await recordButtonFaces(page)
    const wallet = await testWallet.installTestWallet(page, { chains: [{ id: 31337, rpcUrl }], accountIndex: 2 })
    const short = `${wallet.address.slice(0, 4)}...${wallet.address.slice(-6)}`
    await page.goto(url)

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.waitFor()
    await page.keyboard.press('Escape')
    await account.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const signed = page.locator('output')
    await signed.waitFor()
    const signature = (await signed.textContent())!.replace('Signed: ', '') as `0x${string}`
    expect(await verifyMessage({ address: wallet.address, message: 'Hello from My dapp', signature })).toBe(true)

    // The browser stored the connection in a cookie; the server renders the account from it.
    const cookie = (await context.cookies(url)).map((c) => `${c.name}=${c.value}`).join('; ')
    expect(faces(await (await fetch(url, { headers: { cookie } })).text())).toEqual({ connect: false, addresses: [short] })

    await page.reload()
    await page.getByRole('button', { name: 'Sign a message' }).waitFor() // reconnected: status connected
    expect(await buttonFaces()).toEqual(['account'])
    await expect(page.getByRole('button', { name: new RegExp(wallet.address.slice(-6)) }).getAttribute('aria-busy')).resolves.toBeNull()

    await page.getByRole('button', { name: new RegExp(wallet.address.slice(-6)) }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await buttonFaces()).toEqual(['connect'])
    expect(problems).toEqual([])
    await context.close()
  })

  test('a cookie the wallet does not confirm shows the account until the wallet answers, then Connect Wallet', async () => {
    const context = await browser.newContext()
    const forged = '0x1111111111111111111111111111111111111111'
    await context.addCookies([{ name: 'portico.connections', value: connectedCookie(forged).split('=')[1]!, url: app.url }])
    const page = await context.newPage()
    const problems = collectProblems(page)
    const buttonFaces = await recordButtonFaces(page)
    await testWallet.installTestWallet(page, { chains: [{ id: 31337, rpcUrl }], accountIndex: 3 })
    await page.goto(app.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await buttonFaces()).toEqual(['account', 'connect'])
    expect((await context.cookies(app.url)).map((c) => c.name)).not.toContain('portico.connections')
    expect(problems).toEqual([])
    await context.close()
  })

  test('concurrent requests with different cookies never share state', async () => {
    const addresses = ['0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', undefined]
    const requests = Array.from({ length: 30 }, (_, i) => addresses[i % addresses.length])
    const pages = await Promise.all(
      requests.map(async (address) => {
        const headers: Record<string, string> = address ? { cookie: connectedCookie(address) } : {}
        return { address, html: await (await fetch(app.url, { headers })).text() }
      }),
    )
    for (const { address, html } of pages) {
      expect(faces(html)).toEqual(
        address ? { connect: false, addresses: [`${address.slice(0, 4)}...${address.slice(-6)}`] } : { connect: true, addresses: [] },
      )
    }
  })
})
