// `npm run bench:server`: what one Portico server sustains, measured so the load generator does not
// take the server's CPU. The server runs in a process of its own; with `taskset` and two cores the
// generator (this process) is pinned to core 0 and the server, with its Postgres cluster, to core 1,
// so the server side has one core whatever the generator costs. Visitors come from 2,000 addresses
// behind one trusted proxy (X-Forwarded-For), so every request goes through the rate limiter, and the
// server writes its JSON request log as `portico-server start` does.
//
// The load is open loop at a constant rate (openLoop.ts): requests evenly spaced, each one's latency
// counted from its planned start, so a stalled server or a late generator shows as latency. Each run
// first sends WARMUP seconds (default 2) at its rate, left out of the figures, then measures for STEP
// seconds (default 10) or longer, so that it holds at least MIN_SAMPLES requests (default 2,000: p99
// is then the 20th slowest answer, not the slowest one or two).
//
// For each route (the remote config, the wallet registry's list, analytics ingestion with 10 events a
// request) on SQLite and then on Postgres (a throwaway cluster), it reads the server's CPU time per
// request (process.cpuUsage of the server process around a run at CPU_RATE, default 200 req/s) and the
// Postgres cluster's (its processes' /proc times), then searches the highest offered rate whose p99
// stays at or under 20 ms with no error and the rate served (see rateSearch.ts), and the highest it
// serves at all, whatever the latency. Each run also says how late the generator sent (its p99) and
// what held the server's event loop (serverProcess.ts). ROUTES (config,registry,analytics) and
// DATABASES (sqlite,postgres) change the run. It fails only when analytics events answered as
// accepted are missing from the database.
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { startPostgres, type TestPostgres } from '../src/testing/postgres.ts'
import { analyticsLoad } from './analyticsLoad.ts'
import { runOpenLoop } from './openLoop.ts'
import { canPin, childrenOf, coreBusyMs, parentOf, pin, treeCpuMs } from './pinning.ts'
import { type Probe, searchRate } from './rateSearch.ts'
import { type ServerChild, type ServerPauses, startServerChild } from './serverChild.ts'

const STEP_S = Number(process.env.STEP ?? 10)
const WARMUP_S = Number(process.env.WARMUP ?? 2)
const MIN_SAMPLES = Number(process.env.MIN_SAMPLES ?? 2_000)
const ROUTES = (process.env.ROUTES ?? 'config,registry,analytics').split(',') as RouteName[]
const DATABASES = (process.env.DATABASES ?? 'sqlite,postgres').split(',')
const P99_MS = 20
/** The offered rate at which each route's CPU time per request is read. */
const CPU_RATE = Number(process.env.CPU_RATE ?? 200)
const ORIGIN = 'http://127.0.0.1:5173'
const PROJECT = 'bench'

type RouteName = 'config' | 'registry' | 'analytics'
const analytics = analyticsLoad(ORIGIN)
const routes: Record<RouteName, { title: string; path: string; post?: boolean }> = {
  config: { title: 'GET /v1/config', path: `/v1/config?projectId=${PROJECT}` },
  registry: { title: 'GET /getWallets (40 wallets)', path: `/getWallets?projectId=${PROJECT}&page=1&entries=40` },
  analytics: { title: 'POST /e (10 events a request)', path: `/e?projectId=${PROJECT}`, post: true },
}

const pinned = canPin()
if (pinned) pin(process.pid, 0)
const serverCpu = pinned ? 1 : undefined
const cpu = cpus()[0]
console.log(
  `Portico server, highest offered rate with p99 ≤ ${P99_MS} ms; open loop, evenly spaced requests; each run ${WARMUP_S} s of warm-up (not counted), then ${STEP_S} s or more (at least ${MIN_SAMPLES} requests); 127.0.0.1, 2,000 client addresses`,
)
console.log(`machine: ${cpus().length} × ${cpu?.model ?? 'unknown CPU'}, load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`)
console.log(
  pinned
    ? 'pinned (taskset): load generator on core 0; server and its Postgres on core 1 (other jobs on the machine are not pinned away)'
    : 'not pinned (no taskset or one core): generator and server share the cores; the CPU time per request is still the server’s own',
)

const rows: string[] = []
let lost = 0
const dir = mkdtempSync(join(tmpdir(), 'portico-bench-'))
try {
  for (const database of DATABASES) {
    const postgres = database === 'postgres' ? await startPostgres() : undefined
    const postmaster = postgres ? await postmasterOf(postgres) : undefined
    if (postmaster && serverCpu !== undefined) for (const pid of [postmaster, ...childrenOf(postmaster)]) pin(pid, serverCpu)
    const env = { BENCH_PROJECT: PROJECT, BENCH_ORIGIN: ORIGIN, ...(postgres ? { DATABASE_URL: postgres.url } : { BENCH_SQLITE_PATH: join(dir, 'bench.sqlite') }) }
    const server = await startServerChild(env, serverCpu)
    try {
      for (const name of ROUTES) {
        const route = routes[name]
        const run = (rate: number, durationS = Math.max(STEP_S, Math.ceil(MIN_SAMPLES / rate))) =>
          probe(server, postmaster, { ...route, title: `${database}: ${route.title}`, rate, durationS })
        await run(100, 2) // the route's first requests compile, fill caches and open connections
        const before = name === 'analytics' ? await storedEvents(server) : 0
        const acceptedBefore = analytics.counts.accepted
        // CPU per request at one moderate rate for every route, so the server's fixed costs (timers) weigh the same in each.
        const cost = await run(CPU_RATE)
        console.log(`  ${formatProbe(cost)}`)
        const onProbe = (p: Probe) => console.log(`  ${formatProbe(p)}`)
        const fast = await searchRate((rate) => run(rate), { start: 50, p99Ms: P99_MS, onProbe })
        // The most it serves at all (every request answered, the offered rate kept up with), whatever the latency.
        const served = await searchRate((rate) => run(rate), { start: 100, p99Ms: Number.POSITIVE_INFINITY, onProbe })
        if (name === 'analytics') lost += Math.max(0, analytics.counts.accepted - acceptedBefore - ((await storedEvents(server)) - before))
        rows.push(summaryRow(database, route.title, cost, fast, served.best))
        console.log(`= ${rows.at(-1)}`)
      }
    } finally {
      await server.stop()
      await postgres?.stop()
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}

console.log(`\n| database | route | server CPU per request | Postgres CPU per request | one core's worth | p50 / p99 at ${CPU_RATE} req/s | highest rate with p99 ≤ ${P99_MS} ms | highest rate served |`)
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |')
for (const row of rows) console.log(row)
console.log(`load average at the end ${loadavg().map((n) => n.toFixed(2)).join(' ')}`)
if (lost > 0) {
  console.error(`bench:server: ${lost} analytics events answered as accepted are not in the database`)
  process.exit(1)
}

/** One run at `rate`, with the server process's and the Postgres cluster's CPU time around it. */
async function probe(server: ServerChild, postmaster: number | undefined, o: { title: string; rate: number; durationS: number; path: string; post?: boolean }): Promise<Probe> {
  const serverBefore = await server.cpuMs()
  const databaseBefore = postmaster ? treeCpuMs(postmaster) : 0
  const coreBefore = serverCpu === undefined ? 0 : coreBusyMs(serverCpu)
  await server.pauses() // from here on
  const started = performance.now()
  const result = await runOpenLoop({
    title: o.title,
    rate: o.rate,
    durationS: o.durationS,
    warmupS: WARMUP_S,
    url: `${server.url}${o.path}`,
    headers: { origin: ORIGIN },
    ...(o.post ? { method: 'POST' as const, body: analytics.body, onResponse: analytics.onResponse } : {}),
  })
  const wallMs = performance.now() - started
  // CPU time over every request sent in the run, the warm-up's included.
  const requests = Math.max(1, Math.round(o.rate * (WARMUP_S + o.durationS)))
  const serverMs = (await server.cpuMs()) - serverBefore
  const pauses = await server.pauses()
  const databaseMs = postmaster ? treeCpuMs(postmaster) - databaseBefore : 0
  // What else ran on the server's core meanwhile: its busy time less the server's and its Postgres's own.
  const othersOnCore = serverCpu === undefined ? undefined : Math.max(0, coreBusyMs(serverCpu) - coreBefore - serverMs - databaseMs) / wallMs
  return { ...result, serverCpuMs: serverMs / requests, databaseCpuMs: postmaster ? databaseMs / requests : undefined, othersOnCore, pauses }
}

function percent(share: number): string {
  return `${Math.round(share * 100)} %`
}

/**
 * A row of the summary table (Markdown, as the docs publish it). "One core's worth" is 1,000 ms over
 * the server side's CPU time per request: the rate at which the core would be busy with nothing else,
 * queueing aside (a ceiling, not a measured rate).
 */
function summaryRow(database: string, title: string, cost: Probe, fast: { best: Probe | undefined; probes: Probe[] }, served: Probe | undefined): string {
  const postgresCpu = cost.databaseCpuMs === undefined ? '–' : `${cost.databaseCpuMs.toFixed(2)} ms`
  const ceiling = Math.round(1000 / (cost.serverCpuMs + (cost.databaseCpuMs ?? 0)) / 10) * 10
  const others = (p: Probe) => (p.othersOnCore === undefined ? '' : `; other jobs ${percent(p.othersOnCore)} of the core`)
  const lowest = fast.probes.reduce((a, b) => (b.offered < a.offered ? b : a), fast.probes[0]!)
  const quick = fast.best
    ? `${fast.best.offered} req/s (p99 ${fast.best.p99} ms${others(fast.best)})`
    : `none: p99 ${lowest.p99} ms at ${lowest.offered} req/s${others(lowest)}`
  const most = served ? `${served.offered} req/s (p99 ${served.p99} ms${others(served)})` : 'none'
  return `| ${database} | \`${title}\` | ${cost.serverCpuMs.toFixed(2)} ms | ${postgresCpu} | ${ceiling} req/s | ${cost.p50} / ${cost.p99} ms | ${quick} | ${most} |`
}

function formatProbe(p: Probe): string {
  const database = p.databaseCpuMs === undefined ? '' : `, Postgres ${p.databaseCpuMs.toFixed(2)} ms`
  const others = p.othersOnCore === undefined ? '' : `  other jobs on its core ${percent(p.othersOnCore)}`
  const stall = p.pauses.stalls.reduce<ServerPauses['stalls'][number] | undefined>((a, b) => (a && a.wallMs >= b.wallMs ? a : b), undefined)
  const loop = `server loop delay p99 ${p.pauses.loopP99Ms.toFixed(0)} max ${p.pauses.loopMaxMs.toFixed(0)} ms, GC max ${p.pauses.gc.maxMs.toFixed(0)} ms${stall ? `, longest stall ${stall.wallMs.toFixed(0)} ms (its own CPU ${stall.cpuMs.toFixed(0)} ms)` : ''}`
  return `${p.title.padEnd(44)} ${String(p.offered).padStart(6)} offered ${p.rps.toFixed(0).padStart(6)} req/s  n ${p.requests}  p50 ${p.p50} p99 ${p.p99} max ${p.max} ms  errors ${p.errors}  generator late p99 ${p.sendLagP99} ms  CPU/request: server ${p.serverCpuMs.toFixed(2)} ms${database}${others}; ${loop}`
}

/** Analytics events in the database once the requests in flight have landed (the count holds for 1 s). */
async function storedEvents(server: ServerChild): Promise<number> {
  let last = await server.storedEvents()
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const now = await server.storedEvents()
    if (now === last) return now
    last = now
  }
}

/** The cluster's postmaster: the parent of a backend that serves this connection. */
async function postmasterOf(postgres: TestPostgres): Promise<number> {
  const client = new pg.Client({ connectionString: postgres.url })
  await client.connect()
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
    return parentOf(rows[0]!.pid)
  } finally {
    await client.end()
  }
}
