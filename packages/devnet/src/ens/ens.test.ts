import { createPublicClient, http, type PublicClient } from 'viem'
import { mainnet } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnvilInstance, spawnAnvil } from '../anvil/spawnAnvil.ts'
import { resolveAnvilBinary } from '../anvil/resolveAnvilBinary.ts'
import { testMnemonic } from '../constants.ts'
import { rpc } from '../rpc.ts'
import { type DevnetEns, deployEns } from './deployEns.ts'
import { ensMainnetAddresses } from './ensAddresses.ts'
import { type EnsArtifacts, loadEnsArtifacts } from './loadEnsArtifacts.ts'
import { setEnsName } from './setEnsName.ts'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const avatar = 'data:image/svg+xml;base64,PHN2Zy8+'

describe('ENS on a chain-id-1 devnet', () => {
  let anvil: AnvilInstance
  let client: PublicClient
  let ens: DevnetEns
  let artifacts: EnsArtifacts

  beforeAll(async () => {
    anvil = await spawnAnvil({ binary: resolveAnvilBinary(), chainId: 1, host: '127.0.0.1', port: 0, mnemonic: testMnemonic, silent: true })
    artifacts = loadEnsArtifacts()
    ens = await deployEns({ rpcUrl: anvil.rpcUrl, artifacts })
    client = createPublicClient({ chain: mainnet, transport: http(anvil.rpcUrl, { retryCount: 0 }) }) as PublicClient
    await setEnsName({ rpcUrl: anvil.rpcUrl, ens, artifacts, name: 'alice.eth', address: alice, texts: { avatar } })
  }, 60_000)
  afterAll(() => anvil?.stop())

  it('puts every contract at its mainnet address (viem reads the Universal Resolver at its own)', async () => {
    expect(ensMainnetAddresses.universalResolver.toLowerCase()).toBe(mainnet.contracts.ensUniversalResolver.address.toLowerCase())
    for (const address of Object.values(ensMainnetAddresses)) expect((await client.getCode({ address }))?.length).toBeGreaterThan(100)
    // The constructors' storage moved with the code: the registry's root owner, the fallback's old registry.
    const owner = await client.readContract({ address: ens.registry, abi: artifacts.ENSRegistryWithFallback.abi, functionName: 'owner', args: [`0x${'0'.repeat(64)}`] })
    expect(owner).toBe(ens.rootOwner)
    const old = await client.readContract({ address: ens.registry, abi: artifacts.ENSRegistryWithFallback.abi, functionName: 'old' })
    expect(old).toBe(ensMainnetAddresses.oldRegistry)
    expect(await rpc(anvil.rpcUrl, 'eth_chainId', [])).toBe('0x1')
  })

  it("resolves a name, its primary name and avatar with viem's mainnet ENS actions", async () => {
    expect(await client.getEnsAddress({ name: 'alice.eth' })).toBe(alice)
    expect(await client.getEnsName({ address: alice })).toBe('alice.eth')
    expect(await client.getEnsText({ name: 'alice.eth', key: 'avatar' })).toBe(avatar)
    expect(await client.getEnsAvatar({ name: 'alice.eth' })).toBe(avatar)
  })

  it('answers null for a name nobody holds and an account without a primary name', async () => {
    expect(await client.getEnsAddress({ name: 'nobody.eth' })).toBeNull()
    expect(await client.getEnsName({ address: bob })).toBeNull()
  })

  it('refuses a primary name that does not resolve back to the account', async () => {
    // bob claims alice.eth as his primary name: the forward record says alice.
    await setEnsName({ rpcUrl: anvil.rpcUrl, ens, artifacts, name: 'bobby.eth', address: alice, primary: false })
    const { impersonate, sendAs } = await import('../utils/sendAs.ts')
    await impersonate(anvil.rpcUrl, bob)
    await sendAs(anvil.rpcUrl, bob, { to: ens.reverseRegistrar, abi: artifacts.ReverseRegistrar.abi, functionName: 'setName', args: ['bobby.eth'] }, 'claim')
    expect(await client.getEnsName({ address: bob })).toBeNull()
  })
})

describe('the default ENS gateway signer', () => {
  it('is index 14 of the test mnemonic', async () => {
    const { mnemonicToAccount } = await import('viem/accounts')
    const { defaultEnsGatewaySigner } = await import('./ensAddresses.ts')
    expect(mnemonicToAccount(testMnemonic, { addressIndex: 14 }).address).toBe(defaultEnsGatewaySigner)
  })
})
