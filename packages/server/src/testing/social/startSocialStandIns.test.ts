import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { socialIds } from '../../projects/features.ts'
import { createProject } from '../../projects/projects.ts'
import { json, useTestApp } from '../app.ts'
import { testFrameOrigin, testPublicUrl, useEmbeddedWallet } from '../embedded.ts'
import { formOf, signInAtStandIn } from './signInAtStandIn.ts'
import { startSocialStandIns } from './startSocialStandIns.ts'

const appOrigin = 'https://app.example.com'
const providers = socialIds.filter((id) => id !== 'farcaster')

// What `npm start` and the end-to-end set-up run: all six stand-ins, a project configured by `configure`, each provider signing in (its picture shown from the stand-in).
describe('the social stand-ins as npm start runs them', () => {
  const { app, database } = useTestApp('sqlite')
  const embedded = useEmbeddedWallet()
  let standIns: Awaited<ReturnType<typeof startSocialStandIns>>
  beforeAll(async () => {
    standIns = await startSocialStandIns({ publicUrl: testPublicUrl })
  })
  afterAll(async () => {
    await standIns?.close()
  })

  it.each(providers)('%s: start, sign in at its stand-in (labelled as one), back to the callback, a session', async (provider) => {
    const { db } = database.get()
    const project = `demo-${provider}`
    await createProject(db, { name: 'Demo', id: project, allowedOrigins: [appOrigin], features: { email: true, socials: [...providers] } })
    await standIns.configure(db, project)
    const s = app({ publicUrl: testPublicUrl, chains: [], embeddedWallet: embedded.options({ social: standIns.social }) })
    const post = (path: string, body: unknown) => s.request(`${path}?projectId=${project}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: testFrameOrigin }, body: JSON.stringify(body) })
    const started = await json(await post('/v1/embedded/social/start', { provider, parentOrigin: appOrigin }))
    expect(new URL(started.url).hostname).toBe('127.0.0.1')
    // The sign-in page (the OpenID stand-ins redirect to it with their interaction cookie first).
    const first = await fetch(started.url, { redirect: 'manual' })
    const location = first.headers.get('location')
    const cookie = first.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
    const page = await (location ? await fetch(new URL(location, started.url), { headers: { cookie } }) : first).text()
    const label = { google: 'Google', x: 'X', discord: 'Discord', apple: 'Apple', github: 'GitHub', facebook: 'Facebook' }[provider as string]
    expect(page).toContain(`<h1>Local stand-in for ${label}</h1>`)
    const back = await signInAtStandIn(started.url, { value: provider === 'google' || provider === 'apple' ? 'alice@example.com' : provider === 'facebook' ? 'Alice' : 'alice', redirectPrefix: testPublicUrl })
    const form = formOf(back)
    const callback = provider === 'apple' ? await s.request(form.path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.body }) : await s.request(`${back.pathname}${back.search}`)
    const message = JSON.parse(/var d=(\{.*?\});\n/.exec(await callback.text())![1]!).message
    expect(message, JSON.stringify(message)).toMatchObject({ ok: true })
    const finished = await json(await post('/v1/embedded/social/finish', { loginId: started.loginId, result: message.result }))
    expect(finished.user).toMatchObject({ socialProvider: provider })
    // The picture the provider gave, served by the stand-in itself on 127.0.0.1 (Apple gives none, as Apple).
    if (provider === 'apple') return expect(finished.user.userAvatar).toBeUndefined()
    const picture = new URL(finished.user.userAvatar)
    expect(picture.hostname).toBe('127.0.0.1')
    const image = await fetch(picture)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toMatch(/^<svg [^>]*>.*<\/svg>$/)
  })
})
