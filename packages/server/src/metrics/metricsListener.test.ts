import { networkInterfaces } from 'node:os'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer } from '../startServer.ts'

describe('PORTICO_METRICS_PORT: /metrics on the loopback interface, not on the public port', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portico-metrics-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('serves /metrics on 127.0.0.1 only; the public port (on every interface) has none', async () => {
    const server = await startServer({ host: '0.0.0.0', port: 0, sqlitePath: join(dir, 'm.sqlite'), metrics: { port: 0 } })
    try {
      expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/)
      await fetch(`${server.url}/healthz`)
      const scraped = await fetch(server.metricsUrl!)
      expect(scraped.status).toBe(200)
      expect(await scraped.text()).toContain('portico_http_requests_total{method="GET",route="/healthz",status="200"} 1')
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404)
      // Another address of this machine reaches the public port, never the metrics port.
      const external = Object.values(networkInterfaces()).flat().find((address) => address && address.family === 'IPv4' && !address.internal)
      if (external) {
        const port = new URL(server.metricsUrl!).port
        const publicPort = new URL(server.url).port
        expect((await fetch(`http://${external.address}:${publicPort}/healthz`)).status).toBe(200)
        const reached = await fetch(`http://${external.address}:${port}/metrics`).then(
          () => 'answered',
          (error: { cause?: { code?: string } }) => error.cause?.code,
        )
        expect(reached).toBe('ECONNREFUSED')
      }
    } finally {
      await server.close()
    }
  })

  it('keeps two instances in one process apart', async () => {
    const a = await startServer({ port: 0, sqlitePath: join(dir, 'a.sqlite'), metrics: { port: 0 } })
    const b = await startServer({ port: 0, sqlitePath: join(dir, 'b.sqlite'), metrics: { port: 0 } })
    try {
      await fetch(`${a.url}/healthz`)
      await fetch(`${a.url}/healthz`)
      expect(await (await fetch(a.metricsUrl!)).text()).toContain('route="/healthz",status="200"} 2')
      expect(await (await fetch(b.metricsUrl!)).text()).not.toContain('route="/healthz"')
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })
})
