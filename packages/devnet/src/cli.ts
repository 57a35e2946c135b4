#!/usr/bin/env node
/**
 * Starts the Portico devnet with the default chains, each with its ERC-4337 bundler, and keeps it up
 * until SIGINT/SIGTERM. `PORTICO_DEVNET_PORT` moves the first chain's port (the next chains use the
 * ports after it); `PORTICO_DEVNET_BUNDLER=off` starts no bundler.
 *
 *   npx tsx packages/devnet/src/cli.ts
 */
import { defaultDevnetChains } from './constants.ts'
import { formatDevnet } from './formatDevnet.ts'
import { startDevnet } from './startDevnet.ts'

const firstPort = process.env.PORTICO_DEVNET_PORT ? Number(process.env.PORTICO_DEVNET_PORT) : undefined
if (firstPort !== undefined && (!Number.isInteger(firstPort) || firstPort <= 0 || firstPort > 65_535)) {
  console.error(`PORTICO_DEVNET_PORT must be a port number, got "${process.env.PORTICO_DEVNET_PORT}".`)
  process.exit(1)
}
const chains = defaultDevnetChains.map((chain, index) =>
  firstPort === undefined ? chain : { ...chain, port: firstPort + index },
)

try {
  const devnet = await startDevnet({ chains, bundler: process.env.PORTICO_DEVNET_BUNDLER !== 'off' })
  console.log(formatDevnet(devnet))
  console.log('\nPress Ctrl+C to stop.')
  const shutdown = () => {
    void devnet.stop().then(() => process.exit(0))
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
