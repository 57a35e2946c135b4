import { describe, expect, it } from 'vitest'
import { setSocialClient } from '../../embedded/social/socialClients.ts'
import { createProject, setAllowedOrigins } from '../../projects/projects.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { testFrameOrigin, testPublicUrl, useEmbeddedWallet } from '../../testing/embedded.ts'

const appOrigin = 'https://app.example.com'
const returnTo = `${appOrigin}/shop?item=1`
// Never called: starting a login builds the provider's URL locally, and a refused callback asks no provider.
const google = { protocol: 'oidc' as const, issuer: 'http://127.0.0.1:9', authorizationEndpoint: 'http://127.0.0.1:9/auth', tokenEndpoint: 'http://127.0.0.1:9/token', jwksUri: 'http://127.0.0.1:9/jwks', scope: 'openid' }
const asBrowser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }

// A browser sent back to the callback for a login that cannot complete there (issue 28: an expired or
// refused same-tab return) gets a page saying so, not JSON; the API answer stays JSON for the rest.
describe('a refused social callback, seen by a browser', () => {
  const { app, clock, database } = useTestApp('sqlite')
  const embedded = useEmbeddedWallet()
  const server = () => app({ publicUrl: testPublicUrl, chains: [], embeddedWallet: embedded.options({ social: { endpoints: { google }, secrets: () => 'secret' } }) })
  const setUp = async (id: string) => {
    const { db } = database.get()
    await createProject(db, { name: 'Shop', id, allowedOrigins: [appOrigin], features: { email: true, socials: ['google'] } })
    await setSocialClient(db, id, { provider: 'google', clientId: 'portico-google', secretEnv: 'GOOGLE_SECRET' })
  }
  /** Starts a login (same tab with `returnTo`, else a popup one): its `state`. */
  const start = async (s: ReturnType<typeof server>, project: string, body: Record<string, unknown>) => {
    const response = await s.request(`/v1/embedded/social/start?projectId=${project}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testFrameOrigin },
      body: JSON.stringify({ provider: 'google', parentOrigin: appOrigin, ...body }),
    })
    expect(response.status).toBe(200)
    return new URL((await json(response)).url).searchParams.get('state')!
  }
  const page = async (response: Response) => {
    const html = await response.text()
    return { html, code: /<main data-error-code="([^"]*)"/.exec(html)?.[1], links: [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]) }
  }
  const expectStrictPage = (response: Response) => {
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
  }

  it('an expired same-tab attempt: 400, the page says so with the typed code and a link back to the app’s origin (checked at start)', async () => {
    await setUp('e1')
    const s = server()
    const state = await start(s, 'e1', { returnTo })
    clock.now += 10 * 60_000 + 1
    const response = await s.request(`/v1/embedded/social/callback/google?code=abc&state=${state}`, { headers: asBrowser })
    expect(response.status).toBe(400)
    expectStrictPage(response)
    const shown = await page(response)
    expect(shown.code).toBe('embedded_social_state_invalid')
    expect(shown.html).toContain('This login is not valid any more: start it again from the app.')
    expect(shown.links).toEqual([`${appOrigin}/`])
    expect(shown.html).not.toMatch(/<script|shop\?item/)
    // The API's answer is unchanged for a client that does not ask for HTML.
    const api = await s.request(`/v1/embedded/social/callback/google?code=abc&state=${state}`)
    expect(api.status).toBe(400)
    expect((await json(api)).error.code).toBe('embedded_social_state_invalid')
  })

  it('no link where the return address is not known to be the app’s: an unknown state, a popup’s attempt, an origin the project no longer lists', async () => {
    await setUp('e2')
    const s = server()
    const unknown = await page(await s.request('/v1/embedded/social/callback/google?code=abc&state=forgedforgedforgedforged', { headers: asBrowser }))
    expect(unknown).toMatchObject({ code: 'embedded_social_state_invalid', links: [] })
    expect(unknown.html).toContain('Go back to the app and start the login again.')
    const popup = await start(s, 'e2', {})
    clock.now += 10 * 60_000 + 1
    expect((await page(await s.request(`/v1/embedded/social/callback/google?code=abc&state=${popup}`, { headers: asBrowser }))).links).toEqual([])
    const sameTab = await start(s, 'e2', { returnTo })
    await setAllowedOrigins(database.get().db, 'e2', ['https://elsewhere.example.com'])
    clock.now += 10 * 60_000 + 1
    expect((await page(await s.request(`/v1/embedded/social/callback/google?code=abc&state=${sameTab}`, { headers: asBrowser }))).links).toEqual([])
  })

  it('a replayed state (the attempt already answered) and a malformed answer get the page too, every value escaped', async () => {
    await setUp('e3')
    const s = server()
    const state = await start(s, 'e3', { returnTo })
    expect((await s.request(`/v1/embedded/social/callback/google?error=access_denied&state=${state}`, { headers: asBrowser })).status).toBe(303)
    const replay = await s.request(`/v1/embedded/social/callback/google?error=access_denied&state=${state}`, { headers: asBrowser })
    expect(replay.status).toBe(400)
    expect(await page(replay)).toMatchObject({ code: 'embedded_social_state_invalid', links: [`${appOrigin}/`] })
    const hostile = await s.request(`/v1/embedded/social/callback/google?code=${'x'.repeat(5000)}&state=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E`, { headers: asBrowser })
    expect(hostile.status).toBe(400)
    expectStrictPage(hostile)
    const shown = await page(hostile)
    expect(shown.code).toMatch(/^(bad_request|embedded_social_state_invalid)$/)
    expect(shown.links).toEqual([])
    expect(shown.html).not.toMatch(/<script|alert\(1\)<\//)
    // Apple's form_post answer refused the same way.
    const form = await s.request('/v1/embedded/social/callback/google', { method: 'POST', headers: { ...asBrowser, 'content-type': 'application/x-www-form-urlencoded' }, body: `code=abc&state=${state}` })
    expect(form.status).toBe(400)
    expect((await page(form)).code).toBe('bad_request')
  })
})
