import type * as TestWalletModule from '@portico/test-wallet'
import type { Browser } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { recordButtonFaces } from './buttonFaces.ts'
import { importInstalled } from './importInstalled.ts'

const app = inject('viteApp')
const rpcUrl = inject('rpcUrl')
let testWallet: typeof TestWalletModule
let browser: Browser

beforeAll(async () => {
  // The test wallet as the app installed it from the local registry.
  testWallet = await importInstalled<typeof TestWalletModule>(app.dir, '@portico/test-wallet')
  browser = await testWallet.launchChromium()
})
afterAll(() => browser?.close())

describe("the README's Vite quick start, installed from the local registry", () => {
  test('connects the test wallet, signs a message that verifies, shows the account from the first paint after a reload, and disconnects', async () => {
    const page = await browser.newPage()
    const problems: string[] = []
    page.on('console', (message) => void (message.type() === 'error' && problems.push(message.text())))
    page.on('pageerror', (error) => problems.push(error.message))
    const buttonFaces = await recordButtonFaces(page)
    const wallet = await testWallet.installTestWallet(page, { chains: [{ id: 31337, rpcUrl }], accountIndex: 1 })
    await page.goto(app.url)

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.waitFor()
    await page.keyboard.press('Escape')
    await account.waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Sign a message' }).click()
    const signed = page.getByRole('status').or(page.locator('output'))
    await signed.waitFor()
    const signature = (await signed.textContent())!.replace('Signed: ', '') as `0x${string}`
    expect(await verifyMessage({ address: wallet.address, message: 'Hello from My dapp', signature })).toBe(true)

    // A reload shows the account while the wallet is asked again, never "Connect Wallet".
    await page.reload()
    await page.getByRole('button', { name: 'Sign a message' }).waitFor()
    expect(await buttonFaces()).toEqual(['account'])

    // The account button shows the address truncated to its first 4 and last 6 characters.
    await page.getByRole('button', { name: new RegExp(wallet.address.slice(-6)) }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await page.getByRole('button', { name: 'Sign a message' }).count()).toBe(0)
    expect(problems).toEqual([])
    await page.close()
  })
})
