import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Address, encodeAbiParameters, encodeEventTopics, numberToHex, pad } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProject } from '../projects/projects.ts'
import type { RunningServer } from '../runningServer.ts'
import { startServer } from '../startServer.ts'
import { useTestDatabase } from '../testing/databases.ts'
import { entryPoint07, testPaymasterAddress, testPaymasterKey } from '../testing/paymaster.ts'
import { getPaymasterPolicy, setPaymasterPolicy } from './policy.ts'
import { reserveSponsorship } from './reserveSponsorship.ts'
import { userOperationEvent } from './settleSponsorships.ts'

const sender: Address = '0x000000000000000000000000000000000000beef'
const maxCost = 10n ** 15n
const actualCost = (maxCost * 7n) / 10n

/**
 * A chain whose EntryPoint reports that `sender`'s UserOperation (nonce 3) landed through the test
 * paymaster at `actualCost`. Each `eth_getLogs` is answered only once two are waiting (or after
 * 2 s), so both instances hold the open reservation at the same time and both try to settle it.
 */
function fakeChain() {
  const log = {
    address: entryPoint07,
    topics: encodeEventTopics({ abi: [userOperationEvent], eventName: 'UserOperationEvent', args: { userOpHash: pad('0x01'), sender, paymaster: testPaymasterAddress } }),
    data: encodeAbiParameters([{ type: 'uint256' }, { type: 'bool' }, { type: 'uint256' }, { type: 'uint256' }], [3n, true, actualCost, 100_000n]),
    blockNumber: '0x60',
    blockHash: pad('0x02'),
    transactionHash: pad('0x03'),
    transactionIndex: '0x0',
    logIndex: '0x0',
    removed: false,
  }
  const state = { getLogs: 0, blocks: 0, waiting: [] as (() => void)[] }
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: number; method: string }
      const answer = (result: unknown) => response.end(JSON.stringify({ jsonrpc: '2.0', id, result }))
      if (method === 'eth_blockNumber') return answer(numberToHex(100))
      // A block a pass: the chain moves on while the servers sweep (each pass reads the blocks since the last).
      if (method === 'eth_getBlockByNumber') return answer({ number: numberToHex(100 + ++state.blocks), timestamp: numberToHex(Math.floor(Date.now() / 1000)), hash: pad('0x64'), parentHash: pad('0x63'), transactions: [] })
      if (method !== 'eth_getLogs') return answer(null)
      state.getLogs += 1
      const release = () => state.waiting.splice(0).forEach((go) => go())
      state.waiting.push(() => answer([log]))
      if (state.waiting.length >= 2) release()
      else setTimeout(release, 2_000)
    })
  })
  return { server, state }
}

describe('paymaster settlement off the request path (two server instances on one Postgres)', () => {
  const database = useTestDatabase('postgres', { migrate: false })
  const chain = fakeChain()
  let servers: RunningServer[] = []

  beforeAll(async () => {
    await new Promise<void>((done) => chain.server.listen(0, '127.0.0.1', done))
    const rpcUrl = `http://127.0.0.1:${(chain.server.address() as AddressInfo).port}`
    const start = () =>
      startServer({
        port: 0,
        databaseUrl: database.location().url!,
        rpcUrls: { 31337: rpcUrl },
        paymaster: { signer: testPaymasterKey, paymasters: { 31337: testPaymasterAddress } },
        paymasterSettleEveryMs: 50,
      })
    // One after the other: the second finds the database migrated.
    servers = [await start(), await start()]
  }, 60_000)
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
    chain.server.close()
  })

  it('both sweep the landed UserOperation at once; it is settled once: the budget and the day hold its actual cost', async () => {
    const { db } = database.get()
    await createProject(db, { name: 'Shop', id: 'p' })
    await setPaymasterPolicy(db, 'p', { enabled: true, chains: [31337], targets: null })
    const now = Date.now()
    await reserveSponsorship(db, { projectId: 'p', chainId: 31337, sender, nonce: 3n, opHash: pad('0x01'), maxCost, validUntil: Math.floor(now / 1000) + 600, now, check: () => undefined })
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(maxCost)

    const settledAt = () => db.selectFrom('paymaster_reservations').select(['settled_at', 'actual_cost']).where('sender', '=', sender).executeTakeFirstOrThrow()
    await expect.poll(async () => (await settledAt()).settled_at, { timeout: 10_000 }).not.toBeNull()
    // Both instances read the chain for it (one eth_getLogs per pass each) and tried to settle it.
    expect(chain.state.getLogs).toBeGreaterThanOrEqual(2)
    await new Promise((resolve) => setTimeout(resolve, 300)) // more passes: nothing left to settle

    expect((await settledAt()).actual_cost).toBe(actualCost.toString())
    // Refunded once (maxCost - actualCost): twice would leave 0.4 of maxCost.
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(actualCost)
    const day = await db.selectFrom('paymaster_account_days').select('spent').where('project_id', '=', 'p').where('sender', '=', sender).executeTakeFirstOrThrow()
    expect(BigInt(day.spent)).toBe(actualCost)
  }, 30_000)
})
