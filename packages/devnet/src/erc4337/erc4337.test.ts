import { toSafeSmartAccount, toSimpleSmartAccount } from 'permissionless/accounts'
import { createPublicClient, createWalletClient, getAddress, http, parseEther } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountAbstractionAddresses, devnetBundlerAccountIndexes, testMnemonic } from '../constants.ts'
import { defineDevnetChain } from '../defineDevnetChain.ts'
import { startDevnet } from '../startDevnet.ts'
import type { Devnet } from '../types.ts'

// One devnet with bundlers for the file: alto takes seconds to load.
describe('ERC-4337 on the devnet', () => {
  let devnet: Devnet

  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337 }, { chainId: 31338 }], bundler: true })
  }, 120_000)
  afterAll(() => devnet?.stop())

  it('deploys the EntryPoints v0.8 and v0.7, SimpleAccountFactory and the Safe contracts at the same addresses on every chain', async () => {
    for (const chain of devnet.chains) {
      expect(chain.accountAbstraction).toEqual({ ...accountAbstractionAddresses, entryPointVersion: '0.8' })
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      for (const address of Object.values(accountAbstractionAddresses)) expect((await client.getCode({ address }))?.length).toBeGreaterThan(2)
      // The factory's accounts are proxies to one SimpleAccount bound to the EntryPoint.
      const implementation = await client.readContract({
        address: accountAbstractionAddresses.simpleAccountFactory,
        abi: [{ type: 'function', name: 'accountImplementation', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] }],
        functionName: 'accountImplementation',
      })
      const entryPoint = await client.readContract({
        address: implementation,
        abi: [{ type: 'function', name: 'entryPoint', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] }],
        functionName: 'entryPoint',
      })
      expect(getAddress(entryPoint)).toBe(accountAbstractionAddresses.entryPoint)
    }
  })

  it('leaves the test accounts alone (their nonces stay 0 after start-up but account 0\'s two token deployments)', async () => {
    const client = createPublicClient({ transport: http(devnet.chains[1]!.rpcUrl) })
    expect(await client.getTransactionCount({ address: devnet.accounts[0]! })).toBe(2)
    for (const address of devnet.accounts.slice(1)) expect(await client.getTransactionCount({ address })).toBe(0)
  })

  it('runs a bundler beside each chain that serves the EntryPoint', async () => {
    for (const chain of devnet.chains) {
      expect(chain.bundlerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/rpc$/)
      const bundler = createBundlerClient({ transport: http(chain.bundlerUrl) })
      expect(await bundler.getSupportedEntryPoints()).toEqual([accountAbstractionAddresses.entryPoint, accountAbstractionAddresses.entryPoint07])
      expect(await bundler.getChainId()).toBe(chain.chainId)
    }
  })

  it('lands a UserOperation that deploys a counterfactual Simple account and makes two transfers', async () => {
    const chain = devnet.chains[1]!
    const viemChain = defineDevnetChain({ chainId: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl })
    const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl), pollingInterval: 50 })
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toSimpleSmartAccount({ client, owner, entryPoint: { address: accountAbstractionAddresses.entryPoint, version: '0.8' } })
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    // No paymaster yet: the account pays for itself, so fund its counterfactual address.
    const funder = createWalletClient({ chain: viemChain, account: mnemonicToAccount(testMnemonic, { addressIndex: 5 }), transport: http(chain.rpcUrl) })
    await client.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: account.address, value: parseEther('1') }) })

    const [first, second] = [privateKeyToAccount(generatePrivateKey()).address, privateKeyToAccount(generatePrivateKey()).address]
    const bundler = createBundlerClient({ account, client, transport: http(chain.bundlerUrl), pollingInterval: 50 })
    const hash = await bundler.sendUserOperation({ calls: [{ to: first, value: 1_000n }, { to: second, value: 2_000n }] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })

    expect(receipt.success).toBe(true)
    expect(getAddress(receipt.sender)).toBe(account.address)
    expect(await client.getBalance({ address: first })).toBe(1_000n)
    expect(await client.getBalance({ address: second })).toBe(2_000n)
    expect((await client.getCode({ address: account.address }))?.length).toBeGreaterThan(2)
    // The bundler's executor sent the bundle, not a test account.
    const executor = mnemonicToAccount(testMnemonic, { addressIndex: devnetBundlerAccountIndexes.executor }).address
    expect(getAddress(receipt.receipt.from)).toBe(executor)
  }, 60_000)

  it('a counterfactual Safe signs by ERC-6492, lands a UserOperation (EntryPoint v0.7) that deploys it, then signs by ERC-1271', async () => {
    const chain = devnet.chains[0]!
    const viemChain = defineDevnetChain({ chainId: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl })
    const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl), pollingInterval: 50 })
    const owner = privateKeyToAccount(generatePrivateKey())
    // permissionless' defaults for Safe 1.4.1 and module 0.3.0 are the canonical addresses the devnet deploys at.
    const account = await toSafeSmartAccount({ client, owners: [owner], version: '1.4.1', entryPoint: { address: accountAbstractionAddresses.entryPoint07, version: '0.7' } })
    expect(await client.getCode({ address: account.address })).toBeUndefined()

    const message = 'Sign in to Portico'
    const before = await account.signMessage({ message })
    expect(before.endsWith('6492'.repeat(16))).toBe(true)
    expect(await client.verifyMessage({ address: account.address, message, signature: before })).toBe(true)
    expect(await client.verifyMessage({ address: account.address, message: 'something else', signature: before })).toBe(false)

    const funder = createWalletClient({ chain: viemChain, account: mnemonicToAccount(testMnemonic, { addressIndex: 5 }), transport: http(chain.rpcUrl) })
    await client.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: account.address, value: parseEther('1') }) })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const bundler = createBundlerClient({ account, client, transport: http(chain.bundlerUrl), pollingInterval: 50 })
    const hash = await bundler.sendUserOperation({ calls: [{ to: recipient, value: 4_321n }] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    expect(await client.getBalance({ address: recipient })).toBe(4_321n)
    expect((await client.getCode({ address: account.address }))?.length).toBeGreaterThan(2)

    const after = await account.signMessage({ message })
    expect(after.endsWith('6492'.repeat(16))).toBe(false)
    expect(await client.verifyMessage({ address: account.address, message, signature: after })).toBe(true)
    expect(await client.verifyMessage({ address: account.address, message, signature: before.replace(/.{8}$/, '00000000') as typeof before })).toBe(false)
  }, 60_000)
})
