import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/**
 * One server instance's Prometheus metrics, in a registry of its own (never prom-client's global
 * one: two instances in one process keep two sets). Labels are bounded: route patterns, never raw
 * paths; rate-limit buckets; chain ids the server serves.
 */
export type ServerMetrics = {
  registry: Registry
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void
  rateLimited(bucket: string): void
  mailSent(): void
  mailFailed(): void
  paymasterReserved(reservation: { chainId: number; maxCost: bigint }): void
  indexerLag(lag: { chainId: number; blocks: number }): void
}

export function createMetrics({ defaultMetrics = true }: { defaultMetrics?: boolean } = {}): ServerMetrics {
  const registry = new Registry()
  if (defaultMetrics) collectDefaultMetrics({ register: registry, prefix: 'portico_' })
  const requests = new Counter({ name: 'portico_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status', labelNames: ['method', 'route', 'status'], registers: [registry] })
  const latency = new Histogram({
    name: 'portico_http_request_duration_seconds',
    help: 'HTTP request latency in seconds, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const rateLimited = new Counter({ name: 'portico_rate_limited_total', help: 'Requests refused by a rate limit (429), by bucket', labelNames: ['bucket'], registers: [registry] })
  const mails = new Counter({ name: 'portico_mail_total', help: 'Login mails handed to SMTP, by result (sent, failed)', labelNames: ['result'], registers: [registry] })
  const reservations = new Counter({ name: 'portico_paymaster_reservations_total', help: 'Paymaster signatures reserved against budgets, by chain', labelNames: ['chain'], registers: [registry] })
  const reservedWei = new Counter({ name: 'portico_paymaster_reserved_wei_total', help: 'Max gas cost reserved by paymaster signatures (wei; spend at most), by chain', labelNames: ['chain'], registers: [registry] })
  const lag = new Gauge({ name: 'portico_indexer_lag_blocks', help: "Blocks the activity index is behind the chain's head, by chain", labelNames: ['chain'], registers: [registry] })
  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      requests.inc({ method, route, status: String(status) })
      latency.observe({ method, route }, seconds)
    },
    rateLimited: (bucket) => rateLimited.inc({ bucket }),
    mailSent: () => mails.inc({ result: 'sent' }),
    mailFailed: () => mails.inc({ result: 'failed' }),
    paymasterReserved({ chainId, maxCost }) {
      reservations.inc({ chain: String(chainId) })
      // A counter holds a float: wei above 2^53 lose precision, which a rate graph tolerates.
      reservedWei.inc({ chain: String(chainId) }, Number(maxCost))
    },
    indexerLag: ({ chainId, blocks }) => lag.set({ chain: String(chainId) }, Math.max(0, blocks)),
  }
}
