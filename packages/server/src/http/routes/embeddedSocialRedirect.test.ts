import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setSocialClient } from '../../embedded/social/socialClients.ts'
import { createProject } from '../../projects/projects.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { testFrameOrigin, testPublicUrl, useEmbeddedWallet } from '../../testing/embedded.ts'
import { type OidcStandIn, startGoogleStandIn } from '../../testing/social/googleStandIn.ts'
import { signInAtStandIn } from '../../testing/social/signInAtStandIn.ts'

const appOrigin = 'https://app.example.com'
const returnTo = `${appOrigin}/shop?item=1`
const callback = `${testPublicUrl}/v1/embedded/social/callback/google`
const secrets: Record<string, string> = { GOOGLE_SECRET: 'google-secret' }

// The same-tab social login (issue 28: the popup was blocked): the callback sends the browser back
// to the host page, only to an address the project allows, the outcome useless without the frame.
describe.each(databaseKinds)('same-tab social login (%s)', (kind) => {
  const { app, database } = useTestApp(kind)
  const embedded = useEmbeddedWallet()
  let google: OidcStandIn
  beforeAll(async () => {
    google = await startGoogleStandIn({ clients: [{ clientId: 'portico-google', clientSecret: secrets.GOOGLE_SECRET!, redirectUri: callback }] })
  })
  afterAll(async () => {
    await google?.close()
  })

  const setUp = async (id: string, allowedOrigins = [appOrigin]) => {
    const { db } = database.get()
    await createProject(db, { name: 'Shop', id, allowedOrigins, features: { email: true, socials: ['google'] } })
    await setSocialClient(db, id, { provider: 'google', clientId: 'portico-google', secretEnv: 'GOOGLE_SECRET' })
  }
  const server = () => app({ publicUrl: testPublicUrl, chains: [], embeddedWallet: embedded.options({ social: { endpoints: { google: google.endpoints }, secrets: (name) => secrets[name] } }) })
  const post = (s: ReturnType<typeof server>, project: string, path: string, body: unknown, cookie?: string) =>
    s.request(`${path}?projectId=${project}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: testFrameOrigin, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) })
  const start = async (s: ReturnType<typeof server>, project: string, body: Record<string, unknown> = {}) => {
    const response = await post(s, project, '/v1/embedded/social/start', { provider: 'google', parentOrigin: appOrigin, returnTo, ...body })
    const cookie = response.headers.get('set-cookie')?.split(';')[0]
    return { ...(await json(response)), status: response.status, cookie } as { status: number; loginId: string; url: string; cookie: string | undefined; error?: { code: string; message: string } }
  }
  /** Signs in at the stand-in, follows its redirect to the callback: the callback's answer. */
  const signIn = async (s: ReturnType<typeof server>, url: string, email: string) => {
    const back = await signInAtStandIn(url, { value: email, redirectPrefix: testPublicUrl })
    return { back, response: await s.request(`${back.pathname}${back.search}`) }
  }
  const outcomeOf = (response: Response) => {
    const location = new URL(response.headers.get('location') ?? 'about:blank')
    const [kind, value] = location.hash.replace(/^#portico-social=/, '').split('.')
    return { location, kind, value }
  }
  const loginRows = async (project: string) => {
    const { db } = database.get()
    return db.selectFrom('embedded_social_logins').selectAll().where('project_id', '=', project).execute()
  }

  it('back to the host page it started on with a one-time result in the fragment; the frame redeems it with its attempt id', async () => {
    await setUp('r1')
    const s = server()
    const started = await start(s, 'r1')
    expect(started.status).toBe(200)
    const { response } = await signIn(s, started.url, 'dana@example.com')
    expect(response.status).toBe(303)
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { location, kind, value } = outcomeOf(response)
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(returnTo)
    expect(kind).toBe('ok')
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // Nothing of the provider's (code, tokens) goes to the host page: only our result.
    expect(location.href).not.toMatch(/code=|eyJ[A-Za-z0-9_-]+\./)
    const finished = await post(s, 'r1', '/v1/embedded/social/finish', { loginId: started.loginId, result: value, transport: 'bearer' })
    expect(finished.status).toBe(200)
    expect((await json(finished)).user).toMatchObject({ socialProvider: 'google', userName: 'dana' })
  })

  it('the new frame finishes by the start’s cookie (partitioned, HttpOnly), which it then clears; no cookie, no session', async () => {
    await setUp('c1')
    const s = server()
    const started = await start(s, 'c1')
    expect(started.cookie).toBe(`portico_social_c1=${started.loginId}`)
    const setCookie = (await post(s, 'c1', '/v1/embedded/social/start', { provider: 'google', parentOrigin: appOrigin, returnTo })).headers.get('set-cookie')
    expect(setCookie).toMatch(/HttpOnly; Secure; SameSite=None; Partitioned; Max-Age=600/)
    // A popup login sets none.
    expect((await post(s, 'c1', '/v1/embedded/social/start', { provider: 'google', parentOrigin: appOrigin })).headers.get('set-cookie')).toBeNull()
    const { value } = outcomeOf((await signIn(s, started.url, 'finn@example.com')).response)
    const without = await post(s, 'c1', '/v1/embedded/social/finish', { result: value })
    expect((await json(without)).error.code).toBe('embedded_social_result_invalid')
    const finished = await post(s, 'c1', '/v1/embedded/social/finish', { result: value }, started.cookie)
    expect(finished.status).toBe(200)
    expect(finished.headers.get('set-cookie')).toMatch(/portico_social_c1=; .*Max-Age=0/)
    expect(finished.headers.get('set-cookie')).toMatch(/portico_wallet_c1=/)
    expect((await json(finished)).user).toMatchObject({ socialProvider: 'google', userName: 'finn' })
  })

  it('a failure goes back too, as a code (the view shows it); a replayed state is refused with no redirect', async () => {
    await setUp('r2')
    const s = server()
    const denied = await start(s, 'r2')
    const state = new URL(denied.url).searchParams.get('state')
    const answer = await s.request(`/v1/embedded/social/callback/google?error=access_denied&state=${state}`)
    expect(answer.status).toBe(303)
    expect(outcomeOf(answer)).toMatchObject({ kind: 'error', value: 'embedded_social_denied' })
    const replay = await s.request(`/v1/embedded/social/callback/google?error=access_denied&state=${state}`)
    expect(replay.status).toBe(400)
    expect(replay.headers.get('location')).toBeNull()
    expect((await json(replay)).error.code).toBe('embedded_social_state_invalid')

    const started = await start(s, 'r2')
    const { back, response } = await signIn(s, started.url, 'erin@example.com')
    expect(response.status).toBe(303)
    const again = await s.request(`${back.pathname}${back.search}`)
    expect(again.status).toBe(400)
    expect(again.headers.get('location')).toBeNull()
    expect((await json(again)).error.code).toBe('embedded_social_state_invalid')
  })

  it.each([
    ['another site', { returnTo: 'https://evil.example.net/' }],
    ['a look-alike host', { returnTo: 'https://app.example.com.evil.net/' }],
    ['user info posing as the host', { returnTo: 'https://app.example.com@evil.net/' }],
    ['a script URL', { returnTo: 'javascript:alert(document.domain)' }],
    ['a fragment', { returnTo: `${appOrigin}/#portico-social=ok.forged` }],
  ])('refuses a forged return address (%s): embedded_social_return_refused, nothing stored', async (_name, body) => {
    await setUp(`f-${_name.replace(/\W/g, '')}`)
    const project = `f-${_name.replace(/\W/g, '')}`
    const s = server()
    const refused = await start(s, project, body)
    expect(refused).toMatchObject({ status: 400, error: { code: 'embedded_social_return_refused', message: 'This return address is not one of the app’s origins' } })
    expect(await loginRows(project)).toEqual([])
  })

  it('refuses an origin the project admits only by a wildcard (exact match only)', async () => {
    await setUp('w1', ['https://*.example.com'])
    const s = server()
    const refused = await start(s, 'w1', { parentOrigin: 'https://shop.example.com', returnTo: 'https://shop.example.com/' })
    expect(refused).toMatchObject({ status: 400, error: { code: 'embedded_social_return_refused' } })
    // The popup path stays open to it (the return address is what needs the exact match).
    expect((await start(s, 'w1', { parentOrigin: 'https://shop.example.com', returnTo: undefined })).status).toBe(200)
  })

  it('a result is bound to its login and project: not redeemable with another login’s id (login CSRF), nor in another project', async () => {
    await setUp('b1')
    await setUp('b2')
    const s = server()
    const victim = await start(s, 'b1')
    const attacker = await start(s, 'b1')
    const attackerResult = outcomeOf((await signIn(s, attacker.url, 'mallory@example.com')).response).value
    // The attacker's result planted in the victim's page: the victim's frame redeems with its own id.
    const planted = await post(s, 'b1', '/v1/embedded/social/finish', { loginId: victim.loginId, result: attackerResult })
    expect((await json(planted)).error.code).toBe('embedded_social_result_invalid')
    const plantedByCookie = await post(s, 'b1', '/v1/embedded/social/finish', { result: attackerResult }, victim.cookie)
    expect((await json(plantedByCookie)).error.code).toBe('embedded_social_result_invalid')
    // Another project's frame cannot redeem it either.
    const elsewhere = await post(s, 'b2', '/v1/embedded/social/finish', { loginId: attacker.loginId, result: attackerResult })
    expect((await json(elsewhere)).error.code).toBe('embedded_social_result_invalid')
    // A state from project b2's login does not complete b1's.
    const other = await start(s, 'b2')
    const victimState = new URL(victim.url).searchParams.get('state')
    const otherBack = await signInAtStandIn(other.url, { value: 'olive@example.com', redirectPrefix: testPublicUrl })
    otherBack.searchParams.set('state', victimState!)
    const mixed = await s.request(`${otherBack.pathname}${otherBack.search}`)
    // b1's attempt is claimed, but b2's code does not redeem under b1's PKCE verifier: an error goes back, no session.
    expect(outcomeOf(mixed)).toMatchObject({ kind: 'error' })
    const sessions = await database.get().db.selectFrom('embedded_sessions').select('id').execute()
    expect(sessions).toEqual([])
  })

  it('without a return address the login is a popup one: none kept, the callback answers its page', async () => {
    await setUp('l1')
    const s = server()
    const started = await start(s, 'l1', { returnTo: undefined })
    const rows = await loginRows('l1')
    expect(rows.map((row) => row.return_to)).toEqual([null])
    expect(started.status).toBe(200)
  })
})
