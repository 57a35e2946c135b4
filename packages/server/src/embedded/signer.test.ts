import { sql } from 'kysely'
import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { findOrCreateUser } from './wallets.ts'
import { signForUser } from './signer.ts'
import { parseMasterKey } from './masterKey.ts'
import { openPrivateKey } from './sealKey.ts'
import { useTestDatabase } from '../testing/databases.ts'
import { useTestDevnet } from '../testing/devnet.ts'
import { testMasterKey } from '../testing/embedded.ts'

const master = parseMasterKey(testMasterKey)
const embeddedTables = ['embedded_users', 'embedded_identities', 'embedded_wallets', 'embedded_devices', 'embedded_logins', 'embedded_sessions', 'embedded_challenges'] as const

describe('the embedded wallet signs and sends (sqlite, devnet)', () => {
  const database = useTestDatabase('sqlite')
  const devnet = useTestDevnet()

  it('sends a transaction that lands on the chain', async () => {
    const { db } = database.get()
    const { userId } = await findOrCreateUser(db, { provider: 'email', subject: 'alice@example.com', master, now: Date.now() })
    const { address } = await db.selectFrom('embedded_wallets').select('address').where('user_id', '=', userId).executeTakeFirstOrThrow()
    const [funder] = devnet.accounts()
    await devnet.sendEth(funder!, address as `0x${string}`, '1')
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const client = devnet.wallet(funder!)
    const before = await client.getBalance({ address: to })
    const result = await signForUser(db, {
      userId,
      master,
      chains: [devnet.chain()],
      request: { method: 'eth_sendTransaction', chainId: 31337, transaction: { to, value: parseEther('0.01') } },
    })
    if (!('hash' in result)) throw new Error('expected a hash')
    const receipt = await client.waitForTransactionReceipt({ hash: result.hash, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('0.01'))
    // No gas limit was asked for: half again the estimate (a plain transfer's 21,000).
    expect((await client.getTransaction({ hash: result.hash })).gas).toBe(31_500n)
  })

  it('cannot sign from a database dump alone: the dump holds no key, and another master key opens nothing', async () => {
    const { db } = database.get()
    const { userId } = await findOrCreateUser(db, { provider: 'email', subject: 'bob@example.com', master, now: Date.now() })
    // The dump: every row of every embedded-wallet table, as a thief would copy them.
    const dump: Record<string, unknown[]> = {}
    for (const table of embeddedTables) dump[table] = (await sql`select * from ${sql.table(table)}`.execute(db)).rows
    const text = JSON.stringify(dump)
    const wallet = await db.selectFrom('embedded_wallets').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow()
    const secret = openPrivateKey(master, wallet.sealed_key, { userId, address: wallet.address })
    expect(text).not.toContain(secret.toString('hex'))
    expect(text).not.toContain(secret.toString('base64'))

    // A thief's server on the dump, with any master key but the real one, signs nothing.
    const { db: thief } = database.connectAgain()
    for (const guess of ['00'.repeat(32), 'ff'.repeat(32)]) {
      await expect(
        signForUser(thief, { userId, master: parseMasterKey(guess), chains: [], request: { method: 'personal_sign', message: '0x01' } }),
      ).rejects.toThrow(/sealed under master key/)
    }
    // Even with the key id forged to match, the data key does not unwrap.
    const forged = { ...parseMasterKey('00'.repeat(32)), id: master.id }
    await expect(signForUser(thief, { userId, master: forged, chains: [], request: { method: 'personal_sign', message: '0x01' } })).rejects.toThrow()
    // The real master key does.
    const signed = await signForUser(thief, { userId, master, chains: [], request: { method: 'personal_sign', message: '0x01' } })
    expect('signature' in signed).toBe(true)
  })
})
