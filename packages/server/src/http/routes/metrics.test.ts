import { describe, expect, it } from 'vitest'
import { createMetrics } from '../../metrics/createMetrics.ts'
import { createProject } from '../../projects/projects.ts'
import { json, useTestApp } from '../../testing/app.ts'
import { databaseKinds } from '../../testing/databases.ts'

const token = 'm'.repeat(40)

describe.each(databaseKinds)('GET /metrics on the public port (%s)', (kind) => {
  const { app, database } = useTestApp(kind)

  it('is not served without PORTICO_METRICS_TOKEN (404, as an unknown route)', async () => {
    const response = await app({ metrics: createMetrics({ defaultMetrics: false }) }).request('/metrics', { headers: { authorization: `Bearer ${token}` } })
    expect(response.status).toBe(404)
    expect((await json(response)).error.code).toBe('not_found')
  })

  it('answers 401 without the bearer token or with another one', async () => {
    const server = app({ metrics: createMetrics({ defaultMetrics: false }), metricsToken: token })
    for (const headers of <Record<string, string>[]>[{}, { authorization: `Bearer ${'x'.repeat(40)}` }, { authorization: `Bearer ${token}x` }, { authorization: token }, { authorization: `Basic ${token}` }]) {
      const response = await server.request('/metrics', { headers })
      expect(response.status).toBe(401)
      expect(await json(response)).toEqual({ error: { code: 'unauthorized', message: 'A valid bearer token is required' } })
    }
  })

  it('serves Prometheus text to the token: requests by route pattern, rate-limit refusals by bucket', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const metrics = createMetrics()
    const server = app({ metrics, metricsToken: token, rateLimits: { config: { limit: 1, windowMs: 60_000 } } })
    expect((await server.request('/v1/config?projectId=p')).status).toBe(200)
    expect((await server.request('/v1/config?projectId=p')).status).toBe(429)
    await server.request('/v1/account/0x0000000000000000000000000000000000000001/history?projectId=p&chainId=1')
    const response = await server.request('/metrics', { headers: { authorization: `Bearer ${token}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4')
    const text = await response.text()
    expect(text).toContain('portico_http_requests_total{method="GET",route="/v1/config",status="200"} 1')
    expect(text).toContain('portico_http_requests_total{method="GET",route="/v1/config",status="429"} 1')
    expect(text).toContain('route="/v1/account/:address/history"')
    expect(text).not.toContain('0x0000000000000000000000000000000000000001')
    expect(text).toContain('portico_rate_limited_total{bucket="config"} 1')
    expect(text).toContain('portico_process_cpu_seconds_total')
  })
})
