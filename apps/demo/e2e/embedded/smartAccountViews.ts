import type { Page } from 'playwright-core'
import { frameOf } from './mail'

// The demo's views as the embedded wallet's smart account shows them, reached from a page logged in by
// e-mail (the demo with `?projectId=portico-embedded`: the e2e devnet's second chain has the bundler).
// The accessibility and phone files walk them on the page they already logged in. The swap's review is
// reached the same way from any account's view (the smart account's swap and the injected wallet's review).

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true })

/** Any approval the frame shows is rejected and any open dialog closed: the page as the visitor left it. */
export async function closeApproval(page: Page) {
  const reject = frameOf(page).getByRole('button', { name: 'Reject' })
  // Clicked as a person does (Playwright checks it is on screen and gets the pointer): on a phone turned sideways too.
  if (await reject.isVisible().catch(() => false)) await reject.click()
  await dialog(page, 'Approve Transaction').waitFor({ state: 'detached' })
}

/** From the account button: the Account view on Portico Devnet 2, where the smart account acts. */
export async function accountAsSmartAccount(page: Page) {
  await page.locator('[data-portico-button]').click()
  const account = dialog(page, 'Account')
  await account.getByRole('button', { name: 'Network: Portico Devnet' }).click()
  await dialog(page, 'Choose Network').getByRole('button', { name: 'Portico Devnet 2', exact: true }).click()
  await account.getByText('Account type: Smart account').waitFor()
  await account.getByRole('button', { name: 'Use the EOA' }).waitFor()
}

/** From the Account view: the Send view, filled in, as the smart account. */
export async function sendAsSmartAccount(page: Page) {
  await dialog(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
  const send = dialog(page, 'Send')
  await send.getByRole('textbox', { name: 'Amount' }).fill('0.001')
  await send.getByRole('textbox', { name: 'Receiver address' }).fill('0x000000000000000000000000000000000000dEaD')
}

/** From the Account view: a quoted swap of 10 PUSD for PTK, then its review (the Review Swap dialog, returned). */
export async function reviewPusdSwap(page: Page) {
  await page.getByRole('dialog', { name: 'Account' }).getByRole('navigation', { name: 'Wallet features' }).getByRole('button', { name: 'Swap' }).click()
  const swap = dialog(page, 'Swap')
  await swap.getByRole('combobox', { name: 'You pay' }).selectOption({ label: 'PUSD — Portico USD' })
  await swap.getByRole('combobox', { name: 'You receive' }).selectOption({ label: 'PTK — Portico Token' })
  await swap.getByRole('textbox', { name: 'Amount to pay' }).fill('10')
  await swap.getByText('Minimum received', { exact: true }).waitFor()
  await swap.getByRole('button', { name: 'Review swap' }).click()
  return dialog(page, 'Review Swap')
}

/** With the modal closed: the demo's "Send a batch" card, and the frame's approval of it (two calls, from the smart account). */
export async function batchApproval(page: Page) {
  // Escape steps back through the modal's views, then closes it.
  for (let i = 0; i < 4 && (await page.getByRole('dialog').count()) > 0; i++) {
    await page.keyboard.press('Escape')
    await page.waitForTimeout(150)
  }
  await page.getByRole('dialog').first().waitFor({ state: 'detached' })
  await page.getByRole('region', { name: 'Send a batch' }).getByRole('button', { name: 'Send 2 calls' }).click()
  await dialog(page, 'Approve Transaction').waitFor()
  const frame = frameOf(page)
  await frame.getByRole('heading', { name: 'Send a batch of calls (2)' }).waitFor()
  await frame.getByText('Smart account 0x', { exact: false }).waitFor()
  await frame.getByRole('button', { name: 'Approve' }).waitFor()
}
