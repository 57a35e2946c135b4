import { type JsonRoute, routes } from '@portico/core/contract'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { useTestApp } from '../testing/app.ts'
import { checkAnswer } from '../testing/contractAnswers.ts'
import { routeTable } from '../testing/routeTable.ts'

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const features = { email: false, socials: false, swaps: true, onramp: false, activity: true, branding: true, multiWallet: false, analytics: true, pay: false }

describe('the contract with the server (@portico/core/contract)', () => {
  const { app } = useTestApp('sqlite')

  it('lists every route the app serves, and serves every route it lists', () => {
    const served = app()
      .routes.filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path === '/v1' ? '/v1/' : route.path}`)
    expect(new Set(served)).toEqual(new Set(Object.keys(routes)))
  })

  it('checks an answer: the route schema on success, the error answer otherwise (a drifting route fails its test)', async () => {
    const config = { projectId: 'p', features, networkImages: {} }
    await expect(checkAnswer('GET', '/v1/config?projectId=p', answer(config))).resolves.toBeUndefined()
    await expect(checkAnswer('GET', '/v1/config?projectId=p', answer({ ...config, features: { ...features, swaps: 'yes' } }))).rejects.toThrow(
      /GET \/v1\/config \(contract: GET \/v1\/config\): the answer drifts from the contract: features\.swaps/,
    )
    await expect(checkAnswer('POST', '/e?projectId=p', answer({ accepted: 1, dropped: 0 }))).rejects.toThrow(/answered 200, the contract says 202/)
    await expect(checkAnswer('GET', '/v1/config', answer({ error: { code: 'rate_limited', message: 'Slow down' } }, 429))).resolves.toBeUndefined()
    await expect(checkAnswer('GET', '/v1/config', answer({ error: { code: 'made_up', message: 'x' } }, 400))).rejects.toThrow(/not the contract's error answer/)
    await expect(checkAnswer('GET', '/nowhere', answer({ ok: true }))).rejects.toThrow(/not in the contract/)
    const history = { data: [{ id: '0x1:1', metadata: { operationType: 'send', hash: '0x1', chain: 'eip155:1', minedAt: '2026-01-01T00:00:00.000Z', sentFrom: '0xa', sentTo: '0xb', status: 'pending', nonce: 0 }, transfers: [] }], next: null }
    // The server answers mined transactions only: `pending` is the kit's own.
    await expect(checkAnswer('GET', `/v1/account/0x${'a'.repeat(40)}/history`, answer(history))).rejects.toThrow(/data\.0\.metadata\.status/)
  })

  it("the route table's well-formed samples pass the contract's request schemas", () => {
    for (const spec of routeTable) {
      const route = routes[`${spec.method} ${spec.route === '/v1' ? '/v1/' : spec.route}` as keyof typeof routes] as JsonRoute | { page: string }
      if (!route || 'page' in route) continue
      const { path, init } = spec.sample({ projectId: 'p', origin: 'https://app.example.com' })
      const url = new URL(path, 'http://localhost')
      if (route.query) expect(z.safeParse(route.query, Object.fromEntries(url.searchParams)).error, `${spec.method} ${spec.route} query`).toBeUndefined()
      if (route.body && typeof init.body === 'string') expect(z.safeParse(route.body, JSON.parse(init.body)).error, `${spec.method} ${spec.route} body`).toBeUndefined()
    }
  })
})
