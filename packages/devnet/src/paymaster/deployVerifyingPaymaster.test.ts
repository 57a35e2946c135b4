import { createPublicClient, getAddress, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountAbstractionAddresses } from '../constants.ts'
import { startDevnet } from '../startDevnet.ts'
import type { Devnet } from '../types.ts'
import { defaultPaymasterSigner, deployVerifyingPaymaster, devnetPaymasterFunding, verifyingPaymasterAddress } from './deployVerifyingPaymaster.ts'

const depositInfoAbi = [
  {
    type: 'function',
    name: 'getDepositInfo',
    stateMutability: 'view',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [
      {
        type: 'tuple',
        components: [
          { name: 'deposit', type: 'uint256' },
          { name: 'staked', type: 'bool' },
          { name: 'stake', type: 'uint112' },
          { name: 'unstakeDelaySec', type: 'uint32' },
          { name: 'withdrawTime', type: 'uint48' },
        ],
      },
    ],
  },
] as const
const paymasterAbi = [
  { type: 'function', name: 'verifyingSigner', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  { type: 'function', name: 'entryPoint', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
] as const

describe('the devnet verifying paymaster', () => {
  const signer = privateKeyToAccount(generatePrivateKey()).address
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ chains: [{ chainId: 31337 }, { chainId: 31338 }], paymasterSigner: signer })
  }, 120_000)
  afterAll(() => devnet?.stop())

  it('is deployed for the given signer at the same address on every chain, bound to the EntryPoint v0.7, deposited and staked', async () => {
    const address = verifyingPaymasterAddress(signer)
    expect(address).not.toBe(verifyingPaymasterAddress(defaultPaymasterSigner))
    for (const chain of devnet.chains) {
      expect(chain.paymaster).toBe(address)
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(getAddress(await client.readContract({ address, abi: paymasterAbi, functionName: 'verifyingSigner' }))).toBe(signer)
      expect(getAddress(await client.readContract({ address, abi: paymasterAbi, functionName: 'entryPoint' }))).toBe(accountAbstractionAddresses.entryPoint07)
      const info = await client.readContract({ address: accountAbstractionAddresses.entryPoint07, abi: depositInfoAbi, functionName: 'getDepositInfo', args: [address] })
      expect(info).toMatchObject({ deposit: devnetPaymasterFunding.deposit, staked: true, stake: devnetPaymasterFunding.stake, unstakeDelaySec: devnetPaymasterFunding.unstakeDelaySec })
    }
  })

  it('leaves a paymaster already deployed alone (no second deposit)', async () => {
    const chain = devnet.chains[0]!
    expect(await deployVerifyingPaymaster({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, signer })).toBe(chain.paymaster)
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const info = await client.readContract({ address: accountAbstractionAddresses.entryPoint07, abi: depositInfoAbi, functionName: 'getDepositInfo', args: [chain.paymaster] })
    expect(info.deposit).toBe(devnetPaymasterFunding.deposit)
  })
})
