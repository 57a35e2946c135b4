import { describe, expect, it } from 'vitest'
import { createDatabase } from '../db/createDatabase.ts'
import { createProject } from '../projects/projects.ts'
import { databaseKinds } from '../testing/databases.ts'
import { json, useTestApp } from '../testing/app.ts'

describe.each(databaseKinds)('CORS and errors (%s)', (kind) => {
  const { app, database } = useTestApp(kind)

  it('answers preflights with 204 and the allowed methods, headers and max-age', async () => {
    const response = await app().request('/v1/config?projectId=x', {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example.com', 'Access-Control-Request-Method': 'POST' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example.com')
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type, authorization')
    expect(response.headers.get('access-control-max-age')).toBe('86400')
    expect(response.headers.get('vary')).toBe('Origin')
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
  })

  describe('review finding 2: credentials only for sign-in, only to origins the project lists', () => {
    const preflight = (path: string, origin: string) =>
      app().request(path, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } })

    it('preflights of sign-in routes allow credentials to a listed origin only', async () => {
      const { db } = database.get()
      await createProject(db, { name: 'P', id: 'p', allowedOrigins: ['https://ok.example'] })
      await createProject(db, { name: 'Open', id: 'open' })
      const credentials = async (path: string, origin: string) =>
        (await preflight(path, origin)).headers.get('access-control-allow-credentials')
      expect(await credentials('/v1/siwx/me?projectId=p', 'https://ok.example')).toBe('true')
      expect(await credentials('/v1/siwx/me?projectId=p', 'https://evil.example')).toBeNull()
      expect(await credentials('/v1/siwx/me?projectId=open', 'https://evil.example')).toBeNull()
      expect(await credentials('/v1/siwx/me?projectId=nope', 'https://evil.example')).toBeNull()
      expect(await credentials('/v1/config?projectId=p', 'https://ok.example')).toBeNull()
    })

    it('no response carries Allow-Credentials to an origin the project does not list, an open project included', async () => {
      const { db } = database.get()
      await createProject(db, { name: 'Open', id: 'open' })
      await createProject(db, { name: 'P', id: 'p', allowedOrigins: ['https://ok.example'] })
      const get = (path: string, origin: string) => app().request(path, { headers: { Origin: origin, Cookie: 'portico_siwx_open=x' } })
      const me = await get('/v1/siwx/me?projectId=open', 'https://evil.example')
      expect(me.headers.get('access-control-allow-credentials')).toBeNull()
      expect(me.status).toBe(403)
      expect((await json(me)).error.code).toBe('siwx_origins_required')
      for (const path of ['/v1/config?projectId=open', '/v1/config?projectId=p', '/getWallets?projectId=open']) {
        expect((await get(path, 'https://ok.example')).headers.get('access-control-allow-credentials')).toBeNull()
      }
      const listed = await get('/v1/siwx/me?projectId=p', 'https://ok.example')
      expect(listed.status).toBe(401)
      expect(listed.headers.get('access-control-allow-credentials')).toBe('true')
      const unlisted = await get('/v1/siwx/me?projectId=p', 'https://evil.example')
      expect(unlisted.status).toBe(403)
      expect(unlisted.headers.get('access-control-allow-credentials')).toBeNull()
    })
  })

  it('echoes the Origin on project-scoped answers, errors included', async () => {
    const { db } = database.get()
    await createProject(db, { name: 'P', id: 'p', allowedOrigins: ['https://ok.example'] })
    for (const [origin, status] of [
      ['https://ok.example', 200],
      ['https://evil.example', 403],
    ] as const) {
      const response = await app().request('/v1/config?projectId=p', { headers: { Origin: origin } })
      expect(response.status).toBe(status)
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
      expect(response.headers.get('vary')).toContain('Origin')
    }
    const missing = await app().request('/v1/config?projectId=nope', { headers: { Origin: 'https://x.example' } })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('access-control-allow-origin')).toBe('https://x.example')
  })

  it('answers * on public endpoints', async () => {
    const response = await app().request('/health', { headers: { Origin: 'https://x.example' } })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('answers unknown routes with a JSON 404', async () => {
    const response = await app().request('/nope', { headers: { Origin: 'https://x.example' } })
    expect(response.status).toBe(404)
    expect(await json(response)).toEqual({ error: { code: 'not_found', message: 'No route GET /nope' } })
    expect(response.headers.get('access-control-allow-origin')).toBe('https://x.example')
  })

  it('answers a 500 without leaking the error', async () => {
    // A database without tables: every query fails with an error naming the SQL.
    const broken = createDatabase({ sqlitePath: ':memory:' })
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      const response = await app({ db: broken.db }).request('/v1/config?projectId=p')
      expect(response.status).toBe(500)
      const body = await json(response)
      expect(body).toEqual({ error: { code: 'internal_error', message: 'Internal server error' } })
      expect(JSON.stringify(body)).not.toMatch(/projects|select|at /i)
    } finally {
      console.error = original
      await broken.destroy()
    }
    expect(errors).toHaveLength(1)
  })
})
