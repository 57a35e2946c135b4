import Database from 'better-sqlite3'
import type { Browser } from 'playwright-core'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { connectedHost, within } from './embedded/hostPage'
import { frameOf, newEmail } from './embedded/mail'

// Linked logins in the frame's account screen (issue 28): a person signed in by e-mail links their
// Google login (at the local stand-in, in a popup the frame opens), then removes the e-mail login;
// the last login cannot be removed.

const browsers: Browser[] = []
afterEach(async () => {
  for (const browser of browsers.splice(0)) await browser.close()
})

describe('linked logins in the frame', () => {
  it('links Google to an e-mail wallet through the stand-in’s popup, removes the e-mail, keeps the last login', async () => {
    const email = newEmail()
    const googleEmail = `google-${email}`
    const { page } = await connectedHost(browsers, email)
    const frame = frameOf(page)
    const listing = page.evaluate(() => window.harness.manageSessions())
    const dialog = frame.getByRole('dialog', { name: 'Sessions' })
    const logins = dialog.getByRole('list', { name: 'Linked logins' })
    await logins.getByText(`E-mail: ${email}`).waitFor()
    await dialog.getByText('This is your only login. Link another before you can remove it.').waitFor()

    const popupOpened = page.context().waitForEvent('page')
    await dialog.getByRole('button', { name: 'Link Google' }).click()
    const popup = await within('the provider popup', popupOpened)
    await popup.getByRole('heading', { name: 'Local stand-in for Google' }).waitFor()
    await popup.getByLabel('E-mail').fill(googleEmail)
    await popup.getByRole('button', { name: 'Sign in' }).click()
    await dialog.getByText('Google is linked: it opens this wallet too.').waitFor({ timeout: 20_000 })
    await logins.getByText(/^Google/).waitFor()

    await dialog.getByRole('button', { name: `Remove E-mail: ${email}` }).click()
    await dialog.getByText(`Removed: E-mail: ${email}`).waitFor()
    expect(await logins.getByRole('listitem').count()).toBe(1)
    expect(await dialog.getByRole('button', { name: /^Remove / }).count()).toBe(0)
    await dialog.getByRole('button', { name: 'Close' }).click()
    expect(await within('sessions', listing)).toEqual({ ok: true, value: { signedOut: false } })

    const db = new Database(inject('sqlitePath'), { readonly: true })
    const rows = db
      .prepare("select i.provider from embedded_identities i where i.user_id = (select user_id from embedded_identities where provider = 'google' and username = ?)")
      .all(googleEmail.split('@')[0]) as { provider: string }[]
    db.close()
    expect(rows.map((row) => row.provider)).toEqual(['google'])
  })
})
