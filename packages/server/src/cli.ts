#!/usr/bin/env node
/**
 * `portico-server`: serve the API and manage projects. `portico-server --help` lists the commands.
 *
 *   npx tsx packages/server/src/cli.ts start
 *   npm run server -- project create --name "My app" --origins http://127.0.0.1:5173
 */
import { hideSqliteWarning } from './cli/hideSqliteWarning.ts'

// Before the server (and node:sqlite) loads: Node 22 would print an ExperimentalWarning for it on stderr.
hideSqliteWarning()
const { runCli } = await import('./cli/runCli.ts')

const code = await runCli(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  onStarted(server) {
    let stopping = false
    const shutdown = () => {
      if (stopping) return
      stopping = true
      void server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error)
          process.exit(1)
        },
      )
    }
    process.once('SIGINT', shutdown)
    process.once('SIGTERM', shutdown)
  },
})
if (code !== 0) process.exit(code)
