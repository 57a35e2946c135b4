// TEMPORARY diagnostic: autocannon as the bench runs it, with per-request client timings and the server's request log.
import { spawn } from 'node:child_process'
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { clientHeader } from './fixedRate.ts'
import { pin } from './pinning.ts'

pin(process.pid, 0)
const rate = Number(process.env.RATE ?? 10)
const duration = Number(process.env.DUR ?? 20)
const path = process.env.ROUTE_PATH ?? '/getWallets?projectId=bench&page=1&entries=40'
const dir = mkdtempSync(join(tmpdir(), 'p99-'))
const logPath = '/tmp/p99/server.log'
const main = fileURLToPath(new URL('./serverProcess.ts', import.meta.url))
const out = createWriteStream(logPath)
await new Promise((r) => out.on('open', r))
const child = spawn('taskset', ['-c', '1', process.execPath, ...(process.env.NODEFLAGS ? process.env.NODEFLAGS.split(' ') : []), '--import', 'tsx', '--conditions=@portico/source', main], {
  env: { ...process.env, BENCH_PROJECT: 'bench', BENCH_ORIGIN: 'http://127.0.0.1:5173', BENCH_SQLITE_PATH: join(dir, 'b.sqlite') },
  stdio: ['ignore', out, 'inherit', 'ipc'],
})
const url: string = await new Promise((r) => child.on('message', (m: { url?: string }) => m.url && r(m.url)))
const run = async (r: number, d: number) => {
  const sends: number[] = []
  const lat: { t: number; ms: number }[] = []
  const t0 = performance.now()
  const instance = autocannon({
    url: url + path, duration: d, connections: Math.max(10, Math.min(100, Math.ceil(r / 10))), overallRate: r,
    requests: [{ setupRequest: (req) => { sends.push(performance.now() - t0); return { ...req, headers: { origin: 'http://127.0.0.1:5173', ...clientHeader() } } } }],
  })
  instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => lat.push({ t: performance.now() - t0, ms }))
  const result = await instance
  return { result, sends, lat }
}
await run(100, 2)
const { result, sends, lat } = await run(rate, duration)
const sorted = lat.map((l) => l.ms).sort((a, b) => a - b)
const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]
console.log(`autocannon: p50 ${result.latency.p50} p99 ${result.latency.p99} max ${result.latency.max} requests ${result.requests.total}`)
console.log(`raw per-response samples: n ${sorted.length} p50 ${q(0.5)} p90 ${q(0.9)} p99 ${q(0.99)} max ${sorted.at(-1)}`)
console.log('first 25 send times (ms):', sends.slice(0, 25).map((s) => s.toFixed(1)).join(' '))
console.log('send times 100..125:', sends.slice(100, 125).map((s) => s.toFixed(1)).join(' '))
child.kill('SIGTERM')
await new Promise((r) => child.on('exit', r))
const server = readFileSync(logPath, 'utf8').split('\n').filter((l) => l.includes('"request"')).map((l) => JSON.parse(l).durationMs as number)
const last = server.slice(-sorted.length).sort((a, b) => a - b)
const sq = (p: number) => last[Math.min(last.length - 1, Math.ceil(p * last.length) - 1)]
console.log(`server-side durationMs (last ${last.length}): p50 ${sq(0.5)} p90 ${sq(0.9)} p99 ${sq(0.99)} max ${last.at(-1)}`)
const slow = [...lat].sort((a, b) => b.ms - a.ms).slice(0, 12)
console.log('slowest (completion t, ms):', slow.map((l) => `${l.t.toFixed(0)}:${l.ms.toFixed(1)}`).join(' '))
const bySecond = new Map<number, number[]>()
for (const l of lat) { const s = Math.floor((l.t - 3) / 1000); bySecond.set(s, [...(bySecond.get(s) ?? []), l.ms]) }
console.log('per-second max:', [...bySecond].map(([s, v]) => `${s}:${Math.max(...v).toFixed(0)}`).join(' '))
