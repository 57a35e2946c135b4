// `npm run bench:paymaster`: the gas-sponsorship figures (issue 29), printed, not asserted.
//
// 1. `pm_getPaymasterData` at a fixed offered rate (open loop; RATE, default 50 req/s, for DURATION,
//    default 20 s) against one server on SQLite over 127.0.0.1: each request a new sender and nonce
//    (so each is signed and reserved, never a replay). Prints p50/p99/max latency and the refusals.
// 2. UserOperations per second through the local bundler (alto on an anvil devnet): ACCOUNTS (default
//    10) counterfactual Safes (EntryPoint v0.7) each send OPS (default 3) sponsored UserOperations one
//    after another (the first deploys the Safe), all accounts at once, paymaster data from the same
//    server. Prints landed UserOperations over the wall time from the first send to the last receipt.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineDevnetChain, startDevnet } from '@portico/devnet'
import { toSafeSmartAccount } from 'permissionless/accounts'
import { type Address, createPublicClient, http, numberToHex } from 'viem'
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createProject, setPaymasterPolicy, startServer } from '../src/index.ts'
import { kitSafe } from '../src/paymaster/safeAccount.ts'
import { kitSafeFactoryData, paymasterRequest, sampleUserOperation, testPaymasterKey, testPaymasterSigner } from '../src/testing/paymaster.ts'

const RATE = Number(process.env.RATE ?? 50)
const DURATION_S = Number(process.env.DURATION ?? 20)
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 10)
const OPS = Number(process.env.OPS ?? 3)
const entryPoint07 = '0x0000000071727De22E5E9d8BAf0edAc6f37da032' as const

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
const dir = mkdtempSync(join(tmpdir(), 'portico-bench-paymaster-'))
const devnet = await startDevnet({ chains: [{ chainId: 31337, port: 0 }], bundler: true, paymasterSigner: testPaymasterSigner.address })
const chain = devnet.chains[0]!
const server = await startServer({
  port: 0,
  sqlitePath: join(dir, 'bench.sqlite'),
  rpcUrls: { 31337: chain.rpcUrl },
  devnet: true,
  paymaster: { signer: testPaymasterKey, paymasters: { 31337: chain.paymaster } },
  // The figure is the route's latency, not the limiter's refusals.
  rateLimits: { paymaster: { limit: 1_000_000, windowMs: 60_000 } },
})
try {
  await createProject(server.db, { name: 'Bench', id: 'bench' })
  await setPaymasterPolicy(server.db, 'bench', { enabled: true, chains: [31337], targets: null, accountDailyCap: (10n ** 18n).toString(), budget: (10n ** 24n).toString() })
  const url = `${server.url}/v1/paymaster?projectId=bench`

  // 1. pm_getPaymasterData at RATE req/s.
  const total = RATE * DURATION_S
  const latencies: number[] = []
  let refused = 0
  let failed = 0
  const started = performance.now()
  const inFlight: Promise<void>[] = []
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / RATE
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    // A new kit Safe each (judged from its factoryData; the base fee comes from the reader's cache).
    const op = sampleUserOperation({ sender: numberToHex(0x10000 + index, { size: 20 }) as Address, maxFeePerGas: 100_000_000n, maxPriorityFeePerGas: '0x1', factory: kitSafe.proxyFactory, factoryData: kitSafeFactoryData({ saltNonce: BigInt(index) }) })
    const body = JSON.stringify(paymasterRequest('pm_getPaymasterData', op, { chainId: '0x7a69', id: index }))
    const sent = performance.now()
    inFlight.push(
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (response) => {
          const answer = (await response.json()) as { result?: unknown }
          latencies.push(performance.now() - sent)
          if (response.status !== 200) failed++
          else if (!answer.result) refused++
        })
        .catch(() => void failed++),
    )
  }
  await Promise.all(inFlight)
  const sorted = latencies.sort((a, b) => a - b)
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`
  console.log(`pm_getPaymasterData at ${RATE} req/s for ${DURATION_S} s (${total} requests, SQLite, 127.0.0.1):`)
  console.log(`  p50 ${fmt(percentile(sorted, 50))}, p99 ${fmt(percentile(sorted, 99))}, max ${fmt(sorted.at(-1) ?? NaN)}; refused ${refused}, failed ${failed}`)

  // 2. Sponsored UserOperations through alto.
  const viemChain = defineDevnetChain({ chainId: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl })
  const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl), pollingInterval: 50 })
  const paymaster = createPaymasterClient({ transport: http(url) })
  const accounts = await Promise.all(
    Array.from({ length: ACCOUNTS }, () => toSafeSmartAccount({ client, owners: [privateKeyToAccount(generatePrivateKey())], version: '1.4.1', entryPoint: { address: entryPoint07, version: '0.7' } })),
  )
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const begin = performance.now()
  const landed = await Promise.all(
    accounts.map(async (account) => {
      const bundler = createBundlerClient({ account, client, paymaster, transport: http(chain.bundlerUrl), pollingInterval: 50 })
      let ok = 0
      for (let op = 0; op < OPS; op++) {
        const hash = await bundler.sendUserOperation({ calls: [{ to: recipient, value: 0n }] })
        if ((await bundler.waitForUserOperationReceipt({ hash, timeout: 60_000, pollingInterval: 50 })).success) ok++
      }
      return ok
    }),
  )
  const seconds = (performance.now() - begin) / 1000
  const count = landed.reduce((sum, n) => sum + n, 0)
  console.log(`\nSponsored UserOperations through the local bundler (alto, anvil, ${ACCOUNTS} Safes x ${OPS}, the first deploying each):`)
  console.log(`  ${count} landed in ${seconds.toFixed(2)} s: ${(count / seconds).toFixed(1)} UserOperations/s`)
} finally {
  await server.close()
  await devnet.stop()
  rmSync(dir, { recursive: true, force: true })
}
