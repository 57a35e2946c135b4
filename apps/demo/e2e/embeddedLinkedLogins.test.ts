import type { BrowserContext } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { connectedHost, openHost, within } from './embedded/hostPage'
import { frameOf, newEmail } from './embedded/mail'
import { openServerDatabase } from './serverDatabase.ts'

// Linked logins in the frame's account screen (issue 28): a person signed in by e-mail links their
// Google login (at the local stand-in, in a popup the frame opens), then removes the e-mail login;
// the last login cannot be removed.

const contexts: BrowserContext[] = []
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close()
})

describe('linked logins in the frame', () => {
  it('links Google to an e-mail wallet through the stand-in’s popup, removes the e-mail, keeps the last login', async () => {
    const email = newEmail()
    const googleEmail = `google-${email}`
    const { page } = await connectedHost(contexts, email)
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

    const db = openServerDatabase({ readOnly: true })
    const rows = db
      .prepare("select i.provider from embedded_identities i where i.user_id = (select user_id from embedded_identities where provider = 'google' and username = ?)")
      .all(googleEmail.split('@')[0]!) as { provider: string }[]
    db.close()
    expect(rows.map((row) => row.provider)).toEqual(['google'])
  })

  it('a link URL phished to another browser links nothing: the victim signs in at Google there, the starter is never linked', async () => {
    const email = newEmail()
    const victimGoogle = `victim-${email}`
    const { page } = await connectedHost(contexts, email)
    const frame = frameOf(page)
    const listing = page.evaluate(() => window.harness.manageSessions())
    const dialog = frame.getByRole('dialog', { name: 'Sessions' })
    const logins = dialog.getByRole('list', { name: 'Linked logins' })
    await logins.getByText(`E-mail: ${email}`).waitFor()
    // The attacker starts a link and takes the provider's URL out of their popup.
    const started = page.waitForResponse((response) => response.url().includes('/v1/embedded/logins/link/start'))
    const popupOpened = page.context().waitForEvent('page')
    await dialog.getByRole('button', { name: 'Link Google' }).click()
    const phished = ((await (await within('link start', started)).json()) as { url: string }).url
    const popup = await within('the provider popup', popupOpened)
    await popup.getByRole('heading', { name: 'Local stand-in for Google' }).waitFor()
    // The victim opens it in their own browser and signs in with their Google account.
    const victim = await openHost(contexts)
    const tab = await victim.context.newPage()
    await tab.goto(phished)
    await tab.getByLabel('E-mail').fill(victimGoogle)
    await tab.getByRole('button', { name: 'Sign in' }).click()
    await tab.waitForURL(/\/v1\/embedded\/social\/callback\/google/)
    await tab.waitForLoadState()
    // Nothing is linked, in the database or in the attacker's list.
    const db = openServerDatabase({ readOnly: true })
    const rows = db.prepare("select user_id from embedded_identities where provider = 'google' and username = ?").all(victimGoogle.split('@')[0]!)
    db.close()
    expect(rows).toEqual([])
    expect(await dialog.getByText('Google is linked: it opens this wallet too.').count()).toBe(0)
    expect(await logins.getByRole('listitem').count()).toBe(1)
    await popup.close()
    await dialog.getByRole('button', { name: 'Close' }).click()
    expect(await within('sessions', listing)).toEqual({ ok: true, value: { signedOut: false } })
  })
})
