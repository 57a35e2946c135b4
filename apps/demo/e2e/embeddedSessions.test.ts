import type { BrowserContext } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { connectedHost, within } from './embedded/hostPage'
import { frameOf, newEmail } from './embedded/mail'
import { openServerDatabase } from './serverDatabase.ts'

// The wallet's sessions, in the frame (issue 27): the list shows where the wallet is signed in, and
// "Sign out everywhere" ends every session, this browser's too.

const contexts: BrowserContext[] = []
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close()
})

describe('the wallet’s sessions in the frame', () => {
  it('lists this browser and another session; Sign out everywhere ends both and the page is disconnected', async () => {
    const email = newEmail()
    const { page } = await connectedHost(contexts, email)
    // Another session of the same wallet, as a login elsewhere leaves it.
    const db = openServerDatabase()
    const { user_id: userId, project_id: projectId, frame_origin: frameOrigin } = db
      .prepare("select s.user_id, s.project_id, s.frame_origin from embedded_sessions s join embedded_identities i on i.user_id = s.user_id where i.provider = 'email' and i.subject = ? and s.revoked_at is null")
      .get(email) as { user_id: string; project_id: string; frame_origin: string }
    const now = Date.now()
    db.prepare('insert into embedded_sessions (id, project_id, user_id, frame_origin, parent_origin, created_at, expires_at, revoked_at, last_seen_at, user_agent) values (?, ?, ?, ?, ?, ?, ?, null, ?, ?)').run(
      `e2e-other-${now}`, projectId, userId, frameOrigin, 'https://elsewhere.example', now - 60_000, now + 3_600_000, now - 60_000, 'Other phone browser',
    )

    const frame = frameOf(page)
    // In the host's language: the frame loads its German texts (a chunk of its own, under its CSP).
    const german = page.evaluate(() => window.harness.manageSessions('de-DE'))
    const sitzungen = frame.getByRole('dialog', { name: 'Sitzungen' })
    await sitzungen.getByText('Dieser Browser').waitFor()
    await sitzungen.getByRole('button', { name: 'Schließen' }).click()
    expect(await within('sessions in German', german)).toEqual({ ok: true, value: { signedOut: false } })

    const listing = page.evaluate(() => window.harness.manageSessions())
    const dialog = frame.getByRole('dialog', { name: 'Sessions' })
    await dialog.getByText('This browser').waitFor()
    await dialog.getByText('Other phone browser').waitFor()
    await dialog.getByText('App: https://elsewhere.example').waitFor()
    // The sessions list alone (the same screen also lists the wallet's linked logins).
    expect(await dialog.getByRole('list', { name: 'Sessions' }).getByRole('listitem').count()).toBe(2)
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click()
    expect(await within('sessions', listing)).toEqual({ ok: true, value: { signedOut: true } })

    const live = db.prepare('select count(*) as n from embedded_sessions where user_id = ? and revoked_at is null').get(userId) as { n: number }
    db.close()
    expect(live.n).toBe(0)
    expect(await page.evaluate(() => window.harness.isConnected())).toEqual({ ok: true, value: false })
    expect((await page.evaluate(() => window.harness.storage()))['portico.email']).toBeUndefined()
  })
})
