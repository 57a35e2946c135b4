import { exportPKCS8, generateKeyPair } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SocialEndpoints } from '../../embedded/social/providers.ts'
import { setSocialClient } from '../../embedded/social/socialClients.ts'
import type { SocialLoginOptions } from '../../embedded/social/types.ts'
import { createProject } from '../../projects/projects.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { testFrameOrigin, testPublicUrl, useEmbeddedWallet } from '../../testing/embedded.ts'
import { type AppleStandIn, startAppleStandIn } from '../../testing/social/appleStandIn.ts'
import { type HostileBehaviour, startHostileOidcProvider } from '../../testing/social/hostileOidcProvider.ts'
import { type OAuthStandInProvider, startOAuthStandIns, type UserApiBehaviour } from '../../testing/social/oauthStandIns.ts'
import { formOf, signInAtStandIn } from '../../testing/social/signInAtStandIn.ts'

const appOrigin = 'https://app.example.com'
const callback = (provider: string) => `${testPublicUrl}/v1/embedded/social/callback/${provider}`
const team = { teamId: 'TEAM123456', keyId: 'KEY1234567' }
const fixed: Record<string, string> = { X_SECRET: 'x-secret', DISCORD_SECRET: 'discord-secret', FACEBOOK_SECRET: 'facebook-secret' }

// Apple (OIDC with form_post and a client-secret JWT), X, Discord and Facebook (OAuth 2.0 + user APIs), each against its local stand-in (issue 28).
describe.each(databaseKinds)('social logins: Apple, X, Discord, Facebook (%s)', (kind) => {
  const { app, database } = useTestApp(kind)
  const embedded = useEmbeddedWallet()
  let apple: AppleStandIn
  let oauth: Awaited<ReturnType<typeof startOAuthStandIns>>
  let hostile: Awaited<ReturnType<typeof startHostileOidcProvider>>
  const secrets: Record<string, string> = { ...fixed }
  beforeAll(async () => {
    const client = (provider: string) => ({ clientId: `portico-${provider}`, clientSecret: fixed[`${provider.toUpperCase()}_SECRET`]!, redirectUri: callback(provider) })
    const other = { clientId: 'other-app', clientSecret: 'other-secret', redirectUri: 'https://other.example.com/callback' }
    ;[apple, oauth, hostile] = await Promise.all([
      startAppleStandIn({ clients: [{ clientId: 'com.example.portico', redirectUri: callback('apple'), ...team }] }),
      startOAuthStandIns({ clients: { x: [client('x'), other], discord: [client('discord'), other], facebook: [client('facebook'), other] } }),
      startHostileOidcProvider({ clientId: 'com.example.hostile' }),
    ])
    secrets.APPLE_KEY = apple.privateKeys['com.example.portico']!
    secrets.HOSTILE_KEY = await exportPKCS8((await generateKeyPair('ES256', { extractable: true })).privateKey)
    secrets.WRONG_APPLE_KEY = secrets.HOSTILE_KEY
  })
  afterAll(async () => {
    await Promise.all([apple?.close(), oauth?.close(), hostile?.close()])
  })

  const setUp = async (id: string, appleClient: { clientId: string; secretEnv: string } = { clientId: 'com.example.portico', secretEnv: 'APPLE_KEY' }) => {
    const { db } = database.get()
    await createProject(db, { name: 'Shop', id, allowedOrigins: [appOrigin], features: { email: true, socials: ['x', 'discord', 'apple', 'facebook'] } })
    await setSocialClient(db, id, { provider: 'apple', ...appleClient, appleTeamId: team.teamId, appleKeyId: team.keyId })
    for (const provider of ['x', 'discord', 'facebook']) await setSocialClient(db, id, { provider, clientId: `portico-${provider}`, secretEnv: `${provider.toUpperCase()}_SECRET` })
  }
  const server = (social: SocialLoginOptions = {}, appleAt: SocialEndpoints = apple.endpoints) =>
    app({ publicUrl: testPublicUrl, chains: [], embeddedWallet: embedded.options({ social: { endpoints: { apple: appleAt, ...oauth.endpoints }, secrets: (name) => secrets[name], ...social } }) })
  type Server = ReturnType<typeof server>
  const post = (s: Server, project: string, path: string, body: unknown) =>
    s.request(`${path}?projectId=${project}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: testFrameOrigin }, body: JSON.stringify(body) })
  const start = async (s: Server, project: string, provider: string) => {
    const response = await post(s, project, '/v1/embedded/social/start', { provider, parentOrigin: appOrigin })
    return { ...(await json(response)), status: response.status } as { status: number; loginId: string; url: string }
  }
  const postForm = (s: Server, path: string, body: string) => s.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })
  const pageMessage = async (response: Response) => {
    const html = await response.text()
    const data = /var d=(\{.*?\});\n/.exec(html)?.[1]
    return { html, ...(JSON.parse(data ?? '{}') as { message?: { ok: boolean; loginId: string; result?: string; error?: { code: string } } }) }
  }
  const counts = async () => {
    const { db } = database.get()
    const [identities, sessions] = await Promise.all([
      db.selectFrom('embedded_identities').select((eb) => eb.fn.countAll<number>().as('n')).where('provider', '!=', 'email').executeTakeFirstOrThrow(),
      db.selectFrom('embedded_sessions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { identities: Number(identities.n), sessions: Number(sessions.n) }
  }
  /** Signs in at Apple's stand-in as `email` and posts its form to the callback: the page's message. */
  const appleLogin = async (s: Server, project: string, email: string) => {
    const started = await start(s, project, 'apple')
    const form = formOf(await signInAtStandIn(started.url, { value: email, redirectPrefix: testPublicUrl }))
    const page = await postForm(s, form.path, form.body)
    return { started, form, page: { status: page.status, ...(await pageMessage(page)) } }
  }
  const finish = async (s: Server, project: string, loginId: string, result: string | undefined) => json(await post(s, project, '/v1/embedded/social/finish', { loginId, result }))

  it('Apple: form_post back to the callback, a client-secret JWT the stand-in checks, the name from the first login kept on the next', async () => {
    await setUp('a1')
    const s = server()
    const { started, form, page } = await appleLogin(s, 'a1', 'ada.lovelace@example.com')
    const authorize = new URL(started.url)
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ client_id: 'com.example.portico', response_mode: 'form_post', response_type: 'code', code_challenge_method: 'S256' })
    expect(authorize.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(new URLSearchParams(form.body).get('user')).toContain('Ada')
    expect(page.message, JSON.stringify(page.message)).toMatchObject({ ok: true, loginId: started.loginId })
    const first = await finish(s, 'a1', started.loginId, page.message!.result)
    expect(first.user).toMatchObject({ socialProvider: 'apple', userName: 'Ada Lovelace' })
    // The next login has no `user` field: the same wallet, the name kept.
    const again = await appleLogin(s, 'a1', 'ada.lovelace@example.com')
    expect(new URLSearchParams(again.form.body).has('user')).toBe(false)
    const second = await finish(s, 'a1', again.started.loginId, again.page.message!.result)
    expect(second.user).toMatchObject({ address: first.user.address, userName: 'Ada Lovelace' })
  })

  it('Apple: a client secret signed with a key not the team’s is refused by the provider; nothing stored', async () => {
    await setUp('a2', { clientId: 'com.example.portico', secretEnv: 'WRONG_APPLE_KEY' })
    const before = await counts()
    const { page } = await appleLogin(server(), 'a2', 'eve@example.com')
    expect(page.message).toMatchObject({ ok: false, error: { code: 'embedded_social_code_refused' } })
    expect(await counts()).toEqual(before)
  })

  it('the form_post callback: only for a form_post provider, bounded, and a forged or replayed state is refused', async () => {
    await setUp('a3')
    const s = server()
    const notForm = await postForm(s, '/v1/embedded/social/callback/x', 'code=a&state=bbbbbbbbbbbbbbbbbbbb')
    expect(notForm.status).toBe(400)
    expect((await json(notForm)).error.code).toBe('bad_request')
    const huge = await postForm(s, '/v1/embedded/social/callback/apple', `code=${'a'.repeat(20_000)}`)
    expect(huge.status).toBe(413)
    const forged = await postForm(s, '/v1/embedded/social/callback/apple', 'code=a&state=forgedforgedforgedforged')
    expect((await json(forged)).error.code).toBe('embedded_social_state_invalid')
    const { form, page } = await appleLogin(s, 'a3', 'bob@example.com')
    expect(page.message).toMatchObject({ ok: true })
    const replay = await postForm(s, form.path, form.body)
    expect(replay.status).toBe(400)
    expect((await json(replay)).error.code).toBe('embedded_social_state_invalid')
  })

  const appleHostile: [string, HostileBehaviour][] = [
    ['another nonce', { kind: 'token', claims: { nonce: 'not-the-nonce-we-sent' } }],
    ['another audience', { kind: 'token', claims: { aud: 'com.example.someone-else' } }],
    ['an expired id_token', { kind: 'token', claims: { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 } }],
    ['another key', { kind: 'token', otherKey: true }],
  ]
  it.each(appleHostile)('Apple: an id_token with %s is refused (embedded_social_token_invalid); nothing stored', async (_name, behaviour) => {
    const project = `ah${Math.random().toString(36).slice(2, 10)}`
    await setUp(project, { clientId: 'com.example.hostile', secretEnv: 'HOSTILE_KEY' })
    const s = server({}, { ...hostile.endpoints, scope: 'openid name email', responseMode: 'form_post', clientSecret: 'apple-jwt' })
    const before = await counts()
    const authorize = new URL((await start(s, project, 'apple')).url)
    hostile.next(behaviour, authorize.searchParams.get('nonce')!)
    const page = await pageMessage(await postForm(s, '/v1/embedded/social/callback/apple', `code=c&state=${authorize.searchParams.get('state')}`))
    expect(page.message).toMatchObject({ ok: false, error: { code: 'embedded_social_token_invalid' } })
    expect(await counts()).toEqual(before)
  })

  const oauthCases: [OAuthStandInProvider, string, RegExp, string][] = [
    ['x', 'satoshi', /^\d{19}$/, 'satoshi'],
    ['discord', 'wumpus', /^\d{18}$/, 'Wumpus'],
    ['facebook', 'Mark', /^\d{16}$/, 'Mark'],
  ]
  it.each(oauthCases)('%s: sign in at its stand-in, the user API’s id is the identity, the same name again is the same wallet', async (provider, name, subject, shown) => {
    const project = `o${provider}`
    await setUp(project)
    const s = server()
    const login = async () => {
      const started = await start(s, project, provider)
      expect(new URL(started.url).searchParams.get('code_challenge_method')).toBe('S256')
      const back = await signInAtStandIn(started.url, { value: name, redirectPrefix: testPublicUrl })
      const { message } = await pageMessage(await s.request(`${back.pathname}${back.search}`))
      expect(message).toMatchObject({ ok: true })
      return (await finish(s, project, started.loginId, message!.result)).user
    }
    const user = await login()
    expect(user).toMatchObject({ socialProvider: provider, userName: shown })
    const { db } = database.get()
    const identity = await db.selectFrom('embedded_identities').select('subject').where('user_id', '=', (await db.selectFrom('embedded_identities').select('user_id').where('provider', '=', provider).where('username', '=', shown).executeTakeFirstOrThrow()).user_id).executeTakeFirstOrThrow()
    expect(identity.subject).toMatch(subject)
    expect((await login()).address).toBe(user.address)
  })

  it.each(['x', 'discord', 'facebook'] as const)('%s: a code issued to another client, and a made-up code, are refused by the provider (embedded_social_code_refused)', async (provider) => {
    const project = `c${provider}`
    await setUp(project)
    const s = server()
    const before = await counts()
    const ours = await start(s, project, provider)
    const theirs = new URL(ours.url)
    theirs.searchParams.set('client_id', 'other-app')
    theirs.searchParams.set('redirect_uri', 'https://other.example.com/callback')
    const theirCode = (await signInAtStandIn(theirs.href, { value: provider === 'facebook' ? 'Mallory' : 'mallory', redirectPrefix: 'https://other.example.com' })).searchParams.get('code')
    const state = new URL(ours.url).searchParams.get('state')
    expect((await pageMessage(await s.request(`/v1/embedded/social/callback/${provider}?code=${theirCode}&state=${state}`))).message).toMatchObject({ ok: false, error: { code: 'embedded_social_code_refused' } })
    const made = await start(s, project, provider)
    const madeState = new URL(made.url).searchParams.get('state')
    expect((await pageMessage(await s.request(`/v1/embedded/social/callback/${provider}?code=notacode&state=${madeState}`))).message).toMatchObject({ ok: false, error: { code: 'embedded_social_code_refused' } })
    expect(await counts()).toEqual(before)
  })

  it.each(['x', 'discord', 'facebook', 'apple'] as const)('%s: "Deny" on the stand-in comes back as the provider answers a refusal: embedded_social_denied, nothing stored', async (provider) => {
    const project = `dn${provider}`
    await setUp(project)
    const s = server()
    const before = await counts()
    const started = await start(s, project, provider)
    const back = await signInAtStandIn(started.url, { value: provider === 'apple' ? 'ann@example.com' : provider === 'facebook' ? 'Ann' : 'ann', redirectPrefix: testPublicUrl, deny: true })
    expect(back.searchParams.get('error')).toBe(provider === 'apple' ? 'user_cancelled_authorize' : 'access_denied')
    if (provider === 'facebook') expect(back.searchParams.get('error_reason')).toBe('user_denied')
    const answer = provider === 'apple' ? await postForm(s, formOf(back).path, formOf(back).body) : await s.request(`${back.pathname}${back.search}`)
    expect(answer.status).toBe(200)
    expect((await pageMessage(answer)).message).toMatchObject({ ok: false, loginId: started.loginId, error: { code: 'embedded_social_denied' } })
    expect(await counts()).toEqual(before)
  })

  const userApiCases: [OAuthStandInProvider, string, UserApiBehaviour][] = [
    ['x', 'a malformed user answer', { kind: 'malformed' }],
    ['x', 'an answer that is not a user', { kind: 'notAUser' }],
    ['discord', 'a slow user API (past the timeout)', { kind: 'slow', ms: 1_500 }],
    ['discord', 'a huge user answer', { kind: 'huge', bytes: 200_000 }],
    ['facebook', 'a user API that fails (503)', { kind: 'status', status: 503 }],
    ['facebook', 'an answer that is not a user', { kind: 'notAUser' }],
    ['x', 'a user API that never answers (hangs)', { kind: 'hang' }],
    ['discord', 'a 5 MB user answer', { kind: 'huge', bytes: 5_000_000 }],
    ['facebook', 'an HTML page instead of the user', { kind: 'html' }],
  ]
  it.each(userApiCases)('%s: %s is embedded_social_provider_failed for the frame; no identity, no session', async (provider, _name, behaviour) => {
    const project = `u${Math.random().toString(36).slice(2, 10)}`
    await setUp(project)
    const s = server({ limits: { timeoutMs: 500 } })
    const before = await counts()
    const started = await start(s, project, provider)
    const back = await signInAtStandIn(started.url, { value: provider === 'facebook' ? 'Trudy' : 'trudy', redirectPrefix: testPublicUrl })
    oauth.nextUserAnswer(provider, behaviour)
    const page = await s.request(`${back.pathname}${back.search}`)
    expect(page.status).toBe(200)
    expect((await pageMessage(page)).message).toMatchObject({ ok: false, loginId: started.loginId, error: { code: 'embedded_social_provider_failed' } })
    expect(await counts()).toEqual(before)
  })
})
