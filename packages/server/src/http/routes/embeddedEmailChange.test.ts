import { describe, expect, it } from 'vitest'
import { json } from '../../testing/app.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { testFrameOrigin, testPublicUrl } from '../../testing/embedded.ts'
import { useEmbeddedTestApp } from '../../testing/embeddedApp.ts'
import { codeOf } from '../../testing/mailCatcher.ts'

const hour = 3_600_000

// What follows an e-mail change (issue 27): the old address is mailed a link that undoes it for 48
// hours, the wallet's other sessions end, and the key export waits 24 hours.
describe.each(databaseKinds)('after an e-mail change (%s)', (kind) => {
  const test = useEmbeddedTestApp(kind)
  const { clock, database, embedded, server, post, error, newEmail, mailCount } = test
  const form = (path: string, body: string) => server().request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })
  const me = (bearer: Record<string, string>) => server().request('/v1/embedded/me?projectId=p', { headers: { origin: testFrameOrigin, ...bearer } })
  const session = (userId: string) => test.session(userId, { ttlMs: 72 * hour })
  /** A user with two sessions (this browser and another), moved from its address to a new one in the first. */
  const changed = async () => {
    const email = newEmail()
    const target = newEmail()
    const userId = await test.user(email)
    const here = await session(userId)
    const elsewhere = await session(userId)
    let seen = mailCount()
    const { updateId } = await json(await post('/v1/embedded/email/update', { email: target }, here))
    const primary = codeOf(await embedded.mail().nextMail(email, { after: seen }))
    seen = mailCount()
    await post('/v1/embedded/email/update/primary', { updateId, otp: primary }, here)
    const secondary = codeOf(await embedded.mail().nextMail(target, { after: seen }))
    seen = mailCount()
    const done = await post('/v1/embedded/email/update/secondary', { updateId, otp: secondary }, here)
    expect(done.status).toBe(200)
    const notice = await embedded.mail().nextMail(email, { after: seen })
    const link = /(https?:\/\/\S+\/v1\/embedded\/email\/undo\?token=([A-Za-z0-9_-]{43}))/.exec(notice.text)
    return { email, target, userId, here, elsewhere, notice, link: link?.[1], token: link?.[2] }
  }

  it('mails the old address the change with an undo link, ends the other sessions, and holds the export for 24 hours', async () => {
    const { target, here, elsewhere, notice, link } = await changed()
    expect(notice.subject).toBe('Your wallet has a new e-mail address')
    expect(notice.text).toContain(target)
    expect(link).toMatch(new RegExp(`^${testPublicUrl}/v1/embedded/email/undo\\?token=`))
    expect((await me(here)).status).toBe(200)
    expect(await error(me(elsewhere))).toMatchObject({ status: 401, code: 'embedded_no_session' })
    expect(await error(post('/v1/embedded/export/start', {}, here))).toMatchObject({ status: 403, code: 'embedded_export_held' })
    clock.now += 12 * hour
    expect((await me(here)).status).toBe(200)
    clock.now += 12 * hour + 1
    expect((await post('/v1/embedded/export/start', {}, here)).status).toBe(200)
  })

  it('the link undoes it for 48 hours, once: the old address is the wallet\'s again and every session ends', async () => {
    const { email, target, userId, here, token } = await changed()
    // The GET is a page with a button (a mail scanner following the link changes nothing).
    const page = await server().request(`/v1/embedded/email/undo?token=${token}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<form method="post" action="/v1/embedded/email/undo">')
    expect((await me(here)).status).toBe(200)
    const undone = await form('/v1/embedded/email/undo', `token=${token}`)
    expect(undone.status).toBe(200)
    const { db } = database.get()
    const identities = await db.selectFrom('embedded_identities').select('subject').where('user_id', '=', userId).execute()
    expect(identities.map((row) => row.subject)).toEqual([email])
    expect(await db.selectFrom('embedded_identities').select('subject').where('subject', '=', target).execute()).toEqual([])
    expect(await error(me(here))).toMatchObject({ status: 401, code: 'embedded_no_session' })
    expect(await error(form('/v1/embedded/email/undo', `token=${token}`))).toMatchObject({ status: 400, code: 'embedded_undo_link_invalid' })
    // The export waits 24 hours after the undo too.
    const fresh = await session(userId)
    expect(await error(post('/v1/embedded/export/start', {}, fresh))).toMatchObject({ status: 403, code: 'embedded_export_held' })
  })

  it('refuses a link after 48 hours, an unknown one and a malformed one, each typed', async () => {
    const { token } = await changed()
    clock.now += 48 * hour + 1
    expect(await error(form('/v1/embedded/email/undo', `token=${token}`))).toMatchObject({ status: 400, code: 'embedded_undo_link_invalid' })
    expect(await error(form('/v1/embedded/email/undo', `token=${'a'.repeat(43)}`))).toMatchObject({ status: 400, code: 'embedded_undo_link_invalid' })
    expect(await error(form('/v1/embedded/email/undo', 'token=%00'))).toMatchObject({ status: 400, code: 'bad_request' })
    expect(await error(server().request('/v1/embedded/email/undo?token=x'))).toMatchObject({ status: 400, code: 'bad_request' })
  })
})
