import autocannon from 'autocannon'

/** Many visitors behind one trusted proxy: each request comes from one of `clients` addresses. */
export function clientHeader(clients = 2_000): Record<string, string> {
  const n = Math.floor(Math.random() * clients)
  return { 'x-forwarded-for': `10.${n >> 8}.${n & 255}.7` }
}

export type FixedRateResult = { title: string; offered: number; rps: number; p50: number; p99: number; errors: number; requests: number }

export type FixedRateScenario = {
  title: string
  /** Offered load, requests per second, across all connections. */
  rate: number
  durationS: number
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  /** A fresh body for each request. */
  body?: () => string
  /** The answer of each request (for counting what was accepted). */
  onResponse?: (status: number, body: string) => void
}

/**
 * Runs autocannon at a fixed offered rate (`overallRate`), whatever the latency: an open-loop load,
 * so a slow server shows as latency and errors, not as a lower request rate.
 */
export async function runFixedRate(scenario: FixedRateScenario): Promise<FixedRateResult> {
  const { rate, durationS, url, method = 'GET', headers = {}, body, onResponse } = scenario
  const result = await autocannon({
    url,
    method,
    duration: durationS,
    connections: Math.max(10, Math.min(100, Math.ceil(rate / 10))),
    overallRate: rate,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...headers, ...clientHeader(), ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { body: body() } : {}),
        }),
        ...(onResponse ? { onResponse: (status: number, responseBody: string) => onResponse(status, responseBody) } : {}),
      },
    ],
  })
  return {
    title: scenario.title,
    offered: rate,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  }
}
