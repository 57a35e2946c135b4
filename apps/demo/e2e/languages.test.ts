import { describe, expect, test } from 'vitest'
import { connectTestWallet, useDemo } from './harness'
import { e2eAccounts } from './accounts'

const accounts = e2eAccounts.languages

const open = useDemo()

describe('languages', () => {
  test('?lang=ar: the button and the modal speak Arabic, laid out right to left', async () => {
    const { page } = await open({ accountIndex: accounts.evm.wallet, query: '?lang=ar' })
    const button = page.getByRole('button', { name: 'ربط المحفظة' })
    await button.waitFor()
    expect(await button.getAttribute('dir')).toBe('rtl')
    expect(await button.getAttribute('lang')).toBe('ar')

    await button.click()
    const dialog = page.getByRole('dialog', { name: 'ربط المحفظة' })
    await dialog.waitFor()
    expect(await dialog.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl')
    // Mirrored: the close button sits on the left of the title.
    const close = await dialog.getByRole('button', { name: 'إغلاق' }).boundingBox()
    const title = await dialog.getByRole('heading', { name: 'ربط المحفظة' }).boundingBox()
    expect(close!.x).toBeLessThan(title!.x)
    await page.waitForTimeout(400) // the modal's entrance animation
    await page.screenshot({ path: `${process.env.PORTICO_SCREENSHOTS ?? '/tmp'}/modal-ar.png` })

    // Connected: the Account view, mirrored too.
    await dialog.getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    const account = page.getByRole('dialog', { name: 'الحساب' })
    await account.getByRole('button', { name: 'قطع الاتصال' }).waitFor()
    await page.waitForTimeout(400)
    await page.screenshot({ path: `${process.env.PORTICO_SCREENSHOTS ?? '/tmp'}/modal-ar-account.png` })
  })

  test('follows the browser’s language, writes numbers its way, and the picker switches it', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet, locale: 'de-DE' })
    const { page } = demo
    await page.getByRole('button', { name: 'Wallet verbinden' }).click()
    await page.getByRole('button', { name: 'Portico Test Wallet', exact: true }).click()
    const account = page.getByRole('dialog', { name: 'Konto' })
    await account.waitFor()
    await account.getByText(/^\d[\d.]*,\d{3} ETH$/).first().waitFor()
    await account.getByRole('button', { name: 'Schließen' }).click()

    await page.getByRole('combobox', { name: 'Language of the wallet modal' }).selectOption('ja')
    await page.locator('[data-portico-button][lang="ja"]').waitFor()
    expect(new URL(page.url()).searchParams.get('lang')).toBe('ja')
    await page.locator('[data-portico-button]').click()
    await page.getByRole('dialog', { name: 'アカウント' }).getByRole('button', { name: '切断' }).waitFor()
    await page.waitForTimeout(400) // the modal's entrance animation
    await page.screenshot({ path: `${process.env.PORTICO_SCREENSHOTS ?? '/tmp'}/modal-ja.png` })
  })

  test('English stays when the browser’s language is not shipped', async () => {
    const demo = await open({ accountIndex: accounts.evm.wallet, locale: 'sw-KE' })
    await demo.page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await connectTestWallet(demo)
  })
})
