import { describe, expect, it } from 'vitest'
import { createProject } from '../projects/projects.ts'
import { type RateLimitBucket, type RateLimitPolicy, defaultRateLimits } from '../rateLimit/policies.ts'
import { json, useTestApp } from '../testing/app.ts'
import { databaseKinds } from '../testing/databases.ts'
import { routeTable } from '../testing/routeTable.ts'

const origin = 'https://app.example.com'
// Upstreams that refuse at once: the rate limit answers before any of them matter.
const chains = [{ chainId: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9', testnet: false, devnet: false, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, explorerUrl: null, multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11' as const }]

describe.each(databaseKinds)('the rate limit of every public route (%s)', (kind) => {
  const { app, clock, database } = useTestApp(kind)
  const tiny = Object.fromEntries(Object.keys(defaultRateLimits).map((bucket) => [bucket, { limit: 2, windowMs: 60_000 }])) as Record<RateLimitBucket, RateLimitPolicy>

  it('the route table lists every route of the app', () => {
    const served = app()
      .routes.filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path}`)
    expect(new Set(served)).toEqual(new Set(routeTable.map((route) => `${route.method} ${route.route}`)))
  })

  it.each(routeTable.map((route) => [`${route.method} ${route.route}`, route] as const))('%s answers 429 once its window is full', async (_, route) => {
    await createProject(database.get().db, { name: 'P', id: 'p', allowedOrigins: [origin] })
    const server = app({ rateLimits: tiny, chains, fetch: async () => new Response('{"jsonrpc":"2.0","id":1,"result":"0x1"}') })
    const call = () => {
      const { path, init } = route.sample({ projectId: 'p', origin })
      return server.request(path, init)
    }
    const first = [await call(), await call()]
    for (const response of first) expect(response.status).not.toBe(429)
    if (route.bucket === 'none') {
      expect((await call()).status).toBe(200)
      return
    }
    const limited = await call()
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect((await json(limited)).error.code).toBe('rate_limited')
    clock.now += 60_000
    expect((await call()).status).not.toBe(429)
  })

  it('review finding 10: guessing project ids is throttled per client (unknownProject)', async () => {
    const server = app({ trustProxy: 1 })
    const statuses = []
    const { limit } = defaultRateLimits.unknownProject
    for (let i = 0; i <= limit; i++) {
      const response = await server.request(`/v1/config?projectId=guess${i}`, { headers: { 'x-forwarded-for': '203.0.113.5' } })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, limit).every((status) => status === 404)).toBe(true)
    expect(statuses[limit]).toBe(429)
    // Another client still gets its 404.
    const other = await server.request('/v1/config?projectId=guess', { headers: { 'x-forwarded-for': '203.0.113.6' } })
    expect(other.status).toBe(404)
  })

  it('counts per project and client: another client, or another project, has its own window', async () => {
    const { db } = database.get()
    await createProject(db, { name: 'P', id: 'p' })
    await createProject(db, { name: 'Q', id: 'q' })
    const server = app({ trustProxy: 1, rateLimits: { config: { limit: 1, windowMs: 60_000 } } })
    const call = (projectId: string, ip: string) => server.request(`/v1/config?projectId=${projectId}`, { headers: { 'x-forwarded-for': ip } })
    expect((await call('p', '203.0.113.1')).status).toBe(200)
    expect((await call('p', '203.0.113.1')).status).toBe(429)
    expect((await call('p', '203.0.113.2')).status).toBe(200)
    expect((await call('q', '203.0.113.1')).status).toBe(200)
  })
})
