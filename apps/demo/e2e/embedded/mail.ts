import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { inject, vi } from 'vitest'
import { type CaughtMail, codeOf, deviceLinkOf } from '../../../../packages/server/src/testing/mailCatcher.ts'
import { emailKey } from '../../../../packages/server/src/embedded/mailCodes.ts'
import { openServerDatabase } from '../serverDatabase.ts'

/** A fresh address per test (the e2e server's SMTP server keeps every mail it got). */
export const newEmail = () => `e2e-${randomBytes(4).toString('hex')}@example.com`

const mailsTo = async (to: string): Promise<CaughtMail[]> => (await fetch(`${inject('mailboxUrl')}mails.json?to=${encodeURIComponent(to)}`)).json()

/** The `index`-th mail to `to` (0-based), once the SMTP server has it. */
export const mail = (to: string, index: number) =>
  vi.waitFor(
    async () => {
      const mails = await mailsTo(to)
      if (!mails[index]) throw new Error(`mail ${index} to ${to} not there yet`)
      return mails[index]!
    },
    { timeout: 20_000, interval: 100 },
  )

/** Follows a device link as the visitor does, in another tab: the server's page, its one button. */
export async function approveDevice(page: Page, link: string) {
  const tab = await page.context().newPage()
  await tab.goto(link)
  await tab.getByRole('button', { name: 'Approve this device' }).click()
  await tab.getByRole('heading', { name: 'Device approved' }).waitFor()
  await tab.close()
}

/** From the Connect view's e-mail field to the code step (a new user: the device link first). */
export async function loginUpToCode(page: Page, email: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await connect.getByRole('button', { name: 'Continue with e-mail' }).click()
  const login = page.getByRole('dialog', { name: 'Log in with E-mail' })
  // A new device: the view waits for the link, and goes on by itself once it is followed.
  await login.getByRole('status').getByText(`We sent a link to ${email}.`, { exact: false }).waitFor()
  await approveDevice(page, deviceLinkOf(await mail(email, 0)))
  await login.getByText(`Enter the 6-digit code we sent to ${email}.`).waitFor()
  return { login, code: codeOf(await mail(email, 1)) }
}

/**
 * A new user logs in by e-mail in the modal, as a person does: the address, the device link from the
 * first mail, the code from the second. Resolves with the Account view once it shows the address.
 */
export async function logInWithEmail(page: Page, email: string) {
  const { login, code } = await loginUpToCode(page, email)
  await login.getByRole('textbox', { name: 'Code' }).fill(code)
  await login.getByRole('button', { name: 'Continue' }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByText(`E-mail: ${email}`).waitFor()
  return account
}

/** The wallet frame (its own origin: the page can place it, never reach into it). */
export const frameOf = (page: Page) => page.frameLocator('iframe[data-portico-frame]')

/**
 * The 30 s pass for these addresses (the cooldowns are counters in the e2e server's database, one per
 * address and asker): another file's, which may be checking its own cooldown at the same time, stay.
 */
export function cooldownsPass(...emails: string[]) {
  const db = openServerDatabase()
  const remove = db.prepare('delete from rate_limits where key like ?')
  for (const email of emails) remove.run(`embeddedCooldown:${emailKey(email)}:%`)
  db.close()
}
