import { Agent, request as httpRequest } from 'node:http'
import { latencySummary } from './percentiles.ts'

/** Many visitors behind one trusted proxy: each request comes from one of `clients` addresses. */
export function clientHeader(clients = 2_000): Record<string, string> {
  const n = Math.floor(Math.random() * clients)
  return { 'x-forwarded-for': `10.${n >> 8}.${n & 255}.7` }
}

export type OpenLoopResult = {
  title: string
  /** Offered load, requests per second. */
  offered: number
  /** Measured requests answered with a 2xx over the time from the first one's planned start to the last one's answer. */
  rps: number
  /** Latency from each request's planned start to the end of its answer, ms (2xx answers of the measured part). */
  p50: number
  p99: number
  max: number
  /** Non-2xx answers, connection errors and timeouts in the measured part. */
  errors: number
  /** Requests in the measured part (the warm-up excluded). */
  requests: number
  /** How late the generator itself sent, p99 over the measured part, ms (its own event loop's lag, counted in the latency). */
  sendLagP99: number
}

export type OpenLoopScenario = {
  title: string
  /** Offered load, requests per second. */
  rate: number
  /** Seconds measured, after the warm-up. */
  durationS: number
  /** Seconds sent at the same rate before the measured part and left out of the figures (connections opened, caches filled). */
  warmupS: number
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  /** A fresh body for each request. */
  body?: () => string
  /** The answer of each request (for counting what was accepted). */
  onResponse?: (status: number, body: string) => void
  /** Keep-alive connections (default: rate / 10, 10 to 100); a request with none free waits, and that wait counts. */
  connections?: number
  /** A request unanswered after this long is an error (default 10 s). */
  timeoutMs?: number
}

type Outcome = { planned: number; sent: number; done: number; ok: boolean }

/**
 * An open-loop load at a constant rate: request i is planned at start + i / rate, whatever became of
 * the earlier ones, and its latency runs from that planned moment (so a stalled server or a busy
 * generator shows as latency, not as fewer requests: no coordinated omission). Requests go out
 * evenly spaced, not in bursts. The first `warmupS` seconds are sent but left out of the figures.
 */
export async function runOpenLoop(scenario: OpenLoopScenario): Promise<OpenLoopResult> {
  const { rate, durationS, warmupS, url, method = 'GET', headers = {}, body, onResponse, timeoutMs = 10_000 } = scenario
  const connections = scenario.connections ?? Math.max(10, Math.min(100, Math.ceil(rate / 10)))
  // FIFO hands requests to the sockets in turn, so at a low rate none sits idle long enough for the server to close it.
  const agent = new Agent({ keepAlive: true, maxSockets: connections, scheduling: 'fifo' })
  const interval = 1000 / rate
  const total = Math.round((warmupS + durationS) * rate)
  const measuredFrom = Math.round(warmupS * rate)
  const outcomes: Promise<Outcome>[] = []
  const send = (planned: number): Promise<Outcome> =>
    new Promise((resolve) => {
      const sent = performance.now()
      const payload = body?.()
      const finish = (ok: boolean) => resolve({ planned, sent, done: performance.now(), ok })
      const req = httpRequest(url, {
        method,
        agent,
        headers: { ...headers, ...clientHeader(), ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }) },
      })
      req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')))
      req.on('error', () => finish(false))
      req.on('response', (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', () => finish(false))
        res.on('end', () => {
          const status = res.statusCode ?? 0
          onResponse?.(status, Buffer.concat(chunks).toString('utf8'))
          finish(status >= 200 && status < 300)
        })
      })
      req.end(payload)
    })
  const start = performance.now()
  await new Promise<void>((resolve) => {
    let next = 0
    const tick = () => {
      const now = performance.now()
      // Everything whose planned moment has come goes now (a late timer sends the backlog at once).
      while (next < total && start + next * interval <= now) {
        outcomes.push(send(start + next * interval))
        next += 1
      }
      if (next >= total) return resolve()
      setTimeout(tick, Math.max(0, start + next * interval - performance.now()))
    }
    tick()
  })
  const measured = (await Promise.all(outcomes)).slice(measuredFrom)
  agent.destroy()
  return summarize(scenario.title, rate, measured)
}

/** The figures of the measured requests. Exported for its test. */
export function summarize(title: string, rate: number, measured: Outcome[]): OpenLoopResult {
  const answered = measured.filter((o) => o.ok)
  const latency = latencySummary(answered.map((o) => o.done - o.planned))
  const lag = latencySummary(measured.map((o) => o.sent - o.planned))
  const first = measured[0]?.planned ?? 0
  const last = answered.reduce((latest, o) => Math.max(latest, o.done), first)
  return {
    title,
    offered: rate,
    rps: last > first ? (answered.length * 1000) / (last - first) : 0,
    p50: latency.p50,
    p99: latency.p99,
    max: latency.max,
    errors: measured.length - answered.length,
    requests: measured.length,
    sendLagP99: lag.p99,
  }
}
