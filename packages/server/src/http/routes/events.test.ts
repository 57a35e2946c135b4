import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { AnalyticsEvent } from '../../analytics/eventSchema.ts'
import { createProject, setFeatures } from '../../projects/projects.ts'
import { databaseKinds } from '../../testing/databases.ts'
import { json, useTestApp } from '../../testing/app.ts'

const event = (overrides: Partial<AnalyticsEvent['props']> = {}, eventId = randomUUID()): AnalyticsEvent => ({
  eventId,
  url: 'https://app.example.com/swap?x=1',
  domain: 'app.example.com',
  timestamp: 1_699_999_999_000,
  props: { type: 'track', event: 'MODAL_OPEN', ...overrides },
})

describe.each(databaseKinds)('POST /e (%s)', (kind) => {
  const { app, clock, database } = useTestApp(kind)

  const post = (body: unknown, init: { path?: string; headers?: Record<string, string>; raw?: boolean } = {}) =>
    app({ bodyLimit: 4096 }).request(init.path ?? '/e?projectId=p&st=portico&sv=html-wagmi-4.2.2', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://app.example.com', ...init.headers },
      body: init.raw ? (body as string) : JSON.stringify(body),
    })
  const stored = () => database.get().db.selectFrom('analytics_events').selectAll().orderBy('id').execute()
  const project = (allowedOrigins: string[] = []) =>
    createProject(database.get().db, { name: 'P', id: 'p', allowedOrigins })

  it('stores one event with its origin, sdk and times', async () => {
    await project()
    const one = event({ event: 'CONNECT_SUCCESS', address: '0xabc', properties: { connector: 'injected', n: 1 } })
    const response = await post(one)
    expect(response.status).toBe(202)
    expect(await json(response)).toEqual({ accepted: 1, dropped: 0 })
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example.com')
    expect(await stored()).toEqual([
      {
        id: expect.any(Number),
        project_id: 'p',
        event_id: one.eventId,
        type: 'track',
        event: 'CONNECT_SUCCESS',
        url: one.url,
        domain: 'app.example.com',
        client_timestamp: one.timestamp,
        address: '0xabc',
        props: JSON.stringify(one.props),
        origin: 'https://app.example.com',
        sdk_type: 'portico',
        sdk_version: 'html-wagmi-4.2.2',
        received_at: clock.now,
      },
    ])
  })

  it('stores a batch', async () => {
    await project()
    const batch = [event({ event: 'MODAL_OPEN' }), event({ event: 'SELECT_WALLET' }), event({ event: 'CONNECT_ERROR', type: 'error' })]
    const response = await post(batch)
    expect(await json(response)).toEqual({ accepted: 3, dropped: 0 })
    expect((await stored()).map((row) => row.event)).toEqual(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_ERROR'])
  })

  it('reads text/plain bodies (navigator.sendBeacon)', async () => {
    await project()
    const response = await post([event()], { headers: { 'content-type': 'text/plain;charset=UTF-8' } })
    expect(response.status).toBe(202)
    expect(await stored()).toHaveLength(1)
  })

  it('stores a retried eventId once', async () => {
    await project()
    const once = event()
    expect(await json(await post(once))).toEqual({ accepted: 1, dropped: 0 })
    expect(await json(await post([once, once]))).toEqual({ accepted: 2, dropped: 0 })
    expect(await stored()).toHaveLength(1)
  })

  it('does not store MODAL_CREATED', async () => {
    await project()
    const response = await post([event({ event: 'MODAL_CREATED' }), event()])
    expect(await json(response)).toEqual({ accepted: 1, dropped: 1 })
    expect((await stored()).map((row) => row.event)).toEqual(['MODAL_OPEN'])
  })

  it('keeps 5 error events per 60 s per project and client, drops the rest', async () => {
    await project()
    const errors = (n: number) => Array.from({ length: n }, () => event({ type: 'error', event: 'CONNECT_ERROR' }))
    expect(await json(await post([...errors(7), event()]))).toEqual({ accepted: 6, dropped: 2 })
    clock.now += 30_000
    expect(await json(await post(errors(1)))).toEqual({ accepted: 0, dropped: 1 })
    clock.now += 30_000
    expect(await json(await post(errors(2)))).toEqual({ accepted: 2, dropped: 0 })
    const rows = await stored()
    expect(rows.filter((row) => row.type === 'error')).toHaveLength(7)
  })

  it('review finding 5: rotating the Origin (subdomains of a wildcard) gets no fresh error budget', async () => {
    await project(['https://*.example.com'])
    const error = () => [event({ type: 'error', event: 'CONNECT_ERROR' })]
    const results = []
    for (let i = 0; i < 8; i++) results.push(await json(await post(error(), { headers: { origin: `https://s${i}.example.com` } })))
    expect(results.filter((result) => result.accepted === 1)).toHaveLength(5)
    // Another client has its own budget.
    const server = app({ trustProxy: 1 })
    const other = await server.request('/e?projectId=p', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://s1.example.com', 'x-forwarded-for': '203.0.113.50' },
      body: JSON.stringify(error()),
    })
    expect(await json(other)).toEqual({ accepted: 1, dropped: 0 })
  })

  it('review finding 5: one client stores at most eventsStored events per window, the rest are dropped', async () => {
    await project()
    const server = app({ rateLimits: { eventsStored: { limit: 250, windowMs: 60_000 } } })
    const batch = () => JSON.stringify(Array.from({ length: 100 }, () => event()))
    const results = []
    for (let i = 0; i < 4; i++) {
      const response = await server.request('/e?projectId=p', { method: 'POST', headers: { 'content-type': 'application/json' }, body: batch() })
      results.push(await json(response))
    }
    expect(results).toEqual([
      { accepted: 100, dropped: 0 },
      { accepted: 100, dropped: 0 },
      { accepted: 50, dropped: 50 },
      { accepted: 0, dropped: 100 },
    ])
    expect(await stored()).toHaveLength(250)
    clock.now += 60_000
    const next = await server.request('/e?projectId=p', { method: 'POST', headers: { 'content-type': 'application/json' }, body: batch() })
    expect(await json(next)).toEqual({ accepted: 100, dropped: 0 })
  })

  it('review finding 5: requests to /e are rate limited per project and client (429)', async () => {
    await project()
    const server = app({ rateLimits: { events: { limit: 3, windowMs: 60_000 } } })
    const statuses = []
    for (let i = 0; i < 4; i++) {
      statuses.push((await server.request('/e?projectId=p', { method: 'POST', body: JSON.stringify(event()) })).status)
    }
    expect(statuses).toEqual([202, 202, 202, 429])
  })

  it('review finding 8: deeply nested properties are a 400, not a stack overflow (500)', async () => {
    await project()
    const deep = `{"eventId":"${randomUUID()}","url":"u","domain":"d","timestamp":1,"props":{"type":"track","event":"E","properties":{"a":${'['.repeat(30_000)}${']'.repeat(30_000)}}}}`
    const response = await app({ bodyLimit: 65_536 }).request('/e?projectId=p', { method: 'POST', body: deep })
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({ error: { code: 'bad_request', message: 'JSON body nested deeper than 32 levels' } })
    expect(await stored()).toEqual([])
  })

  it('drops every event when the project turned analytics off', async () => {
    await project()
    await setFeatures(database.get().db, 'p', { analytics: false })
    expect(await json(await post([event(), event()]))).toEqual({ accepted: 0, dropped: 2 })
    expect(await stored()).toEqual([])
  })

  describe('refuses, storing nothing', () => {
    it('413 for a body over the limit (Content-Length)', async () => {
      await project()
      const big = JSON.stringify(Array.from({ length: 40 }, () => event({ properties: { pad: 'x'.repeat(200) } })))
      const response = await post(big, { raw: true, headers: { 'content-length': String(Buffer.byteLength(big)) } })
      expect(response.status).toBe(413)
      expect(await json(response)).toEqual({
        error: { code: 'payload_too_large', message: 'Request body is larger than 4096 bytes' },
      })
      expect(await stored()).toEqual([])
    })

    it('413 from Content-Length alone, before reading the body', async () => {
      await project()
      const response = await post(event(), { headers: { 'content-length': '999999' } })
      expect(response.status).toBe(413)
      expect(await stored()).toEqual([])
    })

    it('413 for a streamed body over the limit (no Content-Length)', async () => {
      await project()
      const chunk = new TextEncoder().encode('x'.repeat(1000))
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 10; i++) controller.enqueue(chunk)
          controller.close()
        },
      })
      const response = await app({ bodyLimit: 4096 }).request('/e?projectId=p', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body,
        duplex: 'half',
      } as RequestInit)
      expect(response.status).toBe(413)
      expect(await stored()).toEqual([])
    })

    it('400 for malformed JSON', async () => {
      await project()
      const response = await post('{"eventId": ', { raw: true })
      expect(response.status).toBe(400)
      expect(await json(response)).toEqual({ error: { code: 'bad_request', message: 'Malformed JSON body' } })
      expect(await stored()).toEqual([])
    })

    it('400 with the issues for a bad field, even if only one event of the batch is bad', async () => {
      await project()
      const bad = { ...event(), eventId: 'not-a-uuid' }
      const response = await post([event(), bad])
      expect(response.status).toBe(400)
      const body = await json(response)
      expect(body.error.code).toBe('bad_request')
      expect(body.error.details).toEqual([expect.objectContaining({ path: [1, 'eventId'] })])
      expect(await stored()).toEqual([])
    })

    it.each([
      ['an unknown type', { ...event(), props: { type: 'warn', event: 'X' } }],
      ['a long event name', event({ event: 'E'.repeat(65) })],
      ['a long url', { ...event(), url: `https://x.example/${'a'.repeat(2048)}` }],
      ['a string timestamp', { ...event(), timestamp: '1699999999000' }],
      ['a missing domain', { ...event(), domain: undefined }],
      ['more than 100 events', Array.from({ length: 101 }, () => event())],
    ])('400 for %s', async (_, body) => {
      await project()
      const response = await app({ bodyLimit: 65_536 }).request('/e?projectId=p', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect(response.status).toBe(400)
      expect((await json(response)).error.code).toBe('bad_request')
      expect(await stored()).toEqual([])
    })

    it('400 for an unsupported Content-Type', async () => {
      await project()
      const response = await post(event(), { headers: { 'content-type': 'application/x-www-form-urlencoded' } })
      expect(response.status).toBe(400)
      expect(await stored()).toEqual([])
    })

    it('404 for an unknown project', async () => {
      await project()
      const response = await post(event(), { path: '/e?projectId=unknown' })
      expect(response.status).toBe(404)
      expect((await json(response)).error.code).toBe('project_not_found')
      expect(await stored()).toEqual([])
    })

    it('403 for an origin not on the allow-list', async () => {
      await project(['https://app.example.com'])
      const response = await post(event(), { headers: { origin: 'https://evil.example' } })
      expect(response.status).toBe(403)
      expect(response.headers.get('access-control-allow-origin')).toBe('https://evil.example')
      expect((await json(response)).error.code).toBe('origin_not_allowed')
      expect(await stored()).toEqual([])
    })
  })
})
