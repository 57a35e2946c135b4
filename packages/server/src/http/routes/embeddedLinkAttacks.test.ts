import { describe, expect, it } from 'vitest'
import { mac, parseMasterKey } from '../../embedded/masterKey.ts'
import { createEmbeddedSession } from '../../embedded/sessions.ts'
import { testFrameOrigin, testMasterKey } from '../../testing/embedded.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { linkAppOrigin, useLinkedLoginsApp } from '../../testing/linkedLogins.ts'

const appOrigin = linkAppOrigin

// Issue 35, findings 1 and 6: a phished link URL links nothing; a link or unlink is mailed; the
// e-mail change's undo takes back every login linked since the change.
describe.each(databaseKinds)('linking attacks (%s)', (kind) => {
  const { clock, database, embedded, server, setUp, emailUser, call, consent } = useLinkedLoginsApp(kind)
  type Server = ReturnType<typeof server>
  const signInWithGoogle = async (s: Server, project: string, email: string) => {
    const started = await call(s, project, '/v1/embedded/social/start', undefined, { provider: 'google', parentOrigin: appOrigin })
    const message = await consent(s, started.url, email)
    return call(s, project, '/v1/embedded/social/finish', undefined, { loginId: started.loginId, result: message.result, transport: 'bearer' })
  }
  const googleIdentities = async () => (await database.get().db.selectFrom('embedded_identities').select(['subject', 'user_id']).where('provider', '=', 'google').execute())

  it('a phished link URL links nothing: the victim completes consent elsewhere, no finish can take their Google, and their sign-in opens their own wallet', async () => {
    await setUp('ph1')
    const s = server()
    const mallory = await emailUser('ph1', 'mallory@example.com')
    const malloryWallet = (await call(s, 'ph1', '/v1/embedded/me', mallory.token)).user.address
    // Mallory starts a link (her own fresh session) and sends the provider's URL to the victim.
    const started = await call(s, 'ph1', '/v1/embedded/logins/link/start', mallory.token, { provider: 'google', parentOrigin: appOrigin })
    expect(started.status).toBe(200)
    expect(started.url).not.toContain(started.binding ?? 'no binding')
    // The victim signs in at Google in their own browser: the callback page stays there.
    const victimPage = await consent(s, started.url, 'victim@example.com')
    // Their page says nothing was linked unless they started it in this browser.
    expect(victimPage.html).toContain('<title>Login checked</title>')
    expect(victimPage.html).toContain('If you did not start linking a login in this browser, close this window: nothing was linked.')
    // Nothing is linked by the callback itself.
    expect(await googleIdentities()).toEqual([])
    // Mallory's frame finishes without the result only the victim's browser received: refused.
    const guess = await call(s, 'ph1', '/v1/embedded/logins/link/finish', mallory.token, { loginId: started.loginId, result: 'A'.repeat(43), binding: started.binding })
    expect(guess.error?.code).toBe('embedded_social_result_invalid')
    // The victim's own session, with the result their browser got, cannot finish an attempt it did not start.
    const victim = await emailUser('ph1', 'victim.mail@example.com')
    if (victimPage.ok) {
      const stolen = await call(s, 'ph1', '/v1/embedded/logins/link/finish', victim.token, { loginId: started.loginId, result: victimPage.result, binding: started.binding })
      expect(stolen.error?.code).toBe('embedded_social_result_invalid')
    }
    expect(await googleIdentities()).toEqual([])
    // The victim's Google sign-in opens a wallet of their own, never Mallory's.
    const byGoogle = await signInWithGoogle(s, 'ph1', 'victim@example.com')
    expect(byGoogle.status).toBe(200)
    expect(byGoogle.user.address).not.toBe(malloryWallet)
  })

  it("the finish needs the starting session and the start's binding, once, before the attempt expires", async () => {
    await setUp('ph2')
    const s = server()
    const ada = await emailUser('ph2', 'ada@example.com')
    const start = () => call(s, 'ph2', '/v1/embedded/logins/link/start', ada.token, { provider: 'google', parentOrigin: appOrigin })
    const finish = (token: string, body: Record<string, unknown>) => call(s, 'ph2', '/v1/embedded/logins/link/finish', token, body)
    const first = await start()
    expect(first.binding).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const page = await consent(s, first.url, 'ada.g@example.com')
    expect(page.ok).toBe(true)
    // Another session of the same user, a wrong binding, no binding: each refused, and nothing used up.
    const other = (await createEmbeddedSession(database.get().db, { projectId: 'ph2', userId: ada.userId, frameOrigin: testFrameOrigin, parentOrigin: appOrigin, now: clock.now, ttlMs: 3_600_000 })).token
    expect((await finish(other, { loginId: first.loginId, result: page.result, binding: first.binding })).error?.code).toBe('embedded_social_result_invalid')
    expect((await finish(ada.token, { loginId: first.loginId, result: page.result, binding: 'B'.repeat(43) })).error?.code).toBe('embedded_social_result_invalid')
    expect((await finish(ada.token, { loginId: first.loginId, result: page.result })).status).toBe(400)
    const linked = await finish(ada.token, { loginId: first.loginId, result: page.result, binding: first.binding })
    expect(linked.status).toBe(200)
    expect(linked.logins.map((login: { provider: string }) => login.provider)).toEqual(['email', 'google'])
    expect((await finish(ada.token, { loginId: first.loginId, result: page.result, binding: first.binding })).error?.code).toBe('embedded_social_result_invalid')
    // Too late: the attempt's 10 minutes passed between the consent and the finish.
    await call(s, 'ph2', '/v1/embedded/logins/unlink', ada.token, { provider: 'google', id: linked.logins[1].id })
    const second = await start()
    const late = await consent(s, second.url, 'ada.g@example.com')
    clock.now += 10 * 60_000 + 1
    expect((await finish(ada.token, { loginId: second.loginId, result: late.result, binding: second.binding })).error?.code).toBe('embedded_social_result_invalid')
    expect(await googleIdentities()).toEqual([])
  })

  it("a link and an unlink are mailed to the wallet's address; a mail that cannot go changes nothing", async () => {
    await setUp('ph3')
    const s = server()
    const bob = await emailUser('ph3', 'bob@example.com')
    const before = embedded.mail().mails().length
    const started = await call(s, 'ph3', '/v1/embedded/logins/link/start', bob.token, { provider: 'google', parentOrigin: appOrigin })
    const page = await consent(s, started.url, 'bob.g@example.com')
    const linked = await call(s, 'ph3', '/v1/embedded/logins/link/finish', bob.token, { loginId: started.loginId, result: page.result, binding: started.binding })
    expect(linked.status).toBe(200)
    const linkMail = await embedded.mail().nextMail('bob@example.com', { after: before })
    expect(linkMail.subject).toBe('A login was linked to your wallet')
    expect(linkMail.text).toContain('Google')
    expect(linkMail.text).toContain('Shop')
    const afterLink = embedded.mail().mails().length
    const unlinked = await call(s, 'ph3', '/v1/embedded/logins/unlink', bob.token, { provider: 'google', id: linked.logins[1].id })
    expect(unlinked.status).toBe(200)
    const unlinkMail = await embedded.mail().nextMail('bob@example.com', { after: afterLink })
    expect(unlinkMail.subject).toBe('A login was removed from your wallet')
    expect(unlinkMail.text).toContain('Google')
    // The mail cannot go: no link, and no unlink.
    const broken = server({ mailer: { send: async () => Promise.reject(new Error('SMTP down')) } })
    const again = await call(broken, 'ph3', '/v1/embedded/logins/link/start', bob.token, { provider: 'google', parentOrigin: appOrigin })
    const againPage = await consent(broken, again.url, 'bob.g@example.com')
    expect((await call(broken, 'ph3', '/v1/embedded/logins/link/finish', bob.token, { loginId: again.loginId, result: againPage.result, binding: again.binding })).error?.code).toBe('embedded_mail_failed')
    expect(await googleIdentities()).toEqual([])
    const relink = await call(s, 'ph3', '/v1/embedded/logins/link/start', bob.token, { provider: 'google', parentOrigin: appOrigin })
    const relinkPage = await consent(s, relink.url, 'bob.g@example.com')
    const relinked = await call(s, 'ph3', '/v1/embedded/logins/link/finish', bob.token, { loginId: relink.loginId, result: relinkPage.result, binding: relink.binding })
    expect((await call(broken, 'ph3', '/v1/embedded/logins/unlink', bob.token, { provider: 'google', id: relinked.logins[1].id })).error?.code).toBe('embedded_mail_failed')
    expect(await googleIdentities()).toHaveLength(1)
  })

  it("the e-mail change's undo removes every login linked since the change: the thief's Google no longer opens the wallet", async () => {
    await setUp('ph4')
    const s = server()
    const { db } = database.get()
    const carol = await emailUser('ph4', 'carol@example.com')
    const wallet = (await call(s, 'ph4', '/v1/embedded/me', carol.token)).user.address
    // Carol linked her own Google before anything happened: it stays.
    const own = await call(s, 'ph4', '/v1/embedded/logins/link/start', carol.token, { provider: 'google', parentOrigin: appOrigin })
    const ownPage = await consent(s, own.url, 'carol.g@example.com')
    expect((await call(s, 'ph4', '/v1/embedded/logins/link/finish', carol.token, { loginId: own.loginId, result: ownPage.result, binding: own.binding })).status).toBe(200)
    // A thief in her session moves the wallet to their address (the change as the e-mail update stores it) ...
    clock.now += 60_000
    const secret = 'U'.repeat(43)
    await db.updateTable('embedded_identities').set({ subject: 'thief@example.com' }).where('provider', '=', 'email').where('user_id', '=', carol.userId).execute()
    await db
      .insertInto('embedded_email_changes')
      .values({ id: 'ph4-change', user_id: carol.userId, old_email: 'carol@example.com', new_email: 'thief@example.com', undo_mac: mac(parseMasterKey(testMasterKey), 'email-undo', secret), created_at: clock.now, undo_until: clock.now + 48 * 3_600_000, undone_at: null })
      .execute()
    // ... and links a second Google login of their own, then Carol follows the undo link.
    clock.now += 60_000
    const thief = await call(s, 'ph4', '/v1/embedded/logins/link/start', carol.token, { provider: 'google', parentOrigin: appOrigin })
    const thiefPage = await consent(s, thief.url, 'thief.g@example.com')
    expect((await call(s, 'ph4', '/v1/embedded/logins/link/finish', carol.token, { loginId: thief.loginId, result: thiefPage.result, binding: thief.binding })).status).toBe(200)
    const undone = await s.request('/v1/embedded/email/undo', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${secret}` })
    expect(undone.status).toBe(200)
    const left = await db.selectFrom('embedded_identities').select(['provider', 'subject']).where('user_id', '=', carol.userId).orderBy('provider').execute()
    expect(left.map((row) => row.provider)).toEqual(['email', 'google'])
    expect(left.find((row) => row.provider === 'email')!.subject).toBe('carol@example.com')
    // The thief's Google sign-in now makes a wallet of its own.
    const byThief = await signInWithGoogle(s, 'ph4', 'thief.g@example.com')
    expect(byThief.status).toBe(200)
    expect(byThief.user.address).not.toBe(wallet)
    expect((await signInWithGoogle(s, 'ph4', 'carol.g@example.com')).user.address).toBe(wallet)
  })
})
