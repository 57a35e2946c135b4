/**
 * One Portico server instance as its own process, for the multi-instance tests
 * (`multiInstance.test.ts`). Configured by the environment: DATABASE_URL, PORTICO_TEST_RPC_URL (the
 * devnet's chain 31337, indexed), PORTICO_TEST_LEASE_MS. Prints JSON lines: `{ url }` once it
 * listens, `{ indexed: { chainId, from, to } }` after each block range it indexed.
 */
import { startServer } from '../startServer.ts'
import { fixtureWallets } from './wallets.ts'

const rpcUrl = process.env.PORTICO_TEST_RPC_URL
const server = await startServer({
  port: 0,
  databaseUrl: process.env.DATABASE_URL,
  wallets: fixtureWallets(),
  rpcUrls: rpcUrl ? { 31337: rpcUrl } : {},
  indexChains: rpcUrl ? [31337] : [],
  indexPollMs: 100,
  indexLeaseMs: Number(process.env.PORTICO_TEST_LEASE_MS ?? 2000),
  // The sandbox on-ramp on the devnet chain, so a checkout opened on one instance can be paid on another.
  devnetSandboxOnramp: Boolean(rpcUrl),
  onIndexed: (range) => console.log(JSON.stringify({ indexed: range, at: Date.now() })),
})
console.log(JSON.stringify({ url: server.url }))
const stop = () => void server.close().then(() => process.exit(0))
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
