/**
 * One Portico server instance as its own process, for the multi-instance tests
 * (`multiInstance.test.ts`). Configured by the environment: DATABASE_URL, PORTICO_TEST_RPC_URL (the
 * devnet's chain 31337, indexed), PORTICO_TEST_LEASE_MS. Prints JSON lines: `{ url }` once it
 * listens, `{ indexed: { chainId, from, to } }` after each block range it indexed.
 */
import { createServer } from 'node:net'
import { startServer } from '../startServer.ts'
import { testFrameOrigin, testMasterKey } from './embeddedKeys.ts'
import { fixtureWallets } from './wallets.ts'
import { testChainReader, testPaymasterAddress, testPaymasterKey } from './paymaster.ts'

const rpcUrl = process.env.PORTICO_TEST_RPC_URL
// PORTICO_TEST_EMBEDDED=1: the embedded wallet too (the test master key and frame origin; mails go nowhere), on a
// port chosen first since it needs its public URL.
const embedded = process.env.PORTICO_TEST_EMBEDDED === '1'
const port = embedded ? await freePort() : 0
const server = await startServer({
  port,
  ...(embedded
    ? {
        publicUrl: `http://127.0.0.1:${port}`,
        embeddedWallet: { masterKey: testMasterKey, mailer: { send: async () => {} }, framePort: 0, frameOrigin: testFrameOrigin },
      }
    : {}),
  databaseUrl: process.env.DATABASE_URL,
  wallets: fixtureWallets(),
  rpcUrls: rpcUrl ? { 31337: rpcUrl } : {},
  indexChains: rpcUrl ? [31337] : [],
  indexPollMs: 100,
  indexLeaseMs: Number(process.env.PORTICO_TEST_LEASE_MS ?? 2000),
  // The sandbox on-ramp on the devnet chain, so a checkout opened on one instance can be paid on another.
  devnetSandboxOnramp: Boolean(rpcUrl),
  // The Sandbox Exchange too: a payment started on one instance is confirmed (paid once) on any.
  sandboxExchange: Boolean(rpcUrl),
  // PORTICO_TEST_PAYMASTER=1: the paymaster service with the test signer on chain 1 (it signs without reading the chain).
  ...(process.env.PORTICO_TEST_PAYMASTER === '1' ? { paymaster: { signer: testPaymasterKey, paymasters: { 1: testPaymasterAddress }, chainReader: testChainReader() } } : {}),
  onIndexed: (range) => console.log(JSON.stringify({ indexed: range, at: Date.now() })),
})
console.log(JSON.stringify({ url: server.url }))
const stop = () => void server.close().then(() => process.exit(0))
process.once('SIGTERM', stop)
process.once('SIGINT', stop)

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port: free } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return free
}
