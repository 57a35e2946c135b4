import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setSocialClient } from '../../embedded/social/socialClients.ts'
import type { SocialLoginOptions } from '../../embedded/social/types.ts'
import { createProject, setFeatures } from '../../projects/projects.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { testFrameOrigin, testPublicUrl, useEmbeddedWallet } from '../../testing/embedded.ts'
import { type OAuthStandIn, startGithubStandIn } from '../../testing/social/githubStandIn.ts'
import { type OidcStandIn, startGoogleStandIn } from '../../testing/social/googleStandIn.ts'
import { type HostileBehaviour, startHostileOidcProvider } from '../../testing/social/hostileOidcProvider.ts'
import { signInAtStandIn } from '../../testing/social/signInAtStandIn.ts'

const appOrigin = 'https://app.example.com'
const callback = (provider: string) => `${testPublicUrl}/v1/embedded/social/callback/${provider}`
const secrets: Record<string, string> = { GOOGLE_SECRET: 'google-secret', GITHUB_SECRET: 'github-secret', OTHER_SECRET: 'other-secret', HOSTILE_SECRET: 'hostile-secret' }

// Social logins (issue 28): the server is the OAuth client; the frame starts, the popup comes back to the callback page, the frame finishes.
describe.each(databaseKinds)('social logins (%s)', (kind) => {
  const { app, clock, database } = useTestApp(kind)
  const embedded = useEmbeddedWallet()
  let google: OidcStandIn
  let github: OAuthStandIn
  let hostile: Awaited<ReturnType<typeof startHostileOidcProvider>>
  beforeAll(async () => {
    google = await startGoogleStandIn({
      clients: [
        { clientId: 'portico-google', clientSecret: secrets.GOOGLE_SECRET!, redirectUri: callback('google') },
        { clientId: 'other-app', clientSecret: secrets.OTHER_SECRET!, redirectUri: 'https://other.example.com/callback' },
      ],
    })
    github = await startGithubStandIn({ clients: [{ clientId: 'portico-github', clientSecret: secrets.GITHUB_SECRET!, redirectUri: callback('github') }] })
    hostile = await startHostileOidcProvider({ clientId: 'portico-hostile' })
  })
  afterAll(async () => {
    await Promise.all([google?.close(), github?.close(), hostile?.close()])
  })

  /** Project `id` with Google and GitHub on; `google` may point at the hostile provider instead. */
  const setUp = async (id: string, googleAt: 'stand-in' | 'hostile' = 'stand-in') => {
    const { db } = database.get()
    await createProject(db, { name: 'Shop', id, allowedOrigins: [appOrigin], features: { email: true, socials: ['google', 'github'] } })
    await setSocialClient(db, id, googleAt === 'hostile' ? { provider: 'google', clientId: 'portico-hostile', secretEnv: 'HOSTILE_SECRET' } : { provider: 'google', clientId: 'portico-google', secretEnv: 'GOOGLE_SECRET' })
    await setSocialClient(db, id, { provider: 'github', clientId: 'portico-github', secretEnv: 'GITHUB_SECRET' })
  }
  const server = (social: SocialLoginOptions = {}, googleAt: 'stand-in' | 'hostile' = 'stand-in') =>
    app({
      publicUrl: testPublicUrl,
      chains: [],
      embeddedWallet: embedded.options({
        social: { endpoints: { google: googleAt === 'hostile' ? hostile.endpoints : google.endpoints, github: github.endpoints }, secrets: (name) => secrets[name], ...social },
      }),
    })
  const post = (s: ReturnType<typeof server>, project: string, path: string, body: unknown, origin = testFrameOrigin) =>
    s.request(`${path}?projectId=${project}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) })
  const start = async (s: ReturnType<typeof server>, project: string, provider: string) => {
    const response = await post(s, project, '/v1/embedded/social/start', { provider, parentOrigin: appOrigin })
    return { ...(await json(response)), status: response.status } as { status: number; loginId: string; url: string; error?: { code: string } }
  }
  const callbackPath = (url: URL) => `${url.pathname}${url.search}`
  /** The message the callback page posts to the frame, read out of its script. */
  const pageMessage = async (response: Response) => {
    const html = await response.text()
    const data = /var d=(\{.*?\});\n/.exec(html)?.[1]
    return { html, ...(JSON.parse(data ?? '{}') as { message?: { ok: boolean; loginId: string; result?: string; error?: { code: string } }; frameOrigin?: string }) }
  }
  const counts = async () => {
    const { db } = database.get()
    const [identities, sessions] = await Promise.all([
      db.selectFrom('embedded_identities').select((eb) => eb.fn.countAll<number>().as('n')).where('provider', '!=', 'email').executeTakeFirstOrThrow(),
      db.selectFrom('embedded_sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { identities: Number(identities.n), sessions: Number(sessions.n) }
  }

  it('Google (OIDC, the oidc-provider stand-in): start, sign in, the callback page hands the frame a result, the frame gets a session and the user with its name', async () => {
    await setUp('g1')
    const s = server()
    const started = await start(s, 'g1', 'google')
    expect(started.status).toBe(200)
    const authorize = new URL(started.url)
    expect(authorize.origin).toBe(google.url)
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ client_id: 'portico-google', redirect_uri: callback('google'), response_type: 'code', code_challenge_method: 'S256' })
    expect(authorize.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const back = await signInAtStandIn(started.url, { value: 'alice@example.com', redirectPrefix: testPublicUrl })
    const page = await s.request(callbackPath(back))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/)
    const { message, frameOrigin, html } = await pageMessage(page)
    expect(frameOrigin).toBe(testFrameOrigin)
    expect(message).toMatchObject({ ok: true, loginId: started.loginId })
    // Nothing of the provider's tokens on the page: only our one-time result.
    expect(html).not.toMatch(/eyJ[A-Za-z0-9_-]+\./)
    const finished = await post(s, 'g1', '/v1/embedded/social/finish', { loginId: started.loginId, result: message!.result, transport: 'bearer' })
    expect(finished.status).toBe(200)
    const { token, user } = await json(finished)
    expect(user).toMatchObject({ email: null, socialProvider: 'google', userName: 'alice', address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) })
    const me = await s.request('/v1/embedded/me?projectId=g1', { headers: { origin: testFrameOrigin, authorization: `Bearer ${token}` } })
    expect((await json(me)).user.address).toBe(user.address)
    // The result works once.
    const again = await post(s, 'g1', '/v1/embedded/social/finish', { loginId: started.loginId, result: message!.result })
    expect((await json(again)).error.code).toBe('embedded_social_result_invalid')
    // The same Google account again: the same wallet.
    const second = await start(s, 'g1', 'google')
    const secondPage = await pageMessage(await s.request(callbackPath(await signInAtStandIn(second.url, { value: 'alice@example.com', redirectPrefix: testPublicUrl }))))
    const secondUser = (await json(await post(s, 'g1', '/v1/embedded/social/finish', { loginId: second.loginId, result: secondPage.message!.result }))).user
    expect(secondUser.address).toBe(user.address)
  })

  it('GitHub (OAuth 2.0, the GitHub stand-in): the identity is the numeric id from /user, the login its name; same e-mail elsewhere is another wallet', async () => {
    await setUp('gh1')
    const s = server()
    const started = await start(s, 'gh1', 'github')
    expect(new URL(started.url).pathname).toBe('/login/oauth/authorize')
    const back = await signInAtStandIn(started.url, { value: 'octocat', redirectPrefix: testPublicUrl })
    const { message } = await pageMessage(await s.request(callbackPath(back)))
    expect(message).toMatchObject({ ok: true })
    const { user } = await json(await post(s, 'gh1', '/v1/embedded/social/finish', { loginId: started.loginId, result: message!.result }))
    expect(user).toMatchObject({ socialProvider: 'github', userName: 'octocat' })
    const { db } = database.get()
    const identity = await db.selectFrom('embedded_identities').selectAll().where('provider', '=', 'github').where('username', '=', 'octocat').executeTakeFirstOrThrow()
    expect(identity.subject).toMatch(/^\d+$/)
    const googleStart = await start(s, 'gh1', 'google')
    const googlePage = await pageMessage(await s.request(callbackPath(await signInAtStandIn(googleStart.url, { value: 'octocat@example.com', redirectPrefix: testPublicUrl }))))
    const googleUser = (await json(await post(s, 'gh1', '/v1/embedded/social/finish', { loginId: googleStart.loginId, result: googlePage.message!.result }))).user
    expect(googleUser.address).not.toBe(user.address)
  })

  it('refuses an unknown provider, one the project has off or no client for, and a caller other than the frame', async () => {
    await setUp('u1')
    const s = server()
    expect(await start(s, 'u1', 'myspace')).toMatchObject({ status: 404, error: { code: 'embedded_social_unknown_provider' } })
    // A callback for a provider there is no such login for: a typed refusal, not a 500.
    const unknownCallback = await s.request('/v1/embedded/social/callback/myspace?code=abc&state=forgedforgedforgedforged')
    expect(unknownCallback.status).toBeLessThan(500)
    expect((await json(unknownCallback)).error).toMatchObject({ code: expect.stringMatching(/^embedded_social_/), message: expect.any(String) })
    expect(await start(s, 'u1', 'discord')).toMatchObject({ status: 404, error: { code: 'embedded_social_unknown_provider' } })
    const { db } = database.get()
    await setFeatures(db, 'u1', { socials: ['google', 'github', 'x'] })
    expect(await start(s, 'u1', 'x')).toMatchObject({ status: 404, error: { code: 'embedded_social_unknown_provider' } })
    // A client whose secret is not in the environment.
    await setSocialClient(db, 'u1', { provider: 'x', clientId: 'portico-x', secretEnv: 'NOT_SET' })
    expect(await start(s, 'u1', 'x')).toMatchObject({ status: 404, error: { code: 'embedded_social_unknown_provider' } })
    const fromPage = await post(s, 'u1', '/v1/embedded/social/start', { provider: 'google', parentOrigin: appOrigin }, appOrigin)
    expect((await json(fromPage)).error.code).toBe('embedded_origin_refused')
    const otherParent = await post(s, 'u1', '/v1/embedded/social/start', { provider: 'google', parentOrigin: 'https://evil.example.com' })
    expect((await json(otherParent)).error.code).toBe('origin_not_allowed')
  })

  it('refuses a forged, a replayed and an expired state, and a denied login; nothing is stored', async () => {
    await setUp('s1')
    const s = server()
    const before = await counts()
    const forged = await s.request('/v1/embedded/social/callback/google?code=abc&state=forgedforgedforgedforged')
    expect(forged.status).toBe(400)
    expect((await json(forged)).error.code).toBe('embedded_social_state_invalid')
    // A state of GitHub's sent to Google's callback.
    const gh = await start(s, 's1', 'github')
    const ghState = new URL(gh.url).searchParams.get('state')!
    expect((await json(await s.request(`/v1/embedded/social/callback/google?code=abc&state=${ghState}`))).error.code).toBe('embedded_social_state_invalid')
    // Replayed: the first use claims it.
    const started = await start(s, 's1', 'google')
    const back = await signInAtStandIn(started.url, { value: 'bob@example.com', redirectPrefix: testPublicUrl })
    expect((await s.request(callbackPath(back))).status).toBe(200)
    const replay = await s.request(callbackPath(back))
    expect((await json(replay)).error.code).toBe('embedded_social_state_invalid')
    // Expired: 10 minutes.
    const late = await start(s, 's1', 'google')
    const lateBack = await signInAtStandIn(late.url, { value: 'carol@example.com', redirectPrefix: testPublicUrl })
    clock.now += 10 * 60_000 + 1
    expect((await json(await s.request(callbackPath(lateBack)))).error.code).toBe('embedded_social_state_invalid')
    // Denied at the provider: the frame is told, nothing stored.
    const denied = await start(s, 's1', 'github')
    const deniedPage = await pageMessage(await s.request(`/v1/embedded/social/callback/github?error=access_denied&state=${new URL(denied.url).searchParams.get('state')}`))
    expect(deniedPage.message).toMatchObject({ ok: false, loginId: denied.loginId, error: { code: 'embedded_social_denied' } })
    expect((await json(await post(s, 's1', '/v1/embedded/social/finish', { loginId: denied.loginId, result: 'A'.repeat(43) }))).error.code).toBe('embedded_social_result_invalid')
    expect((await counts()).identities).toBe(before.identities + 1)
  })

  it.each(['google', 'github'])('%s: "Deny" on the stand-in comes back as the provider answers a refusal (error=access_denied): embedded_social_denied with a message, nothing stored', async (provider) => {
    const project = `dn${provider}`
    await setUp(project)
    const s = server()
    const before = await counts()
    const started = await start(s, project, provider)
    const back = await signInAtStandIn(started.url, { value: 'alice@example.com', redirectPrefix: testPublicUrl, deny: true })
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(back.searchParams.has('code')).toBe(false)
    const page = await s.request(callbackPath(back))
    expect(page.status).toBe(200)
    const { message } = await pageMessage(page)
    expect(message).toMatchObject({ ok: false, loginId: started.loginId, error: { code: 'embedded_social_denied', message: expect.stringMatching(/cancelled or refused/) } })
    expect(await counts()).toEqual(before)
  })

  it('an error of the provider other than a refusal (server_error, temporarily_unavailable) is embedded_social_provider_failed, not "denied"', async () => {
    await setUp('pe1')
    const s = server()
    const before = await counts()
    for (const error of ['server_error', 'temporarily_unavailable']) {
      const started = await start(s, 'pe1', 'github')
      const state = new URL(started.url).searchParams.get('state')
      const { message } = await pageMessage(await s.request(`/v1/embedded/social/callback/github?error=${error}&state=${state}`))
      expect(message).toMatchObject({ ok: false, error: { code: 'embedded_social_provider_failed', message: 'The login provider answered with an error' } })
    }
    expect(await counts()).toEqual(before)
  })

  it('refuses a code issued to another client (the provider refuses it), and a wrong result at finish', async () => {
    await setUp('c1')
    const s = server()
    const before = await counts()
    // The other app's code, brought to our callback with our state.
    const ours = await start(s, 'c1', 'google')
    const theirs = new URL(ours.url)
    theirs.searchParams.set('client_id', 'other-app')
    theirs.searchParams.set('redirect_uri', 'https://other.example.com/callback')
    const theirBack = await signInAtStandIn(theirs.href, { value: 'mallory@example.com', redirectPrefix: 'https://other.example.com' })
    const swapped = new URL(callback('google'))
    swapped.searchParams.set('code', theirBack.searchParams.get('code')!)
    swapped.searchParams.set('state', new URL(ours.url).searchParams.get('state')!)
    const { message } = await pageMessage(await s.request(callbackPath(swapped)))
    expect(message).toMatchObject({ ok: false, error: { code: 'embedded_social_code_refused' } })
    // GitHub's refusal is a 200 with an error body: still a refusal.
    const gh = await start(s, 'c1', 'github')
    const ghPage = await pageMessage(await s.request(`/v1/embedded/social/callback/github?code=notacode&state=${new URL(gh.url).searchParams.get('state')}`))
    expect(ghPage.message).toMatchObject({ ok: false, error: { code: 'embedded_social_code_refused' } })
    expect(await counts()).toEqual(before)
  })

  const hostileCases: [string, HostileBehaviour, string][] = [
    ['an id_token for another audience', { kind: 'token', claims: { aud: 'someone-else' } }, 'embedded_social_token_invalid'],
    ['an id_token from another issuer', { kind: 'token', claims: { iss: 'https://accounts.example.com' } }, 'embedded_social_token_invalid'],
    ['an id_token with another nonce', { kind: 'token', claims: { nonce: 'not-the-nonce-we-sent' } }, 'embedded_social_token_invalid'],
    ['an expired id_token', { kind: 'token', claims: { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 } }, 'embedded_social_token_invalid'],
    ['an id_token signed with another key', { kind: 'token', otherKey: true }, 'embedded_social_token_invalid'],
    ['a slow provider (past the timeout)', { kind: 'slow', ms: 3_000 }, 'embedded_social_provider_failed'],
    ['a huge answer', { kind: 'huge', bytes: 200_000 }, 'embedded_social_provider_failed'],
    ['a token endpoint that never answers (hangs)', { kind: 'hang' }, 'embedded_social_provider_failed'],
    ['a 5 MB token answer', { kind: 'huge', bytes: 5_000_000 }, 'embedded_social_provider_failed'],
    ['an HTML page instead of the token answer', { kind: 'html' }, 'embedded_social_provider_failed'],
    ['a JWKS endpoint that never answers', { kind: 'jwks', answer: 'hang' }, 'embedded_social_provider_failed'],
    ['a JWKS endpoint answering HTML', { kind: 'jwks', answer: 'html' }, 'embedded_social_provider_failed'],
    ['a 5 MB JWKS answer', { kind: 'jwks', answer: 'huge' }, 'embedded_social_provider_failed'],
    ['a JWKS endpoint that is down (503)', { kind: 'jwks', answer: 'down' }, 'embedded_social_provider_failed'],
    ['a malformed answer', { kind: 'malformed' }, 'embedded_social_provider_failed'],
    ['a refused code', { kind: 'refused' }, 'embedded_social_code_refused'],
  ]

  it.each(hostileCases)('refuses %s: a typed error for the frame, no identity, no session', async (_name, behaviour, code) => {
    const project = `h${Math.random().toString(36).slice(2, 10)}`
    await setUp(project, 'hostile')
    const s = server({ limits: { timeoutMs: 500 } }, 'hostile')
    const before = await counts()
    const started = await start(s, project, 'google')
    const authorize = new URL(started.url)
    hostile.next(behaviour, authorize.searchParams.get('nonce')!)
    const page = await s.request(`/v1/embedded/social/callback/google?code=hostile-code&state=${authorize.searchParams.get('state')}`)
    expect(page.status).toBe(200)
    const { message, html } = await pageMessage(page)
    expect(message).toMatchObject({ ok: false, loginId: started.loginId, error: { code } })
    for (const token of hostile.issued) expect(html).not.toContain(token)
    expect(await counts()).toEqual(before)
  })

  it('a valid id_token from the same scriptable provider passes (the hostile cases fail for their own reason)', async () => {
    await setUp('hv', 'hostile')
    const s = server({}, 'hostile')
    const started = await start(s, 'hv', 'google')
    const authorize = new URL(started.url)
    hostile.next({ kind: 'token' }, authorize.searchParams.get('nonce')!)
    const { message } = await pageMessage(await s.request(`/v1/embedded/social/callback/google?code=good-code&state=${authorize.searchParams.get('state')}`))
    expect(message).toMatchObject({ ok: true })
  })

  it('a provider that is down: a typed error for the frame', async () => {
    await setUp('d1')
    const s = app({
      publicUrl: testPublicUrl,
      chains: [],
      embeddedWallet: embedded.options({ social: { endpoints: { google: { ...google.endpoints, tokenEndpoint: 'http://127.0.0.1:9/token' } }, secrets: (name) => secrets[name] } }),
    })
    const started = await start(s, 'd1', 'google')
    const state = new URL(started.url).searchParams.get('state')
    const { message } = await pageMessage(await s.request(`/v1/embedded/social/callback/google?code=x&state=${state}`))
    expect(message).toMatchObject({ ok: false, error: { code: 'embedded_social_provider_failed' } })
  })
})
