// `npm run bench:server`: load on the Portico server on SQLite, with autocannon against 127.0.0.1.
// Prints requests/s and latency percentiles for the wallet list and for analytics ingestion. It fails
// only when requests fail (non-2xx answers or connection errors), never on the figures.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { createProject, startServer } from '../src/index.ts'

const DURATION_S = Number(process.env.DURATION ?? 10)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20)
const ORIGIN = 'http://127.0.0.1:5173'

const dir = mkdtempSync(join(tmpdir(), 'portico-bench-'))
const server = await startServer({ port: 0, sqlitePath: join(dir, 'bench.sqlite') })
await createProject(server.db, { id: 'bench', name: 'Bench', allowedOrigins: [ORIGIN] })

const event = () => ({
  eventId: randomUUID(),
  url: `${ORIGIN}/`,
  domain: '127.0.0.1',
  timestamp: Date.now(),
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
})

type Scenario = { title: string; options: autocannon.Options }
const scenarios: Scenario[] = [
  {
    title: 'GET /getWallets (page 1, 40 wallets)',
    options: { url: `${server.url}/getWallets?projectId=bench&page=1&entries=40`, headers: { origin: ORIGIN } },
  },
  {
    title: 'GET /getWallets (search "wallet")',
    options: { url: `${server.url}/getWallets?projectId=bench&search=wallet&entries=100`, headers: { origin: ORIGIN } },
  },
  {
    title: 'POST /e (batches of 10 events)',
    options: {
      url: `${server.url}/e?projectId=bench&st=portico&sv=html-wagmi-4.2.2`,
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      // A fresh batch per request: every event id is new, so each one is a real insert.
      requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(Array.from({ length: 10 }, event)) }) }],
    },
  },
]

let failed = false
console.log(`Portico server on SQLite: ${CONNECTIONS} connections, ${DURATION_S} s per scenario, 127.0.0.1\n`)
console.log('scenario'.padEnd(40), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(8))
try {
  for (const { title, options } of scenarios) {
    const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options })
    const errors = result.errors + result.timeouts + result.non2xx
    if (errors) failed = true
    console.log(
      title.padEnd(40),
      result.requests.average.toFixed(0).padStart(9),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(errors).padStart(8),
    )
  }
  const { count } = await server.db
    .selectFrom('analytics_events')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  console.log(`\nanalytics events stored: ${count}`)
} finally {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
}
if (failed) {
  console.error('bench:server: some requests failed')
  process.exit(1)
}
