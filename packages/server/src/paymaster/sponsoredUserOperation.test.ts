import { defineDevnetChain } from '@portico/devnet'
import { toSafeSmartAccount } from 'permissionless/accounts'
import { createPublicClient, encodeFunctionData, http, keccak256, numberToHex, pad, parseAbi, parseEther, parseGwei } from 'viem'
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { useSharedDevnet } from '../../../../scripts/testing/useSharedDevnet.ts'
import { devnetChains } from '../chains/chains.ts'
import { createProject } from '../projects/projects.ts'
import { useTestApp } from '../testing/app.ts'
import { testPaymasterKey } from '../testing/paymaster.ts'
import { getPaymasterPolicy, setPaymasterPolicy } from './policy.ts'
import { projectPaymaster } from './projectPaymaster.ts'
import { resolvePaymaster } from './resolvePaymaster.ts'
import { reserveSponsorship } from './reserveSponsorship.ts'
import { kitSafe } from './safeAccount.ts'
import { settleSponsorships } from './settleSponsorships.ts'
import { parseMasterKey } from '../embedded/masterKey.ts'
import { signForUser } from '../embedded/signer.ts'
import { describeSmartAccount } from '../embedded/smartAccount.ts'
import { eoaAddress, findOrCreateUser } from '../embedded/wallets.ts'
import { testMasterKey } from '../testing/embedded.ts'

const master = parseMasterKey(testMasterKey)

const entryPoint07 = '0x0000000071727De22E5E9d8BAf0edAc6f37da032' as const
const depositAbi = [{ type: 'function', name: 'balanceOf', stateMutability: 'view', inputs: [{ type: 'address' }], outputs: [{ type: 'uint256' }] }] as const

/**
 * Issue 29, end to end: a counterfactual Safe (EntryPoint v0.7, permissionless) sends a UserOperation
 * through the devnet's bundler (alto) with paymaster data from this server's ERC-7677 route; the
 * devnet's VerifyingPaymaster trusts the server's signer. It lands, deploys the Safe, pays the
 * recipient; the Safe's balance is untouched and the paymaster's deposit pays the gas.
 */
describe('a sponsored UserOperation on the devnet', () => {
  // The run's shared devnet with bundlers, whose verifying paymaster trusts testPaymasterSigner: this
  // file sends from account 5 and is the only one spending the paymaster's deposit (see sharedDevnetAccounts).
  const shared = useSharedDevnet()
  const { app, database } = useTestApp('sqlite')

  it("lands, and the account pays no gas: the paymaster's deposit does", async () => {
    const devnet = shared.get()
    const chain = devnet.chains[0]!
    // The chain's clock, not the test apps' fixed one: the bundler checks validUntil against the block time.
    const server = app({
      now: () => Date.now(),
      chains: [{ ...devnetChains.find((c) => c.chainId === 31337)!, rpcUrl: chain.rpcUrl }],
      paymaster: { signer: testPaymasterKey, paymasters: { 31337: chain.paymaster } },
    })
    const { db } = database.get()
    await createProject(db, { name: 'Shop', id: 'p' })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await setPaymasterPolicy(db, 'p', { enabled: true, chains: [31337], targets: [recipient] })

    const viemChain = defineDevnetChain({ chainId: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl })
    const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl), pollingInterval: 50 })
    const account = await toSafeSmartAccount({ client, owners: [privateKeyToAccount(generatePrivateKey())], version: '1.4.1', entryPoint: { address: entryPoint07, version: '0.7' } })
    // The Safe holds value of its own (sent by a test account), so "paid no gas" is its balance unchanged but for the transfer.
    const funder = devnet.accounts[5]!
    await client.request({ method: 'eth_sendTransaction' as never, params: [{ from: funder, to: account.address, value: `0x${parseEther('1').toString(16)}` }] as never })
    const paymaster = createPaymasterClient({
      transport: http('http://portico.test/v1/paymaster?projectId=p', { fetchFn: async (input, init) => server.request(String(input), init) }),
    })
    const bundler = createBundlerClient({ account, client, paymaster, transport: http(chain.bundlerUrl), pollingInterval: 50 })
    const [balanceBefore, depositBefore] = await Promise.all([
      client.getBalance({ address: account.address }),
      client.readContract({ address: entryPoint07, abi: depositAbi, functionName: 'balanceOf', args: [chain.paymaster] }),
    ])
    expect(balanceBefore).toBe(parseEther('1'))

    const hash = await bundler.sendUserOperation({ calls: [{ to: recipient, value: 12_345n }] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster?.toLowerCase()).toBe(chain.paymaster.toLowerCase())
    expect(await client.getBalance({ address: recipient })).toBe(12_345n)
    expect((await client.getCode({ address: account.address }))?.length).toBeGreaterThan(2)
    // The account paid nothing but the transfer; the paymaster's deposit paid the gas (the actual cost).
    expect(await client.getBalance({ address: account.address })).toBe(balanceBefore - 12_345n)
    const depositAfter = await client.readContract({ address: entryPoint07, abi: depositAbi, functionName: 'balanceOf', args: [chain.paymaster] })
    expect(depositBefore - depositAfter).toBe(receipt.actualGasCost)
    expect(receipt.actualGasCost).toBeGreaterThan(0n)
    // What the server reserved covers what was paid.
    const reserved = (await getPaymasterPolicy(db, 'p')).spent
    expect(reserved).toBeGreaterThan(receipt.actualGasCost)
    // Settled: the reserved max replaced by the actual cost from the UserOperationEvent, in the
    // budget and in the account's day; a second pass (another instance) gives nothing back twice. (The devnet
    // has no reorgs: the sweep counts its head as read, as `createSettlementSweep` does for a devnet chain.)
    const settle = () => settleSponsorships(db, { chainId: 31337, client, entryPoint: entryPoint07, paymaster: chain.paymaster, now: Date.now(), reorgBlocks: 0n })
    expect(await settle()).toBe(1)
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(receipt.actualGasCost)
    const day = await db.selectFrom('paymaster_account_days').select('spent').where('project_id', '=', 'p').where('sender', '=', account.address).executeTakeFirstOrThrow()
    expect(BigInt(day.spent)).toBe(receipt.actualGasCost)
    expect(await settle()).toBe(0)
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(receipt.actualGasCost)

    // A reservation whose signature expired without landing is released: the budget gets it all back.
    const stray = privateKeyToAccount(generatePrivateKey()).address
    await reserveSponsorship(db, { projectId: 'p', chainId: 31337, sender: stray, nonce: 0n, opHash: pad('0x5a', { size: 32 }), maxCost: 10n ** 15n, validUntil: Math.floor(Date.now() / 1000) + 600, now: Date.now(), check: () => undefined })
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(receipt.actualGasCost + 10n ** 15n)
    expect(await settle()).toBe(0) // still valid: it may land
    // Released once the chain's time is past its validUntil (the devnet's clock is shared by other files, so
    // the signature's end is moved back instead of the chain's time forward).
    const head = await client.getBlock({ blockTag: 'latest' })
    await db.updateTable('paymaster_reservations').set({ valid_until: Number(head.timestamp) - 1 }).where('sender', '=', stray).execute()
    expect(await settle()).toBe(1)
    expect((await getPaymasterPolicy(db, 'p')).spent).toBe(receipt.actualGasCost)

    // A call to a target the policy does not allow is refused before anything is sent.
    await expect(bundler.sendUserOperation({ calls: [{ to: privateKeyToAccount(generatePrivateKey()).address, value: 1n }] })).rejects.toThrow(/does not sponsor calls to/)

    // Now deployed, the Safe is told by its code (SafeProxy 1.4.1), singleton and fallback handler, read
    // from the chain: its next operation is sponsored too.
    expect(keccak256((await client.getCode({ address: account.address }))!)).toBe(kitSafe.proxyCodeHash)
    const second = await bundler.sendUserOperation({ calls: [{ to: recipient, value: 1n }] })
    expect((await bundler.waitForUserOperationReceipt({ hash: second, timeout: 30_000 })).success).toBe(true)
    // An account whose code is not the kit's Safe (here the devnet's SimpleAccountFactory, code that
    // would not run execute as written) is refused, whatever its callData names.
    const ask = async (userOp: unknown) => {
      const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterStubData', params: [userOp, entryPoint07, '0x7a69', {}] })
      return (await server.request('/v1/paymaster?projectId=p', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json()
    }
    const stranger = { sender: chain.accountAbstraction.simpleAccountFactory, nonce: '0x0', callData: encodeFunctionData({ abi: parseAbi(['function execute(address,uint256,bytes)']), functionName: 'execute', args: [recipient, 0n, '0x'] }) }
    expect(await ask(stranger)).toMatchObject({ error: { data: { reason: 'paymaster_account_not_allowed' } } })
    // Fees far over the chain's base fee are refused (the Safe itself asking; the base fee is read at most 4 s before).
    const baseFee = (await client.getBlock()).baseFeePerGas!
    expect(await ask({ sender: account.address, nonce: '0x5', callData: '0x', maxFeePerGas: numberToHex(baseFee * 10n + parseGwei('3')), maxPriorityFeePerGas: numberToHex(parseGwei('3')) })).toMatchObject({
      error: { data: { reason: 'paymaster_fee_too_high' } },
    })
  }, 90_000)

  it("pays the embedded wallet's smart account's gas where its project's policy sponsors the chain: an unfunded Safe's first send lands", async () => {
    const devnet = shared.get()
    const chain = devnet.chains[0]!
    const chainConfig = { ...devnetChains.find((c) => c.chainId === 31337)!, rpcUrl: chain.rpcUrl, bundlerUrl: chain.bundlerUrl }
    const { db } = database.get()
    const project = await createProject(db, { name: 'Shop', id: 'embedded' })
    const paymaster = resolvePaymaster({ signer: testPaymasterKey, paymasters: { 31337: chain.paymaster } })
    const sponsor = (chainId: number) => projectPaymaster(chainId, { db, project, chains: [chainConfig], paymaster, now: () => Date.now() })
    const { userId } = await findOrCreateUser(db, { provider: 'email', subject: 'sponsored@example.com', master, now: Date.now() })
    const { address } = await describeSmartAccount(chainConfig as never, await eoaAddress(db, userId))
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const send = () => signForUser(db, { userId, master, chains: [chainConfig], sponsor, request: { method: 'eth_sendTransaction', account: 'smartAccount', chainId: 31337, transaction: { to: recipient, value: 0n } } as never })

    // Sponsorship off: the Safe, which holds nothing, cannot pay its own gas.
    expect(await sponsor(31337)).toBeUndefined()
    await expect(send()).rejects.toThrow()
    await setPaymasterPolicy(db, 'embedded', { enabled: true, chains: [31337] })
    const sent = await send()
    expect('hash' in sent && (await client.getTransactionReceipt({ hash: sent.hash })).status).toBe('success')
    expect((await client.getCode({ address }))?.length).toBeGreaterThan(2)
    expect(await client.getBalance({ address })).toBe(0n)
    expect((await getPaymasterPolicy(db, 'embedded')).spent).toBeGreaterThan(0n)
  }, 90_000)
})
