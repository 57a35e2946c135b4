import { describe, expect, it } from 'vitest'
import { createProject } from '../../projects/projects.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { json, useTestApp } from '../../testing/app.ts'

describe.each(databaseKinds)('GET /v1/origins (%s)', (kind) => {
  const { app, clock, database } = useTestApp(kind)

  it('answers the allow-list with CORS * and no origin check', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p', allowedOrigins: ['https://app.example.com'] })
    const response = await app().request('/v1/origins?projectId=p', { headers: { Origin: 'https://elsewhere.example' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await json(response)).toEqual({ allowedOrigins: ['https://app.example.com'] })
  })

  it('answers 404 for an unknown project', async () => {
    const response = await app().request('/v1/origins?projectId=nope')
    expect(response.status).toBe(404)
    expect((await json(response)).error.code).toBe('project_not_found')
  })

  it('allows 60 calls per 60 s per project and client IP, then 429 with Retry-After', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    await createProject(database.get().db, { name: 'Q', id: 'q' })
    const server = app({ trustProxy: true })
    // One proxy in front: it appended the address it saw (the last entry); the first is the client's own.
    const call = (projectId = 'p', ip = '203.0.113.1') =>
      server.request(`/v1/origins?projectId=${projectId}`, { headers: { 'X-Forwarded-For': `10.9.9.9, ${ip}` } })
    const start = clock.now
    for (let i = 0; i < 60; i++) expect((await call()).status).toBe(200)
    clock.now = start + 20_000
    const limited = await call()
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('40')
    expect(limited.headers.get('access-control-allow-origin')).toBe('*')
    expect(await json(limited)).toEqual({ error: { code: 'rate_limited', message: 'Too many requests, retry in 40 s' } })
    // Other IPs and other projects have their own counters.
    expect((await call('p', '203.0.113.2')).status).toBe(200)
    expect((await call('q')).status).toBe(200)
    // The next window starts fresh.
    clock.now = start + 60_000
    expect((await call()).status).toBe(200)
  })

  it('shares the limit between two server instances on one database', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const first = app({ trustProxy: true })
    const second = app({ db: database.connectAgain().db, trustProxy: true })
    const headers = { 'X-Forwarded-For': '198.51.100.7' }
    const statuses = []
    for (let i = 0; i < 61; i++) {
      statuses.push((await (i % 2 ? first : second).request('/v1/origins?projectId=p', { headers })).status)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(60)
    expect(statuses.at(-1)).toBe(429)
  })

  it('review finding 3: a client rotating the leftmost X-Forwarded-For entry behind one proxy gets no fresh budget', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const server = app({ trustProxy: 1 })
    const statuses = []
    for (let i = 0; i < 61; i++) {
      const headers = { 'X-Forwarded-For': `192.0.2.${i}, 203.0.113.77` }
      statuses.push((await server.request('/v1/origins?projectId=p', { headers })).status)
    }
    expect(statuses.filter((status) => status === 429)).toEqual([429])
    expect(statuses.at(-1)).toBe(429)
  })

  it('ignores X-Forwarded-For unless trustProxy is on', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const server = app()
    for (let i = 0; i < 60; i++) {
      await server.request('/v1/origins?projectId=p', { headers: { 'X-Forwarded-For': `192.0.2.${i}` } })
    }
    expect((await server.request('/v1/origins?projectId=p', { headers: { 'X-Forwarded-For': '192.0.2.200' } })).status).toBe(429)
  })
})
