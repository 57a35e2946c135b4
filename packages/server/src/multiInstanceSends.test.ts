import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseMasterKey } from './embedded/masterKey.ts'
import { createEmbeddedSession } from './embedded/sessions.ts'
import { findOrCreateUser } from './embedded/wallets.ts'
import { createProject } from './projects/projects.ts'
import { useTestDatabase } from './testing/databases.ts'
import { useTestDevnet } from './testing/devnet.ts'
import { testFrameOrigin, testMasterKey } from './testing/embeddedKeys.ts'
import { type InstanceProcess, startInstanceProcess } from './testing/instanceProcess.ts'

const appOrigin = 'https://app.example.com'

/**
 * Issue 27: two server processes on one Postgres send for the same embedded-wallet user at once:
 * every send takes its own nonce (a lease per address, an explicit nonce) and lands.
 */
describe('embedded-wallet sends from two server processes on one Postgres', () => {
  const devnet = useTestDevnet()
  const database = useTestDatabase('postgres', { migrate: false })
  let a: InstanceProcess
  let b: InstanceProcess

  beforeAll(async () => {
    const env = { DATABASE_URL: database.location().url!, PORTICO_TEST_RPC_URL: devnet.chain().rpcUrl, PORTICO_TEST_EMBEDDED: '1' }
    ;[a, b] = await Promise.all([startInstanceProcess('a', env), startInstanceProcess('b', env)])
  }, 120_000)
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
  })

  it('gives each of four simultaneous sends for one user its own nonce, and all land', async () => {
    const { db } = database.get()
    await createProject(db, { name: 'Shop', id: 'p', allowedOrigins: [appOrigin], features: { email: true } })
    const now = Date.now()
    const { userId } = await findOrCreateUser(db, { provider: 'email', subject: 'sender@example.com', master: parseMasterKey(testMasterKey), now })
    const { address } = await db.selectFrom('embedded_wallets').select('address').where('user_id', '=', userId).executeTakeFirstOrThrow()
    const { token } = await createEmbeddedSession(db, { projectId: 'p', userId, frameOrigin: testFrameOrigin, parentOrigin: appOrigin, now, ttlMs: 60 * 60_000 })
    await devnet.sendEth(devnet.accounts()[0]!, address as Hex, '1')

    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const send = (instance: InstanceProcess, wei: number) =>
      fetch(`${instance.url}/v1/embedded/sign?projectId=p`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: testFrameOrigin, authorization: `Bearer ${token}` },
        body: JSON.stringify({ method: 'eth_sendTransaction', chainId: 31337, transaction: { to, value: `0x${(parseEther('0.001') + BigInt(wei)).toString(16)}` } }),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as { hash?: Hex; error?: unknown } }))
    const answers = await Promise.all([send(a, 1), send(b, 2), send(a, 3), send(b, 4)])
    expect(answers.map((answer) => answer.status), JSON.stringify(answers)).toEqual([200, 200, 200, 200])

    const client = createPublicClient({ transport: http(devnet.chain().rpcUrl) })
    const receipts = await Promise.all(answers.map((answer) => client.waitForTransactionReceipt({ hash: answer.body.hash!, pollingInterval: 20 })))
    expect(receipts.every((receipt) => receipt.status === 'success')).toBe(true)
    const nonces = await Promise.all(answers.map(async (answer) => (await client.getTransaction({ hash: answer.body.hash! })).nonce))
    expect([...nonces].sort()).toEqual([0, 1, 2, 3])
    expect(Number((await db.selectFrom('sender_nonces').select('next_nonce').executeTakeFirstOrThrow()).next_nonce)).toBe(4)
  })
})
