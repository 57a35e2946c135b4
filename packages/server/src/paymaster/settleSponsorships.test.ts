import { type Address, numberToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { createProject } from '../projects/projects.ts'
import { databaseKinds, useTestDatabase } from '../testing/databases.ts'
import { entryPoint07, testPaymasterAddress } from '../testing/paymaster.ts'
import { getPaymasterPolicy, setPaymasterPolicy } from './policy.ts'
import { reserveSponsorship } from './reserveSponsorship.ts'
import { settleSponsorships } from './settleSponsorships.ts'

const landedSender = '0x00000000000000000000000000000000000000AA' as Address

/** A chain whose paymaster's only UserOperationEvent is `landedSender`'s nonce 0, at `cost`; it counts its reads. */
function chainWith(cost: bigint) {
  const reads = { logs: 0 }
  const client = {
    getBlockNumber: async () => 100n,
    getLogs: async () => {
      reads.logs += 1
      return [{ args: { sender: landedSender, nonce: 0n, actualGasCost: cost, paymaster: testPaymasterAddress, success: true } }]
    },
  }
  return { reads, client: client as unknown as Parameters<typeof settleSponsorships>[1]['client'] }
}

describe.each(databaseKinds)('settleSponsorships (%s)', (kind) => {
  const database = useTestDatabase(kind)

  it('reads no chain while nothing is open; one eth_getLogs for all; a landed one is settled behind 250 older ones still pending', async () => {
    const { db } = database.get()
    const { reads, client } = chainWith(1_000n)
    const settle = () => settleSponsorships(db, { chainId: 31337, client, entryPoint: entryPoint07, paymaster: testPaymasterAddress, now: Date.now() })
    expect(await settle()).toBe(0)
    expect(reads.logs).toBe(0)

    await createProject(db, { name: 'Shop', id: 'p' })
    await setPaymasterPolicy(db, 'p', { enabled: true, chains: [31337], targets: null })
    const now = Date.now()
    const reserve = (sender: Address, at: number) =>
      reserveSponsorship(db, { projectId: 'p', chainId: 31337, sender, nonce: 0n, maxCost: 5_000n, validUntil: Math.floor(now / 1000) + 600, now: at, check: () => undefined })
    for (let i = 0; i < 250; i++) await reserve(numberToHex(0x1000 + i, { size: 20 }), now - 1_000 + i)
    await reserve(landedSender, now)

    expect(await settle()).toBe(1)
    expect(reads.logs).toBe(1)
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(250n * 5_000n + 1_000n)
    expect(await db.selectFrom('paymaster_sponsorships').select('sender').where('settled_at', 'is not', null).execute()).toEqual([{ sender: landedSender }])
  }, 30_000)
})
