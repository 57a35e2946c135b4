import { register as globalRegistry } from 'prom-client'
import { describe, expect, it } from 'vitest'
import { createMetrics } from './createMetrics.ts'

describe('createMetrics', () => {
  it("keeps each instance's metrics in its own registry, never prom-client's global one", async () => {
    const a = createMetrics({ defaultMetrics: false })
    const b = createMetrics({ defaultMetrics: false })
    a.observeRequest({ method: 'GET', route: '/v1/config', status: 200, seconds: 0.003 })
    a.rateLimited('config')
    b.mailFailed()
    const textA = await a.registry.metrics()
    const textB = await b.registry.metrics()
    expect(textA).toContain('portico_http_requests_total{method="GET",route="/v1/config",status="200"} 1')
    expect(textA).toContain('portico_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/v1/config"} 1')
    expect(textA).toContain('portico_rate_limited_total{bucket="config"} 1')
    expect(textA).not.toContain('portico_mail_total{result="failed"} 1')
    expect(textB).toContain('portico_mail_total{result="failed"} 1')
    expect(textB).not.toContain('route="/v1/config"')
    expect(await globalRegistry.metrics()).not.toContain('portico_')
  })

  it('sets the indexer lag per chain, never below 0', async () => {
    const metrics = createMetrics({ defaultMetrics: false })
    metrics.indexerLag({ chainId: 31337, blocks: 12 })
    metrics.indexerLag({ chainId: 31338, blocks: -1 })
    const text = await metrics.registry.metrics()
    expect(text).toContain('portico_indexer_lag_blocks{chain="31337"} 12')
    expect(text).toContain('portico_indexer_lag_blocks{chain="31338"} 0')
  })
})
