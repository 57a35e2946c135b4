// `npm run bench:server`: load on the Portico server at a fixed offered rate (open loop, autocannon's
// overallRate), against 127.0.0.1. Visitors come from 2,000 addresses behind one trusted proxy
// (X-Forwarded-For), as a real deployment's would, so every request also goes through the rate limiter.
//
// 1. One instance on SQLite: the wallet list and analytics ingestion at 500 req/s, the chain RPC
//    proxy against a local devnet (anvil) at 500 req/s, sign-in verify at 50 req/s.
// 2. Two instances on one Postgres (a throwaway cluster): the wallet list and analytics at 500 req/s
//    in total, half to each.
//
// Prints req/s, p50/p99 latency, errors (non-2xx, timeouts) and analytics events lost (accepted with
// 202 but not in the database). DURATION (default 60 s per scenario) and SCENARIOS (comma-separated:
// sqlite, rpc, siwx, two) change the run. It fails only when requests fail or events are lost.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet } from '@portico/devnet'
import type { Kysely } from 'kysely'
import { createProject, type Database, startServer } from '../src/index.ts'
import { startPostgres } from '../src/testing/postgres.ts'
import { analyticsLoad } from './analyticsLoad.ts'
import { type FixedRateResult, formatRow, header, runFixedRate } from './fixedRate.ts'
import { prepareSignIns } from './signIns.ts'

const DURATION_S = Number(process.env.DURATION ?? 60)
const RATE = Number(process.env.RATE ?? 500)
const SCENARIOS = new Set((process.env.SCENARIOS ?? 'sqlite,rpc,siwx,two').split(','))
const ORIGIN = 'http://127.0.0.1:5173'
const PROJECT = 'bench'

const rows: (FixedRateResult & { lost?: number })[] = []
const print = (row: FixedRateResult & { lost?: number }) => {
  rows.push(row)
  console.log(formatRow(row))
}
const count = async (db: Kysely<Database>) =>
  Number((await db.selectFrom('analytics_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
/** The stored events once the requests still in flight when the load stopped have landed (the count holds for 1 s). */
const stored = async (db: Kysely<Database>) => {
  let last = await count(db)
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const now = await count(db)
    if (now === last) return now
    last = now
  }
}
/** Events answered 202 but missing from the database (in-flight requests cut off at the end store events nobody counted: never below 0). */
/** Lets the requests autocannon left in flight finish before a server closes. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000))
const lostOf = (accepted: number, inDatabase: number) => Math.max(0, accepted - inDatabase)

console.log(`Portico server at a fixed offered rate: ${DURATION_S} s per scenario, 127.0.0.1, 2,000 client addresses\n`)
console.log(header)

const dir = mkdtempSync(join(tmpdir(), 'portico-bench-'))
const devnet = SCENARIOS.has('rpc') || SCENARIOS.has('siwx') ? await startDevnet({ chains: [{ chainId: 31337, port: 0 }] }) : undefined
const rpcUrls: Record<number, string> = devnet ? { 31337: devnet.chains[0]!.rpcUrl } : {}
try {
  if (SCENARIOS.has('sqlite') || SCENARIOS.has('rpc') || SCENARIOS.has('siwx')) {
    const server = await startServer({ port: 0, sqlitePath: join(dir, 'bench.sqlite'), trustProxy: 1, rpcUrls })
    try {
      await createProject(server.db, { id: PROJECT, name: 'Bench', allowedOrigins: [ORIGIN] })
      const q = `projectId=${PROJECT}`
      if (SCENARIOS.has('sqlite')) {
        print(await runFixedRate({ title: 'SQLite: GET /getWallets (40 wallets)', rate: RATE, durationS: DURATION_S, url: `${server.url}/getWallets?${q}&page=1&entries=40`, headers: { origin: ORIGIN } }))
        const load = analyticsLoad(ORIGIN)
        const before = await stored(server.db)
        const result = await runFixedRate({ title: 'SQLite: POST /e (10 events a request)', rate: RATE, durationS: DURATION_S, url: `${server.url}/e?${q}`, method: 'POST', headers: { origin: ORIGIN }, body: load.body, onResponse: load.onResponse })
        print({ ...result, lost: lostOf(load.counts.accepted, (await stored(server.db)) - before) })
      }
      if (SCENARIOS.has('rpc') && devnet) {
        const body = () => JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] })
        print(await runFixedRate({ title: 'SQLite: POST /v1 RPC proxy → anvil', rate: RATE, durationS: DURATION_S, url: `${server.url}/v1/?chainId=31337&${q}`, method: 'POST', headers: { origin: ORIGIN }, body }))
      }
      if (SCENARIOS.has('siwx') && devnet) {
        const rate = Math.max(1, Math.round(RATE / 10))
        const signIns = await prepareSignIns({ serverUrl: server.url, projectId: PROJECT, origin: ORIGIN, count: rate * DURATION_S + 200 })
        print(await runFixedRate({ title: 'SQLite: POST /v1/siwx/verify (EOA, anvil)', rate, durationS: DURATION_S, url: `${server.url}/v1/siwx/verify?${q}`, method: 'POST', headers: { origin: ORIGIN }, body: signIns.body }))
      }
      await settle()
    } finally {
      await server.close()
    }
  }

  if (SCENARIOS.has('two')) {
    const postgres = await startPostgres()
    const [a, b] = await Promise.all([0, 1].map(() => startServer({ port: 0, databaseUrl: postgres.url, trustProxy: 1 })))
    try {
      await createProject(a!.db, { id: PROJECT, name: 'Bench', allowedOrigins: [ORIGIN] })
      const half = Math.round(RATE / 2)
      const both = async (title: string, run: (url: string, rate: number) => Promise<FixedRateResult>) => {
        const [x, y] = await Promise.all([run(a!.url, half), run(b!.url, RATE - half)])
        return {
          title,
          offered: x!.offered + y!.offered,
          rps: x!.rps + y!.rps,
          p50: Math.max(x!.p50, y!.p50),
          p99: Math.max(x!.p99, y!.p99),
          errors: x!.errors + y!.errors,
          requests: x!.requests + y!.requests,
        }
      }
      const q = `projectId=${PROJECT}`
      print(await both('2 × Postgres: GET /getWallets', (url, rate) => runFixedRate({ title: '', rate, durationS: DURATION_S, url: `${url}/getWallets?${q}&page=1&entries=40`, headers: { origin: ORIGIN } })))
      const load = analyticsLoad(ORIGIN)
      const result = await both('2 × Postgres: POST /e (10 events a request)', (url, rate) =>
        runFixedRate({ title: '', rate, durationS: DURATION_S, url: `${url}/e?${q}`, method: 'POST', headers: { origin: ORIGIN }, body: load.body, onResponse: load.onResponse }),
      )
      print({ ...result, lost: lostOf(load.counts.accepted, await stored(a!.db)) })
      await settle()
    } finally {
      await Promise.all([a!.close(), b!.close()])
      await postgres.stop()
    }
  }
} finally {
  await devnet?.stop()
  rmSync(dir, { recursive: true, force: true })
}
console.log('\nlost: analytics events answered as accepted (202) but not in the database.')
if (rows.some((row) => row.errors > 0 || (row.lost ?? 0) > 0)) {
  console.error('bench:server: some requests failed or events were lost')
  process.exit(1)
}
