import { describe, expect, inject, test } from 'vitest'
import { logInWithEmail, newEmail } from './embedded/mail'
import { useDemo } from './harness'
import { e2eAccounts } from './accounts'

// The modal opened while a reload restores the session (issue 36, item 2): a connected visitor is
// never offered Connect. The restore is held deterministically: the wallet frame's requests wait
// until the test lets them through, so the click lands while the page still says "connecting".

const open = useDemo()

describe('opening the modal while the session is restored', () => {
  test('e-mail session: a restoring state, then the Account view once the restore lands', async () => {
    const { page } = await open({ accountIndex: e2eAccounts.restoreRace.evm.wallet, query: '?projectId=portico-embedded' })
    const email = newEmail()
    await logInWithEmail(page, email)
    await page.keyboard.press('Escape')

    const frameUrl = new URL(inject('frameUrl')).origin
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`${frameUrl}/**`, async (route) => {
      await held
      await route.fallback()
    })
    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connecting')
    await page.locator('[data-portico-button]').first().click()

    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await page.getByRole('dialog', { name: 'Connect Wallet' }).count()).toBe(0)
    await page.getByRole('dialog', { name: 'Restoring your session' }).getByRole('status').waitFor()
    expect(await page.getByTestId('status').textContent()).toBe('connecting')

    release()
    await page.getByRole('dialog', { name: 'Account' }).getByText(`E-mail: ${email}`).waitFor()
    expect(await page.getByRole('dialog', { name: 'Connect Wallet' }).count()).toBe(0)
    await page.unroute(`${frameUrl}/**`)
  })
})
