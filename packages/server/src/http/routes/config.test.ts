import { describe, expect, it } from 'vitest'
import { networkLogos } from '../../../scripts/networkLogos.ts'
import { createProject, setFeatures } from '../../projects/projects.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { json, useTestApp } from '../../testing/app.ts'

const defaults = {
  email: false,
  socials: false,
  swaps: false,
  onramp: false,
  activity: true,
  branding: true,
  multiWallet: false,
  analytics: true,
  pay: false,
}

describe.each(databaseKinds)('GET /v1/config (%s)', (kind) => {
  const { app, database } = useTestApp(kind)

  it('answers the default features of a new project', async () => {
    const { id } = await createProject(database.get().db, { name: 'P' })
    const response = await app().request(`/v1/config?projectId=${id}&st=portico&sv=html-wagmi-4.2.2`)
    expect(response.status).toBe(200)
    expect(await json(response)).toEqual({ projectId: id, features: defaults, networkImages: expect.any(Object), socialImages: expect.any(Object) })
  })

  it('lists the networks that have a logo, each with a link that answers it, and no others', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const { networkImages } = await json<{ networkImages: Record<string, string> }>(await app().request('/v1/config?projectId=p'))
    expect(Object.keys(networkImages).sort()).toEqual(Object.keys(networkLogos).sort())
    expect(networkImages['eip155:1']).toBe('http://localhost/v1/network-images/eip155-1.svg')
    expect(networkImages['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']).toBe('http://localhost/v1/network-images/solana-5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp.svg')
    expect(networkImages['eip155:31337']).toBeUndefined()
    for (const url of Object.values(networkImages)) {
      expect((await app().request(url)).status, url).toBe(200)
    }
  })

  it("links every social login's mark for each theme, each link answering its SVG", async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const { socialImages } = await json<{ socialImages: Record<string, { light: string; dark: string }> }>(await app().request('/v1/config?projectId=p'))
    expect(Object.keys(socialImages)).toEqual(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'])
    expect(socialImages['apple']).toEqual({ light: 'http://localhost/v1/social-images/apple-light.svg', dark: 'http://localhost/v1/social-images/apple-dark.svg' })
    for (const url of Object.values(socialImages).flatMap(({ light, dark }) => [light, dark])) {
      const response = await app().request(url)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type'), url).toBe('image/svg+xml')
    }
  })

  it('links the logos under publicUrl when the server has one', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const response = await app({ publicUrl: 'https://portico.example/' }).request('/v1/config?projectId=p')
    const { networkImages } = await json<{ networkImages: Record<string, string> }>(response)
    expect(networkImages['eip155:8453']).toBe('https://portico.example/v1/network-images/eip155-8453.svg')
    const { socialImages } = await json<{ socialImages: Record<string, { light: string; dark: string }> }>(
      await app({ publicUrl: 'https://portico.example/' }).request('/v1/config?projectId=p'),
    )
    expect(socialImages['google']?.dark).toBe('https://portico.example/v1/social-images/google-dark.svg')
  })

  it('answers the features after setFeatures', async () => {
    const { db } = database.get()
    await createProject(db, { name: 'P', id: 'p' })
    await setFeatures(db, 'p', { email: true, socials: ['google', 'github'], swaps: true, analytics: false })
    const response = await app().request('/v1/config?projectId=p')
    expect(await json(response)).toMatchObject({
      projectId: 'p',
      features: { ...defaults, email: true, socials: ['google', 'github'], swaps: true, analytics: false },
    })
  })

  it.each([
    ['unknown', '/v1/config?projectId=nope'],
    ['missing', '/v1/config'],
    ['empty', '/v1/config?projectId='],
    ['malformed', `/v1/config?projectId=${'x'.repeat(65)}`],
  ])('answers 404 project_not_found for a %s projectId', async (_, path) => {
    const response = await app().request(path)
    expect(response.status).toBe(404)
    expect(await json(response)).toEqual({
      error: { code: 'project_not_found', message: 'Project id is not configured' },
    })
  })

  it('answers 400 for an overlong sdk version', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const response = await app().request(`/v1/config?projectId=p&sv=${'v'.repeat(200)}`)
    expect(response.status).toBe(400)
    expect((await json(response)).error.code).toBe('bad_request')
  })

  describe('origin allow-list', () => {
    const request = (origin?: string) =>
      app().request('/v1/config?projectId=p', { headers: origin ? { Origin: origin } : {} })

    it('allows any origin when the list is empty', async () => {
      await createProject(database.get().db, { name: 'P', id: 'p' })
      expect((await request('https://anything.example')).status).toBe(200)
      expect((await request('null')).status).toBe(200)
    })

    it('allows exact and wildcard matches, refuses others with 403', async () => {
      await createProject(database.get().db, {
        name: 'P',
        id: 'p',
        allowedOrigins: ['https://app.example.com', 'http://127.0.0.1:5173', 'https://*.portico.dev'],
      })
      expect((await request('https://app.example.com')).status).toBe(200)
      expect((await request('http://127.0.0.1:5173')).status).toBe(200)
      expect((await request('https://docs.portico.dev')).status).toBe(200)
      for (const origin of ['https://evil.example', 'http://app.example.com', 'https://portico.dev', 'http://127.0.0.1:5174']) {
        const response = await request(origin)
        expect(response.status, origin).toBe(403)
        expect(await json(response)).toEqual({
          error: { code: 'origin_not_allowed', message: 'Origin not found on Allowlist - update configuration' },
        })
      }
    })

    it('allows requests without an Origin header (server to server)', async () => {
      await createProject(database.get().db, { name: 'P', id: 'p', allowedOrigins: ['https://app.example.com'] })
      expect((await request()).status).toBe(200)
    })
  })
})
