import { Hono } from 'hono'
import type { ServerMetrics } from './createMetrics.ts'

/** The loopback-only metrics listener's app (`PORTICO_METRICS_PORT`): `GET /metrics`, nothing else. */
export function metricsApp(metrics: ServerMetrics): Hono {
  const app = new Hono()
  app.get('/metrics', async (c) => c.body(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }))
  app.notFound((c) => c.json({ error: { code: 'not_found', message: 'Not found' } }, 404))
  return app
}
