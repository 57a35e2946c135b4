import { createPublicClient, getAddress, http, parseEther, type Hex, stringToHex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { issueNonce } from '../siwx/nonces.ts'
import { createIndexer } from '../activity/createIndexer.ts'
import { verifySignIn } from '../siwx/verifySignIn.ts'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../testing/databases.ts'
import { useTestDevnet } from '../testing/devnet.ts'
import { testMasterKey } from '../testing/embedded.ts'
import { parseMasterKey } from './masterKey.ts'
import { signForUser } from './signer.ts'
import { describeSmartAccount, requireBundlerChain, userOperationStatus } from './smartAccount.ts'
import { eoaAddress, findOrCreateUser } from './wallets.ts'

const master = parseMasterKey(testMasterKey)
const fresh = () => privateKeyToAccount(generatePrivateKey()).address

// The run's shared devnet with bundlers (alto takes seconds to start): this file sends from accounts 6 and 7 (see sharedDevnetAccounts).
describe("the embedded wallet's smart account (sqlite, devnet with a bundler)", () => {
  const database = useTestDatabase('sqlite')
  const devnet = useTestDevnet({ bundler: true })

  it('signs by ERC-6492 before deployment, deploys with its first send (one UserOperation), then signs by ERC-1271; a batch is one UserOperation', async () => {
    const { db } = database.get()
    const chain = devnet.chain()
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const { userId } = await findOrCreateUser(db, { provider: 'email', subject: 'safe@example.com', master, now: Date.now() })
    const owner = await eoaAddress(db, userId)
    const { address, deployed } = await describeSmartAccount(chain, owner)
    expect(deployed).toBe(false)
    expect(address).not.toBe(owner)
    expect(await client.getCode({ address })).toBeUndefined()

    const message = '0x48656c6c6f' as Hex
    const before = await signForUser(db, { userId, master, chains: [chain], request: { method: 'personal_sign', message, account: 'smartAccount', chainId: 31337 } })
    if (!('signature' in before)) throw new Error('expected a signature')
    expect(before.signature.endsWith('6492'.repeat(16))).toBe(true)
    expect(await client.verifyMessage({ address, message: { raw: message }, signature: before.signature })).toBe(true)
    // The EOA's own signature is not the account's.
    const eoaSigned = await signForUser(db, { userId, master, chains: [chain], request: { method: 'personal_sign', message } })
    if (!('signature' in eoaSigned)) throw new Error('expected a signature')
    expect(await client.verifyMessage({ address, message: { raw: message }, signature: eoaSigned.signature })).toBe(false)

    // No paymaster yet: the account pays its own gas.
    await devnet.sendEth(devnet.accounts()[6]!, address, '1')
    const recipient = fresh()
    const sent = await signForUser(db, {
      userId,
      master,
      chains: [chain],
      request: { method: 'eth_sendTransaction', chainId: 31337, account: 'smartAccount', transaction: { to: recipient, value: 1234n } },
    })
    if (!('hash' in sent)) throw new Error('expected a hash')
    expect((await client.getTransactionReceipt({ hash: sent.hash })).status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(1234n)
    expect((await describeSmartAccount(chain, owner)).deployed).toBe(true)

    const after = await signForUser(db, { userId, master, chains: [chain], request: { method: 'personal_sign', message, account: 'smartAccount', chainId: 31337 } })
    if (!('signature' in after)) throw new Error('expected a signature')
    expect(after.signature.endsWith('6492'.repeat(16))).toBe(false)
    expect(await client.verifyMessage({ address, message: { raw: message }, signature: after.signature })).toBe(true)

    const [first, second] = [fresh(), fresh()]
    const batch = await signForUser(db, {
      userId,
      master,
      chains: [chain],
      request: { method: 'wallet_sendCalls', chainId: 31337, calls: [{ to: first, value: parseEther('0.001') }, { to: second, value: parseEther('0.002') }] },
    })
    if (!('id' in batch)) throw new Error('expected an id')
    let status = await userOperationStatus(requireBundlerChain([chain], 31337), owner, batch.id)
    for (let tries = 0; status.status === 100 && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      status = await userOperationStatus(requireBundlerChain([chain], 31337), owner, batch.id)
    }
    expect(status.status).toBe(200)
    expect(status.receipts).toHaveLength(1)
    expect(await client.getBalance({ address: first })).toBe(parseEther('0.001'))
    expect(await client.getBalance({ address: second })).toBe(parseEther('0.002'))
    // Activity: each UserOperation shows as the transfers it made, from the account (the indexer reads them out of the bundle).
    const indexer = createIndexer({ db, chain, logger: { warn: () => {}, info: () => {} } })
    await indexer.catchUp()
    const rows = await db.selectFrom('transfers').selectAll().where('from_address', '=', address.toLowerCase()).orderBy('block_number').orderBy('log_index').execute()
    expect(rows.map((row) => [row.tx_hash, row.to_address, row.amount, row.tx_from])).toEqual([
      [sent.hash, recipient.toLowerCase(), '1234', address.toLowerCase()],
      [status.receipts![0]!.transactionHash, first.toLowerCase(), parseEther('0.001').toString(), address.toLowerCase()],
      [status.receipts![0]!.transactionHash, second.toLowerCase(), parseEther('0.002').toString(), address.toLowerCase()],
    ])
    // Another user's account does not read this batch.
    const other = await findOrCreateUser(db, { provider: 'email', subject: 'other@example.com', master, now: Date.now() })
    await expect(userOperationStatus(requireBundlerChain([chain], 31337), await eoaAddress(db, other.userId), batch.id)).rejects.toMatchObject({ code: 'embedded_request_unknown' })
    expect(getAddress(address)).toBe(address)
  }, 120_000)

  it('refuses the smart account on a chain without a bundler, and a send the account cannot pay for', async () => {
    const { db } = database.get()
    const { userId } = await findOrCreateUser(db, { provider: 'email', subject: 'poor@example.com', master, now: Date.now() })
    const { bundlerUrl: _, ...noBundler } = devnet.chain()
    await expect(
      signForUser(db, { userId, master, chains: [noBundler], request: { method: 'personal_sign', message: '0x01', account: 'smartAccount', chainId: 31337 } }),
    ).rejects.toMatchObject({ code: 'embedded_smart_account_unavailable', status: 400 })
    await expect(
      signForUser(db, { userId, master, chains: [devnet.chain()], request: { method: 'wallet_sendCalls', chainId: 31337, calls: [{ to: fresh(), value: 1n }] } }),
    ).rejects.toMatchObject({ code: 'embedded_user_operation_failed', status: 400 })
  }, 60_000)

  it("Portico's sign-in accepts the smart account's signature before deployment (ERC-6492) and after (ERC-1271), and refuses another's", async () => {
    const { db } = database.get()
    const chain = devnet.chain()
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const { userId } = await findOrCreateUser(db, { provider: 'email', subject: 'siwx-safe@example.com', master, now: Date.now() })
    const { address } = await describeSmartAccount(chain, await eoaAddress(db, userId))
    const origin = 'https://app.example.com'
    const signIn = async (request: { account?: 'smartAccount' }) => {
      const now = Date.now()
      const { nonce } = await issueNonce(db, { projectId: 'p', chainId: 'eip155:31337', address, origin, now })
      const message = createSiweMessage({ address, chainId: 31337, domain: 'app.example.com', uri: origin, nonce, version: '1', issuedAt: new Date(now) })
      const signed = await signForUser(db, { userId, master, chains: [chain], request: { method: 'personal_sign', message: stringToHex(message), chainId: 31337, ...request } })
      if (!('signature' in signed)) throw new Error('expected a signature')
      return verifySignIn(db, { projectId: 'p', allowedOrigins: [origin], origin, message, signature: signed.signature, now, clientFor: () => client as never })
    }
    expect((await signIn({ account: 'smartAccount' })).session.address).toBe(address)
    // The EOA's signature for the smart account's address is refused.
    await expect(signIn({})).rejects.toMatchObject({ code: 'siwx_invalid_signature' })

    await devnet.sendEth(devnet.accounts()[7]!, address, '1')
    await signForUser(db, { userId, master, chains: [chain], request: { method: 'eth_sendTransaction', chainId: 31337, account: 'smartAccount', transaction: { to: fresh(), value: 1n } } })
    expect((await client.getCode({ address }))?.length).toBeGreaterThan(2)
    expect((await signIn({ account: 'smartAccount' })).session.address).toBe(address)
  }, 60_000)
})
