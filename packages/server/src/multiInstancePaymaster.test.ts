import { type Address, numberToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getPaymasterPolicy, setPaymasterPolicy } from './paymaster/policy.ts'
import { createProject } from './projects/projects.ts'
import { useTestDatabase } from './testing/databases.ts'
import { type InstanceProcess, startInstanceProcess } from './testing/instanceProcess.ts'
import { paymasterRequest, sampleMaxCost, sampleUserOperation } from './testing/paymaster.ts'

const senderOf = (index: number) => numberToHex(0x5000 + index, { size: 20 }) as Address

/**
 * Issue 29: the paymaster's limits hold across instances. Two server processes on one Postgres get 20
 * simultaneous `pm_getPaymasterData` calls: exactly as many are signed as the budget (or the account's
 * daily cap) allows, and what is reserved never passes it.
 */
describe('the paymaster budget across two server processes on one Postgres', () => {
  const database = useTestDatabase('postgres', { migrate: false })
  let a: InstanceProcess
  let b: InstanceProcess

  beforeAll(async () => {
    const env = { DATABASE_URL: database.location().url!, PORTICO_TEST_PAYMASTER: '1' }
    ;[a, b] = await Promise.all([startInstanceProcess('a', env), startInstanceProcess('b', env)])
  }, 120_000)
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
  })

  const burst = (projectId: string, requests: unknown[]) =>
    Promise.all(
      requests.map((body, index) =>
        fetch(`${(index % 2 ? b : a).url}/v1/paymaster?projectId=${projectId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { result?: unknown; error?: { data?: { reason?: string } } },
        })),
      ),
    )

  it("signs exactly as many of 20 simultaneous requests (20 accounts) as the project's budget holds", async () => {
    const { db } = database.get()
    await createProject(db, { name: 'Shop', id: 'p' })
    await setPaymasterPolicy(db, 'p', { enabled: true, chains: [1], targets: null, accountDailyCap: (sampleMaxCost() * 100n).toString(), budget: (sampleMaxCost() * 7n).toString() })
    const answers = await burst('p', Array.from({ length: 20 }, (_, index) => paymasterRequest('pm_getPaymasterData', sampleUserOperation({ sender: senderOf(index) }), { id: index })))
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    expect(answers.filter((answer) => answer.body.result).length).toBe(7)
    expect(answers.filter((answer) => answer.body.error?.data?.reason === 'paymaster_budget_exhausted').length).toBe(13)
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(sampleMaxCost() * 7n)
    expect(await db.selectFrom('paymaster_reservations').select('sender').where('project_id', '=', 'p').execute()).toHaveLength(7)
  })

  it("signs exactly as many of 20 simultaneous requests from one account (20 nonces) as its daily cap holds", async () => {
    const { db } = database.get()
    await createProject(db, { name: 'Shop', id: 'cap' })
    await setPaymasterPolicy(db, 'cap', { enabled: true, chains: [1], targets: null, accountDailyCap: (sampleMaxCost() * 3n).toString(), budget: (sampleMaxCost() * 100n).toString() })
    const answers = await burst('cap', Array.from({ length: 20 }, (_, index) => paymasterRequest('pm_getPaymasterData', sampleUserOperation({ sender: senderOf(100), nonce: BigInt(index) }), { id: index })))
    expect(answers.filter((answer) => answer.body.result).length).toBe(3)
    expect(answers.filter((answer) => answer.body.error?.data?.reason === 'paymaster_account_cap_reached').length).toBe(17)
    expect((await getPaymasterPolicy(db, 'cap')).spent).toBe(sampleMaxCost() * 3n)
  })

  it('charges one sender and nonce once, however many of 20 simultaneous requests for it the two instances sign', async () => {
    const { db } = database.get()
    await createProject(db, { name: 'Shop', id: 'replay' })
    await setPaymasterPolicy(db, 'replay', { enabled: true, chains: [1], targets: null })
    const answers = await burst('replay', Array.from({ length: 20 }, (_, index) => paymasterRequest('pm_getPaymasterData', sampleUserOperation({ sender: senderOf(101), nonce: 5n }), { id: index })))
    // None refused (a stranger's request must not block the account's own); only one of them can ever land.
    expect(answers.filter((answer) => answer.body.result).length).toBe(20)
    expect((await getPaymasterPolicy(db, 'replay')).spent).toBe(sampleMaxCost())
    const day = await db.selectFrom('paymaster_account_days').select('spent').where('project_id', '=', 'replay').executeTakeFirstOrThrow()
    expect(BigInt(day.spent)).toBe(sampleMaxCost())
  })
})
