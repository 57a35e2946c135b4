import { describe, expect, it } from 'vitest'
import { createProject } from '../projects/projects.ts'
import { useTestApp } from '../testing/app.ts'
import { capturedLog } from '../testing/capturedLog.ts'

describe('observeRequests: request ids and the request log', () => {
  const { app, database } = useTestApp('sqlite')

  it('logs one JSON line per request: its id, method, route pattern (never the raw path or query), status, duration', async () => {
    await createProject(database.get().db, { name: 'P', id: 'p' })
    const log = capturedLog()
    const server = app({ logger: log.logger })
    const response = await server.request('/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history?chainId=999&projectId=p')
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const [line] = log.lines()
    expect(line).toMatchObject({ level: 30, msg: 'request', service: 'portico-server', reqId: id, method: 'GET', route: '/v1/account/:address/history', status: response.status })
    expect(typeof line!.durationMs).toBe('number')
    expect(log.text()).not.toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(log.text()).not.toContain('projectId=p')
  })

  it('keeps a well-formed incoming X-Request-Id and replaces a malformed one', async () => {
    const log = capturedLog()
    const server = app({ logger: log.logger })
    const kept = await server.request('/healthz', { headers: { 'x-request-id': 'lb-7f3a.2:1' } })
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.2:1')
    for (const bad of ['has space', 'x'.repeat(129), 'new\u00e9line', '<script>']) {
      const replaced = await server.request('/healthz', { headers: { 'x-request-id': bad } })
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    }
    expect(log.lines().map((line) => line.reqId)).toContain('lb-7f3a.2:1')
    expect(log.text()).not.toContain('<script>')
  })

  it('names an unknown route (none), not its path', async () => {
    const log = capturedLog()
    const response = await app({ logger: log.logger }).request('/secret-looking/path/abc123')
    expect(response.status).toBe(404)
    expect(log.lines()[0]).toMatchObject({ route: '(none)', status: 404 })
    expect(log.text()).not.toContain('abc123')
  })
})
