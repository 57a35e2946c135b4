// One Portico server as its own process for `npm run bench:server`, so the load generator and the
// server can run on different cores and the server's own CPU time can be read. Configured by the
// environment (DATABASE_URL, or BENCH_SQLITE_PATH; BENCH_RPC_URL for the devnet chain 31337), with
// the production CLI's JSON request log (to stdout, which the bench discards). Over its IPC channel it
// sends `{ url }` once it listens, and answers `cpu` (process.cpuUsage(), µs) and `events` (analytics
// events stored).
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

type Ask = { id: number; ask: 'cpu' | 'events' }
process.on('message', async ({ id, ask }: Ask) => {
  if (ask === 'cpu') return process.send!({ id, value: process.cpuUsage() })
  const row = await server.db.selectFrom('analytics_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  process.send!({ id, value: Number(row.n) })
})
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)))
process.send!({ url: server.url })
