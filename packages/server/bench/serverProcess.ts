// One Portico server as its own process for `npm run bench:server`, so the load generator and the
// server can run on different cores and the server's own CPU time can be read. Configured by the
// environment (DATABASE_URL, or BENCH_SQLITE_PATH; BENCH_RPC_URL for the devnet chain 31337), with
// the production CLI's JSON request log (to stdout, which the bench discards). Over its IPC channel it
// sends `{ url }` once it listens, and answers `cpu` (process.cpuUsage(), µs), `events` (analytics
// events stored) and `pauses` (its event loop's delay and garbage collection since the last `pauses`).
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'
import { createProject, startServer } from '../src/index.ts'
import { createLogger } from '../src/log/createLogger.ts'

const rpcUrl = process.env.BENCH_RPC_URL
const server = await startServer({
  port: 0,
  databaseUrl: process.env.DATABASE_URL || undefined,
  sqlitePath: process.env.BENCH_SQLITE_PATH,
  trustProxy: 1,
  rpcUrls: rpcUrl ? { 31337: rpcUrl } : {},
  logger: createLogger({ level: 'info' }),
})
await createProject(server.db, { id: process.env.BENCH_PROJECT!, name: 'Bench', allowedOrigins: [process.env.BENCH_ORIGIN!] })

// What holds the event loop: its delay (sampled every 10 ms) and the garbage collector's pauses.
const loopDelay = monitorEventLoopDelay({ resolution: 10 })
loopDelay.enable()
const gc = { count: 0, totalMs: 0, maxMs: 0 }
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count += 1
    gc.totalMs += entry.duration
    gc.maxMs = Math.max(gc.maxMs, entry.duration)
  }
}).observe({ entryTypes: ['gc'] })

// Stalls: every 10 ms tick that came over 20 ms late, with how much CPU the main thread itself used
// meanwhile (near the wall time: it was busy, e.g. a synchronous call or a collection; near zero: it
// waited, off the CPU or in a blocking system call).
const stalls: { at: number; wallMs: number; cpuMs: number }[] = []
let lastWall = performance.now()
let lastCpu = process.threadCpuUsage()
setInterval(() => {
  const wall = performance.now()
  const cpu = process.threadCpuUsage()
  if (wall - lastWall > 30) stalls.push({ at: Date.now(), wallMs: wall - lastWall - 10, cpuMs: (cpu.user + cpu.system - lastCpu.user - lastCpu.system) / 1000 })
  lastWall = wall
  lastCpu = cpu
}, 10).unref()

type Ask = { id: number; ask: 'cpu' | 'events' | 'pauses' }
process.on('message', async ({ id, ask }: Ask) => {
  if (ask === 'cpu') return process.send!({ id, value: process.cpuUsage() })
  if (ask === 'pauses') {
    const value = { loopP99Ms: loopDelay.percentile(99) / 1e6, loopMaxMs: loopDelay.max / 1e6, gc: { ...gc }, stalls: stalls.splice(0) }
    loopDelay.reset()
    Object.assign(gc, { count: 0, totalMs: 0, maxMs: 0 })
    return process.send!({ id, value })
  }
  const row = await server.db.selectFrom('analytics_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  process.send!({ id, value: Number(row.n) })
})
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)))
process.send!({ url: server.url })
