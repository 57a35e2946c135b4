import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { runOpenLoop } from './openLoop.ts'
import { latencySummary } from './percentiles.ts'

const servers: ReturnType<typeof createServer>[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve))
})

/** A local server that notes when each request arrived and answers as `answer` decides. */
async function serve(answer: (arrived: number, res: ServerResponse) => void = (_, res) => res.end('ok')) {
  const arrivals: number[] = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const arrived = performance.now()
    arrivals.push(arrived)
    req.resume()
    req.on('end', () => answer(arrived, res))
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, arrivals }
}

describe('runOpenLoop', () => {
  it('sends evenly spaced requests, not a burst per second, and leaves the warm-up out of the figures', async () => {
    const { url, arrivals } = await serve()
    const result = await runOpenLoop({ title: 'even', rate: 40, durationS: 1, warmupS: 0.5, url })
    expect(arrivals).toHaveLength(60)
    expect(result.requests).toBe(40)
    expect(result.errors).toBe(0)
    // 25 ms apart as planned. autocannon's overallRate sent each second's 40 at once (10 connections, 4 back to back each); here a
    // generator whose timer fires late sends only the requests planned meanwhile (a busy machine: a few).
    const mostIn10ms = Math.max(...arrivals.map((t) => arrivals.filter((u) => u >= t && u < t + 10).length))
    expect(mostIn10ms).toBeLessThanOrEqual(8)
    const span = arrivals.at(-1)! - arrivals[0]!
    expect(span).toBeGreaterThan(1_300)
  })

  it('keeps sending while the server stalls, and counts each latency from the planned start (no coordinated omission)', async () => {
    // The server holds every answer until 300 ms after the first request: a stall at the start of the run.
    let releaseAt = 0
    const { url, arrivals } = await serve((arrived, res) => {
      releaseAt ||= arrived + 300
      setTimeout(() => res.end('ok'), Math.max(0, releaseAt - performance.now()))
    })
    const result = await runOpenLoop({ title: 'stall', rate: 50, durationS: 1, warmupS: 0, url, connections: 50 })
    // Open loop: about 15 requests went out during the 300 ms stall instead of waiting for the first answer.
    expect(arrivals.filter((t) => t < releaseAt).length).toBeGreaterThanOrEqual(10)
    expect(result.requests).toBe(50)
    expect(result.max).toBeGreaterThanOrEqual(290)
    expect(result.p99).toBeGreaterThanOrEqual(250)
    expect(result.p50).toBeLessThan(100)
  })

  it('counts answers other than 2xx and refused connections as errors', async () => {
    const { url } = await serve((_, res) => {
      res.statusCode = 429
      res.end()
    })
    const refused = await runOpenLoop({ title: 'refused', rate: 20, durationS: 0.5, warmupS: 0, url: 'http://127.0.0.1:1/' })
    const limited = await runOpenLoop({ title: '429', rate: 20, durationS: 0.5, warmupS: 0, url })
    expect([refused.errors, refused.requests]).toEqual([10, 10])
    expect([limited.errors, limited.requests, limited.rps]).toEqual([10, 10, 0])
  })
})

describe('latencySummary', () => {
  it('takes nearest-rank percentiles, each sample counted once', () => {
    const samples = Array.from({ length: 2_000 }, (_, i) => i + 1).reverse()
    expect(latencySummary(samples)).toEqual({ p50: 1_000, p99: 1_980, max: 2_000 })
    expect(latencySummary([3.14159])).toEqual({ p50: 3.1, p99: 3.1, max: 3.1 })
    expect(latencySummary([])).toEqual({ p50: 0, p99: 0, max: 0 })
  })
})
