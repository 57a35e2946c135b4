import { type Address, type Hex, concat, encodeAbiParameters, getAddress, getContractAddress, numberToHex, parseEther } from 'viem'
import { accountAbstractionAddresses, accountAbstractionSalts, create2DeployerAddress } from '../constants.ts'
import { DevnetError } from '../errors.ts'
import { rpc } from '../rpc.ts'
import type { DevnetAccountAbstraction } from '../types.ts'
import { waitForReceipt } from '../utils/waitForReceipt.ts'
import type { AccountAbstractionArtifacts } from './loadAccountAbstractionArtifacts.ts'

export type DeployAccountAbstractionParameters = {
  rpcUrl: string
  chainId: number
  /** Who sends the two CREATE2 calls (impersonated: no key needed). Given ETH first. */
  deployer: Address
  artifacts: AccountAbstractionArtifacts
}

/**
 * Deploys the ERC-4337 EntryPoint v0.8 and `SimpleAccountFactory` at {@link accountAbstractionAddresses}
 * through anvil's CREATE2 deployer, from an impersonated `deployer` (so no test account's nonce moves).
 * Contracts already there are left alone.
 *
 * @throws {DevnetError} when a call fails or a contract is not at its expected address.
 */
export async function deployAccountAbstraction({ rpcUrl, chainId, deployer, artifacts }: DeployAccountAbstractionParameters): Promise<DevnetAccountAbstraction> {
  const { entryPoint, simpleAccountFactory } = accountAbstractionAddresses
  const factoryInitCode = concat([artifacts.SimpleAccountFactory.bytecode, encodeAbiParameters([{ type: 'address' }], [entryPoint])])
  const plan: { name: string; address: Address; salt: Hex; initCode: Hex }[] = [
    { name: 'EntryPoint', address: entryPoint, salt: accountAbstractionSalts.entryPoint, initCode: artifacts.EntryPoint.bytecode },
    { name: 'SimpleAccountFactory', address: simpleAccountFactory, salt: accountAbstractionSalts.simpleAccountFactory, initCode: factoryInitCode },
  ]
  if ((await rpc<Hex>(rpcUrl, 'eth_getCode', [create2DeployerAddress, 'latest'])) === '0x') {
    throw new DevnetError(`The CREATE2 deployer ${create2DeployerAddress} is missing on chain ${chainId}.`)
  }
  await rpc(rpcUrl, 'anvil_setBalance', [deployer, numberToHex(parseEther('100'))])
  await rpc(rpcUrl, 'anvil_impersonateAccount', [deployer])
  try {
    for (const { name, address, salt, initCode } of plan) {
      const expected = getContractAddress({ opcode: 'CREATE2', from: create2DeployerAddress, salt, bytecode: initCode })
      if (expected !== getAddress(address)) throw new DevnetError(`${name}'s artifact would land at ${expected}, not ${address}: a different build?`)
      if ((await rpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])) !== '0x') continue
      const hash = await rpc<Hex>(rpcUrl, 'eth_sendTransaction', [
        { from: deployer, to: create2DeployerAddress, data: concat([salt, initCode]), gas: numberToHex(8_000_000n) },
      ])
      const receipt = await waitForReceipt(rpcUrl, hash)
      if (receipt.status !== '0x1') throw new DevnetError(`Deploying ${name} on chain ${chainId} failed (transaction ${hash}).`)
      if ((await rpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])) === '0x') throw new DevnetError(`${name} has no code at ${address} on chain ${chainId}.`)
    }
  } finally {
    await rpc(rpcUrl, 'anvil_stopImpersonatingAccount', [deployer])
  }
  return { entryPoint, entryPointVersion: '0.8', simpleAccountFactory }
}
