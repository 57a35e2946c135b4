import { resolveChains } from '../chains/chains.ts'
import { type ServerConfig, loadConfig } from '../config.ts'
import { createDatabase } from '../db/createDatabase.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { pendingMigrations } from '../db/pendingMigrations.ts'
import { CliUsageError, ProjectNotFoundError, ServerError } from '../errors.ts'
import type { RunningServer } from '../runningServer.ts'
import { parseArgs } from './parseArgs.ts'
import { runProjectCommand } from './projectCommands.ts'
import { usage } from './usage.ts'

export type CliIo = {
  env: Record<string, string | undefined>
  out(line: string): void
  err(line: string): void
  /** Called by `start` once the server listens (the CLI waits for a signal there). */
  onStarted?: ((server: RunningServer) => void) | undefined
}

/**
 * Runs one `portico-server` command. Returns the exit code: 0, 1 on failure, 2 on bad usage.
 * `start` resolves once the server is up (it keeps serving; see `onStarted`).
 */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv
  try {
    if (!command || command === '--help' || command === '-h' || command === 'help') {
      io.out(usage)
      return command ? 0 : 2
    }
    // `check` reads the environment itself: a bad variable is one of its lines, not an early exit.
    if (command === 'check') {
      const { checkCommand } = await import('./checkCommand.ts')
      return await checkCommand(rest, io)
    }
    const config = loadConfig(io.env)
    switch (command) {
      case 'start':
        return await start(config, rest, io)
      case 'migrate':
        return await migrate(config, rest, io)
      case 'project':
        return await withDatabase(config, async (db) => {
          await migrateToLatest(db)
          await runProjectCommand(db, rest, io)
        })
      default:
        throw new CliUsageError(`Unknown command "${command}"`)
    }
  } catch (error) {
    if (error instanceof CliUsageError) {
      io.err(`error: ${error.message}\nRun \`portico-server --help\` for usage.`)
      return 2
    }
    if (error instanceof ProjectNotFoundError) {
      io.err(`error: No project "${error.projectId ?? ''}" (portico-server project list shows them)`)
      return 1
    }
    io.err(`error: ${error instanceof ServerError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    return 1
  }
}

async function start(config: ServerConfig, args: string[], io: CliIo): Promise<number> {
  if (args.length) throw new CliUsageError(`start takes no arguments (configure it with environment variables)`)
  // Loaded here, not at the top: the server (Hono, the chain clients, mail, the wallet frame) is most
  // of the CLI's start-up, and the project commands never need it.
  const { startServer } = await import('../startServer.ts')
  const { createLogger } = await import('../log/createLogger.ts')
  const server = await startServer({
    host: config.host,
    port: config.port,
    databaseUrl: config.databaseUrl,
    sqlitePath: config.sqlitePath,
    publicUrl: config.publicUrl,
    bodyLimit: config.bodyLimit,
    drainMs: config.drainMs,
    logger: createLogger({ level: config.logLevel }),
    metrics: config.metrics,
    trustProxy: config.trustProxy,
    rpcUrls: config.rpcUrls,
    bundlerUrls: config.bundlerUrls,
    accountApiUrls: config.accountApiUrls,
    accountApiKey: config.accountApiKey,
    tokenList: config.tokenList,
    scamList: config.scamList,
    priceApi: config.priceApi,
    paymasterUrls: config.paymasterUrls,
    devnet: config.devnet,
    paymaster: config.paymaster,
    ensGateway: config.ensGateway,
    ensNames: config.ensNames,
    embeddedWallet: config.embeddedWallet && {
      masterKey: config.embeddedWallet.masterKey,
      smtpUrl: config.embeddedWallet.smtpUrl,
      mailFrom: config.embeddedWallet.mailFrom,
      framePort: config.embeddedWallet.framePort,
      frameOrigin: config.embeddedWallet.frameOrigin,
    },
    indexStartBlocks: config.indexStartBlocks,
    // By default the devnet chains it serves (none in production), never the public chains.
    indexChains:
      config.indexChains ??
      resolveChains(config.rpcUrls, { devnet: config.devnet })
        .filter((chain) => chain.devnet)
        .map((chain) => chain.chainId),
  })
  const where = server.dialect === 'postgres' ? 'postgres' : `sqlite ${config.sqlitePath}`
  io.out(`Portico server listening on ${server.url} (${where})`)
  if (server.frameUrl) io.out(`Wallet frame on ${server.frameUrl}`)
  if (server.metricsUrl) io.out(`Metrics on ${server.metricsUrl} (loopback only)`)
  io.onStarted?.(server)
  return 0
}

async function migrate(config: ServerConfig, args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs(args, { 'dry-run': { type: 'boolean' } })
  if (positionals.length) throw new CliUsageError(`migrate takes no argument "${positionals[0]}"`)
  return await withDatabase(config, async (db) => {
    if (values['dry-run']) {
      const pending = await pendingMigrations(db)
      io.out(pending.length ? pending.map((name) => `pending ${name}`).join('\n') : 'Database is up to date.')
      return
    }
    const results = await migrateToLatest(db)
    io.out(results.length ? results.map((r) => `applied ${r.migrationName}`).join('\n') : 'Database is up to date.')
  })
}

async function withDatabase(
  config: ServerConfig,
  run: (db: ReturnType<typeof createDatabase>['db']) => Promise<void>,
): Promise<number> {
  const database = createDatabase({ url: config.databaseUrl, sqlitePath: config.sqlitePath })
  try {
    await run(database.db)
    return 0
  } finally {
    await database.destroy()
  }
}
