// TEMPORARY diagnostic: evenly spaced open-loop load, client latency vs the server's request log and pauses.
import { spawn } from 'node:child_process'
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { analyticsLoad } from './analyticsLoad.ts'
import { runOpenLoop } from './openLoop.ts'
import { latencySummary } from './percentiles.ts'
import { pin } from './pinning.ts'
import { startPostgres } from '../src/testing/postgres.ts'

pin(process.pid, 0)
const rates = (process.env.RATES ?? '10,50,200').split(',').map(Number)
const duration = Number(process.env.DUR ?? 20)
const routes: Record<string, string> = { config: '/v1/config?projectId=bench', registry: '/getWallets?projectId=bench&page=1&entries=40', analytics: '/e?projectId=bench' }
const route = process.env.ROUTE ?? 'registry'
const dir = mkdtempSync(join(tmpdir(), 'p99-'))
const logPath = '/tmp/p99/server.log'
const main = fileURLToPath(new URL('./serverProcess.ts', import.meta.url))
const out = createWriteStream(logPath)
await new Promise((r) => out.on('open', r))
const pgc = process.env.PG ? await startPostgres() : undefined
const child = spawn('taskset', ['-c', '1', process.execPath, ...(process.env.NODEFLAGS ? process.env.NODEFLAGS.split(' ') : []), '--import', 'tsx', '--conditions=@portico/source', main], {
  env: { ...process.env, BENCH_PROJECT: 'bench', BENCH_ORIGIN: 'http://127.0.0.1:5173', ...(pgc ? { DATABASE_URL: pgc.url } : { BENCH_SQLITE_PATH: join(dir, 'b.sqlite') }) },
  stdio: ['ignore', out, 'inherit', 'ipc'],
})
const tracer = process.env.STRACE ? spawn('strace', ['--seccomp-bpf', '-f', '-tt', '-T', '-e', 'trace=fsync,fdatasync', '-o', '/tmp/p99/strace.txt', '-p', String(child.pid)], { stdio: 'ignore' }) : undefined
let nextId = 0
const waiting = new Map<number, (v: unknown) => void>()
const url: string = await new Promise((r) => child.on('message', (m: { url?: string; id?: number; value?: unknown }) => { if (m.id) { waiting.get(m.id)?.(m.value); return } if (m.url) r(m.url) }))
const ask = (what: string) => new Promise<any>((r) => { nextId += 1; waiting.set(nextId, r); child.send({ id: nextId, ask: what }) })
const analytics = analyticsLoad('http://127.0.0.1:5173')
const post = route === 'analytics' ? { method: 'POST' as const, body: analytics.body } : {}
const lines = () => readFileSync(logPath, 'utf8').split('\n').filter((l) => l.includes('"request"')).length
await runOpenLoop({ title: 'w', rate: 100, durationS: 2, warmupS: 0, url: url + routes[route], headers: { origin: 'http://127.0.0.1:5173' }, ...post })
const dbFile = join(dir, 'b.sqlite')
const { statSync } = await import('node:fs')
const ckpts: number[] = []
let lastM = pgc ? 0 : statSync(dbFile).mtimeMs
const poll = pgc ? undefined : setInterval(() => { const m = statSync(dbFile).mtimeMs; if (m !== lastM) { ckpts.push(Date.now()); lastM = m } }, 2)
import pg from 'pg'
import { childrenOf, parentOf } from './pinning.ts'
let postmaster = 0
if (pgc) { const c = new pg.Client({ connectionString: pgc.url }); await c.connect(); postmaster = parentOf((await c.query('select pg_backend_pid() as pid')).rows[0].pid); await c.end() }
const backends = new Set<number>()
const bpoll = pgc ? setInterval(() => { for (const p of childrenOf(postmaster)) backends.add(p) }, 20) : undefined
for (const rate of rates) {
  ckpts.length = 0
  const before0 = new Set(pgc ? childrenOf(postmaster) : [])
  backends.clear()
  await ask('pauses')
  const cpu0 = await ask('cpu')
  const before = lines()
  const r = await runOpenLoop({ title: route, rate, durationS: duration, warmupS: 1, url: url + routes[route], headers: { origin: 'http://127.0.0.1:5173' }, ...post })
  const cpu1 = await ask('cpu')
  const pauses = await ask('pauses')
  await new Promise((res) => setTimeout(res, 300))
  const all = readFileSync(logPath, 'utf8').split('\n').filter((l) => l.includes('"request"')).slice(before).map((l) => JSON.parse(l).durationMs as number)
  const st = pauses.stalls as { at: number; wallMs: number; cpuMs: number }[]
  console.log(`  stalls: ${st.length}; top by wall: ${[...st].sort((a, b) => b.wallMs - a.wallMs).slice(0, 8).map((x) => `${x.wallMs.toFixed(0)}ms(cpu ${x.cpuMs.toFixed(0)})`).join(' ')}`)
  console.log(`  own-CPU stalls (cpu >= 8 ms): ${st.filter((x) => x.cpuMs >= 8).map((x) => `${x.wallMs.toFixed(0)}ms(cpu ${x.cpuMs.toFixed(0)})`).join(' ')}`)
  if (pgc) console.log(`  Postgres processes seen during the run that were not there before: ${[...backends].filter((p) => !before0.has(p)).length}`)
  const near = (t: number) => ckpts.some((c) => Math.abs(c - t) < 60)
  console.log(`  checkpoints seen: ${ckpts.length}; stalls >= 5ms near a checkpoint: ${st.filter((x) => x.wallMs >= 5 && near(x.at)).map((x) => `${x.wallMs.toFixed(0)}ms(cpu ${x.cpuMs.toFixed(0)})`).join(' ')}; elsewhere ${st.filter((x) => x.wallMs >= 5 && !near(x.at)).length}`)
  const srv = latencySummary(all.slice(-r.requests))
  const cpuMs = (cpu1.user + cpu1.system - cpu0.user - cpu0.system) / 1000 / (r.requests + rate)
  console.log(`${route} ${rate}/s n=${r.requests} client p50 ${r.p50} p99 ${r.p99} max ${r.max} errors ${r.errors} rps ${r.rps.toFixed(1)} sendLagP99 ${r.sendLagP99} | server handler p50 ${srv.p50} p99 ${srv.p99} max ${srv.max} | cpu/req ${cpuMs.toFixed(2)} | loop p99 ${pauses.loopP99Ms.toFixed(1)} max ${pauses.loopMaxMs.toFixed(1)} gc n ${pauses.gc.count} total ${pauses.gc.totalMs.toFixed(0)} max ${pauses.gc.maxMs.toFixed(1)}`)
}
if (poll) clearInterval(poll)
tracer?.kill('SIGINT')
if (bpoll) clearInterval(bpoll)
child.kill('SIGTERM')
await new Promise((r) => child.on('exit', r))
await pgc?.stop()
