import { type Address, concat, encodeAbiParameters, getAddress, getContractAddress, type Hex, numberToHex, parseEther } from 'viem'
import { accountAbstractionAddresses, create2DeployerAddress, safeSingletonFactoryAddress } from '../constants.ts'
import { DevnetError } from '../errors.ts'
import { rpc } from '../rpc.ts'
import type { DevnetAccountAbstraction } from '../types.ts'
import { waitForReceipt } from '../utils/waitForReceipt.ts'
import { accountAbstractionDeployments } from './accountAbstractionDeployments.ts'
import type { AccountAbstractionArtifacts } from './loadAccountAbstractionArtifacts.ts'

export type DeployAccountAbstractionParameters = {
  rpcUrl: string
  chainId: number
  /** Who sends the CREATE2 calls (impersonated: no key needed). Given ETH first. */
  deployer: Address
  artifacts: AccountAbstractionArtifacts
}

/** The init code of a deployment: its bytecode, then its constructor's address arguments. */
export function initCodeOf(artifacts: AccountAbstractionArtifacts, { artifact, args = [] }: (typeof accountAbstractionDeployments)[number]): Hex {
  const bytecode = artifacts[artifact]!.bytecode
  if (args.length === 0) return bytecode
  return concat([bytecode, encodeAbiParameters(args.map(() => ({ type: 'address' })), args.map((key) => accountAbstractionAddresses[key]))])
}

/**
 * Deploys the ERC-4337 contracts ({@link accountAbstractionDeployments}) at {@link accountAbstractionAddresses}
 * through the CREATE2 proxies their publishers used, from an impersonated `deployer` (so no test account's
 * nonce moves). The Safe singleton factory gets the CREATE2 deployer's code first (it is the same proxy).
 * Contracts already there are left alone.
 *
 * @throws {DevnetError} when a call fails or a contract is not at its expected address.
 */
export async function deployAccountAbstraction({ rpcUrl, chainId, deployer, artifacts }: DeployAccountAbstractionParameters): Promise<DevnetAccountAbstraction> {
  const proxyCode = await rpc<Hex>(rpcUrl, 'eth_getCode', [create2DeployerAddress, 'latest'])
  if (proxyCode === '0x') throw new DevnetError(`The CREATE2 deployer ${create2DeployerAddress} is missing on chain ${chainId}.`)
  if ((await rpc<Hex>(rpcUrl, 'eth_getCode', [safeSingletonFactoryAddress, 'latest'])) === '0x') {
    await rpc(rpcUrl, 'anvil_setCode', [safeSingletonFactoryAddress, proxyCode])
  }
  await rpc(rpcUrl, 'anvil_setBalance', [deployer, numberToHex(parseEther('100'))])
  await rpc(rpcUrl, 'anvil_impersonateAccount', [deployer])
  try {
    for (const deployment of accountAbstractionDeployments) {
      const { key, artifact, deployer: proxy, salt } = deployment
      const address = accountAbstractionAddresses[key]
      const initCode = initCodeOf(artifacts, deployment)
      const expected = getContractAddress({ opcode: 'CREATE2', from: proxy, salt, bytecode: initCode })
      if (expected !== getAddress(address)) throw new DevnetError(`${artifact} would land at ${expected}, not ${address}: a different build?`)
      if ((await rpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])) !== '0x') continue
      const hash = await rpc<Hex>(rpcUrl, 'eth_sendTransaction', [{ from: deployer, to: proxy, data: concat([salt, initCode]), gas: numberToHex(10_000_000n) }])
      const receipt = await waitForReceipt(rpcUrl, hash)
      if (receipt.status !== '0x1') throw new DevnetError(`Deploying ${artifact} on chain ${chainId} failed (transaction ${hash}).`)
      if ((await rpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])) === '0x') throw new DevnetError(`${artifact} has no code at ${address} on chain ${chainId}.`)
    }
  } finally {
    await rpc(rpcUrl, 'anvil_stopImpersonatingAccount', [deployer])
  }
  return { ...accountAbstractionAddresses, entryPointVersion: '0.8' }
}
