import { truncateAddress } from '@portico/core'
import type { Page } from 'playwright-core'
import { type Address, type Hex, verifyMessage } from 'viem'
import { describe, expect, test } from 'vitest'
import { codeOf } from '../../../packages/server/src/testing/mailCatcher.ts'
import { cooldownsPass, frameOf, loginUpToCode, mail, newEmail } from './embedded/mail'
import { fundAccount } from './fund'
import { devnetClient, useDemo } from './harness'
import { openServerDatabase } from './serverDatabase.ts'
import { e2eAccounts, evmAddressOf } from './accounts'

const accounts = e2eAccounts.emailLogin

// E-mail login through the demo's modal: the project `portico-embedded` has e-mail on, the server
// mails through a real SMTP server (its mails read back here), the wallet frame is on its own origin.

const open = useDemo()
const query = '?projectId=portico-embedded'

/** The login cache the spec names (§3), as the page's storage has it. */
const loginCache = (page: Page) =>
  page.evaluate(() => Object.fromEntries(['portico.email', 'portico.emailLoginUsed', 'portico.lastUsedChain'].map((key) => [key, localStorage.getItem(key)])))

/** Another wallet takes `email` (as its first login would). */
function takeAddress(email: string) {
  const db = openServerDatabase()
  db.prepare("insert into embedded_identities (provider, subject, user_id, created_at) values ('email', ?, ?, ?)").run(email, `e2e-${Date.now()}`, Date.now())
  db.close()
}

describe('e-mail login in the modal', () => {
  test('new user: device link, code, connected; signs and sends approved in the frame; a reload keeps the session; update e-mail; disconnect clears the cache', async () => {
    const { page } = await open({ accountIndex: accounts.evm.wallet, query })
    const email = newEmail()
    const { login, code } = await loginUpToCode(page, email)

    // A wrong code is refused and the view stays on the code step; the right one connects.
    const wrong = code === '000000' ? '000001' : '000000'
    await login.getByRole('textbox', { name: 'Code' }).fill(wrong)
    await login.getByRole('button', { name: 'Continue' }).click()
    await login.getByRole('alert').getByText('This code is not right. Try again.').waitFor()
    // A new code inside the 30 s cooldown: refused with the seconds left.
    await login.getByRole('button', { name: 'Send a new code' }).click()
    await expect.poll(() => login.getByRole('alert').textContent()).toMatch(/^Please try again after \d+ seconds?$/)
    await login.getByRole('textbox', { name: 'Code' }).fill(code)
    await login.getByRole('button', { name: 'Continue' }).click()

    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByText(`E-mail: ${email}`).waitFor()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    const address = (await page.getByTestId('address').textContent()) as Address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await loginCache(page)).toEqual({ 'portico.email': JSON.stringify(email), 'portico.emailLoginUsed': 'true', 'portico.lastUsedChain': JSON.stringify('31337') })
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    // Sign: the modal opens ApproveTransaction with the frame in it; the approval is the frame's.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await page.getByRole('dialog', { name: 'Approve Transaction' }).waitFor()
    const frame = frameOf(page)
    await frame.getByRole('heading', { name: 'Sign message' }).waitFor()
    await frame.getByText('Hello from Portico').waitFor()
    await frame.getByRole('button', { name: 'Approve' }).click()
    const signature = (await page.getByTestId('signature').textContent()) as Hex
    expect(await verifyMessage({ address, message: 'Hello from Portico', signature })).toBe(true)
    // The approval done, the modal it opened closes again.
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    // Closing the modal while a request waits aborts it ('Request was aborted', code 4001: the kit's typed rejection).
    await page.getByRole('button', { name: 'Sign message' }).click()
    await page.getByRole('dialog', { name: 'Approve Transaction' }).getByRole('button', { name: 'Close' }).click()
    await page.getByRole('region', { name: 'Sign a message' }).getByRole('alert').getByText('User rejected the request').waitFor()
    await expect.poll(() => frame.getByRole('heading', { name: 'Sign message' }).isVisible()).toBe(false)

    // Send 0.01 ETH, approved inside the frame: it lands on the chain.
    await fundAccount(address)
    const client = devnetClient(0)
    const receiver = evmAddressOf(accounts.evm.receiver)
    const before = await client.getBalance({ address: receiver })
    // To this file's own receiver: the card's default (account 1) is other files' too.
    await page.getByRole('region', { name: 'Send 0.01 ETH' }).getByRole('textbox', { name: 'Receiver' }).fill(receiver)
    await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
    await page.getByRole('dialog', { name: 'Approve Transaction' }).waitFor()
    await frame.getByRole('heading', { name: 'Send transaction' }).waitFor()
    await frame.getByText('0.01 ETH', { exact: true }).waitFor()
    // The server's simulation, beside the request's own amount.
    await frame.getByText('−0.01 ETH', { exact: true }).waitFor()
    await frame.getByRole('button', { name: 'Approve' }).click()
    const hash = (await page.getByTestId('tx-hash').textContent()) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect((await client.getBalance({ address: receiver })) - before).toBe(10n ** 16n)

    // A reload keeps the session: the login cache says e-mail, the frame still has its session.
    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 30_000 }).toBe('connected')
    expect(await page.getByTestId('address').textContent()).toBe(address)

    // Update e-mail, from the account: the new address and both codes are typed in the wallet frame,
    // on its own origin; the host page's dialog only places the frame and holds no field of its own.
    const accountButton = page.getByRole('button', { name: new RegExp(truncateAddress(address).replace(/\./g, '\\.')) })
    await accountButton.click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Update e-mail' }).click()
    const hostDialog = page.getByRole('dialog', { name: 'Update E-mail' })
    await hostDialog.getByText('You type the new address and both codes only in the secure wallet window below', { exact: false }).waitFor()
    const update = frame.getByRole('dialog', { name: 'Update E-mail' })
    const newAddress = update.getByRole('textbox', { name: 'New e-mail' })
    await newAddress.waitFor()
    /** The change's fields in the host page's own DOM (Playwright's page locators do not enter the frame; they do pierce open shadow roots). */
    const hostFields = async () =>
      (await hostDialog.locator('input, textarea, [contenteditable]').count()) +
      (await page.getByRole('textbox', { name: 'New e-mail' }).count()) +
      (await page.getByRole('textbox', { name: 'Code' }).count())
    expect(await hostFields()).toBe(0)
    // An invalid address, this wallet's own and another wallet's are refused, each in words; what was typed stays.
    await newAddress.fill('not-an-address')
    await update.getByRole('button', { name: 'Continue' }).click()
    await update.getByRole('alert').getByText('Enter a valid e-mail address.').waitFor()
    cooldownsPass(email)
    await newAddress.fill(email)
    await update.getByRole('button', { name: 'Continue' }).click()
    await update.getByRole('alert').getByText('This is already your e-mail address.').waitFor()
    const taken = newEmail()
    takeAddress(taken)
    await newAddress.fill(taken)
    await update.getByRole('button', { name: 'Continue' }).click()
    await update.getByRole('alert').getByText('This e-mail address is already used by another wallet.').waitFor()
    expect(await newAddress.inputValue()).toBe(taken)
    const updated = newEmail()
    await newAddress.fill(updated)
    await update.getByRole('button', { name: 'Continue' }).click()
    // The code to the current address (its third mail: device link, login code, this).
    await update.getByText(`To confirm it is you, enter the 6-digit code we sent to ${email}.`).waitFor()
    expect(await hostFields()).toBe(0)
    const primary = codeOf(await mail(email, 2))
    await update.getByRole('textbox', { name: 'Code' }).fill(primary === '000000' ? '000001' : '000000')
    await update.getByRole('button', { name: 'Continue' }).click()
    await update.getByRole('alert').getByText('This code is not right. Try again.').waitFor()
    await update.getByRole('button', { name: 'Send a new code' }).click()
    await expect.poll(() => update.getByRole('alert').textContent()).toMatch(/^Please try again after \d+ seconds?$/)
    await update.getByRole('textbox', { name: 'Code' }).fill(primary)
    await update.getByRole('button', { name: 'Continue' }).click()
    // Then the code to the new address; the account shows the new address, and so does the login cache.
    await update.getByText(`Now enter the 6-digit code we sent to the new address, ${updated}.`).waitFor()
    expect(await hostFields()).toBe(0)
    await update.getByRole('textbox', { name: 'Code' }).fill(codeOf(await mail(updated, 0)))
    await update.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByText(`E-mail: ${updated}`).waitFor()
    expect(await page.getByTestId('address').textContent()).toBe(address)
    expect((await loginCache(page))['portico.email']).toBe(JSON.stringify(updated))
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    // Disconnect: the frame signs out and the login cache is cleared.
    await accountButton.click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('disconnected')
    expect(await loginCache(page)).toEqual({ 'portico.email': null, 'portico.emailLoginUsed': null, 'portico.lastUsedChain': null })
    // And a reload stays disconnected.
    await page.reload()
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 30_000 }).toBe('disconnected')
  })

  test('keyboard only: the approval in the frame takes focus, Tab stays on its two buttons, Escape rejects, Enter approves', async () => {
    const { page } = await open({ accountIndex: accounts.evm.second, query })
    const email = newEmail()
    const { login, code } = await loginUpToCode(page, email)
    await login.getByRole('textbox', { name: 'Code' }).fill(code)
    await login.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByText(`E-mail: ${email}`).waitFor()
    const address = (await page.getByTestId('address').textContent()) as Address
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    const frame = frameOf(page)
    const focusedInFrame = () => frame.locator(':focus').textContent()
    await page.getByRole('button', { name: 'Sign message' }).click()
    await frame.getByRole('heading', { name: 'Sign message' }).waitFor()
    // Focus starts on Reject (a key the host page tricks the person into pressing cannot approve).
    await expect.poll(focusedInFrame).toBe('Reject')
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME')
    await page.keyboard.press('Tab')
    expect(await focusedInFrame()).toBe('Approve')
    await page.keyboard.press('Tab')
    expect(await focusedInFrame()).toBe('Reject')
    await page.keyboard.press('Shift+Tab')
    expect(await focusedInFrame()).toBe('Approve')
    await page.keyboard.press('Escape')
    await page.getByRole('region', { name: 'Sign a message' }).getByRole('alert').getByText('User rejected the request').waitFor()
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Sign message' }).click()
    await frame.getByRole('heading', { name: 'Sign message' }).waitFor()
    await expect.poll(focusedInFrame).toBe('Reject')
    await page.keyboard.press('Tab')
    expect(await focusedInFrame()).toBe('Approve')
    // Approve acts once the view has been on screen for a moment (it says so: aria-disabled until then).
    await expect.poll(() => frame.getByRole('button', { name: 'Approve' }).getAttribute('aria-disabled')).toBeNull()
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    const signature = (await page.getByTestId('signature').textContent()) as Hex
    expect(await verifyMessage({ address, message: 'Hello from Portico', signature })).toBe(true)
  })
})
