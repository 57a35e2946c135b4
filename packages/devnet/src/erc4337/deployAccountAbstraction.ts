import { type Address, concat, type Hex, numberToHex, parseEther } from 'viem'
import { accountAbstractionAddresses, create2DeployerAddress, safeSingletonFactoryAddress } from '../constants.ts'
import { DevnetError } from '../errors.ts'
import { rpc, rpcBatch } from '../rpc.ts'
import type { DevnetAccountAbstraction } from '../types.ts'
import { initCodeWithAddresses } from '../utils/initCode.ts'
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
  return initCodeWithAddresses(artifacts[artifact]!.bytecode, args.map((key) => accountAbstractionAddresses[key]))
}

/**
 * Deploys the ERC-4337 contracts ({@link accountAbstractionDeployments}) at {@link accountAbstractionAddresses}
 * through the CREATE2 proxies their publishers used, from an impersonated `deployer` (so no test account's
 * nonce moves). The Safe singleton factory gets the CREATE2 deployer's code first (it is the same proxy).
 * Contracts already there are left alone. One send per missing contract, in the list's (dependency) order.
 *
 * @throws {DevnetError} when a call fails or a contract is not at its expected address.
 */
export async function deployAccountAbstraction({ rpcUrl, chainId, deployer, artifacts }: DeployAccountAbstractionParameters): Promise<DevnetAccountAbstraction> {
  // No CREATE2 address computed here (hashing the init codes costs a second on a busy machine): a deployment
  // that lands elsewhere leaves no code at its canonical address, which is checked below; the test checks the hashes.
  const planned = accountAbstractionDeployments.map((deployment) => ({
    ...deployment,
    address: accountAbstractionAddresses[deployment.key],
    initCode: initCodeOf(artifacts, deployment),
  }))
  // One batch reads what is there already (a second start on the same node deploys nothing).
  const getCode = (address: Address) => ({ method: 'eth_getCode', params: [address, 'latest'] })
  const [proxyCode, safeFactoryCode, ...codes] = await rpcBatch<Hex>(rpcUrl, [
    getCode(create2DeployerAddress),
    getCode(safeSingletonFactoryAddress),
    ...planned.map(({ address }) => getCode(address)),
  ])
  if (proxyCode === '0x') throw new DevnetError(`The CREATE2 deployer ${create2DeployerAddress} is missing on chain ${chainId}.`)
  const missing = planned.filter((_, index) => codes[index] === '0x')
  if (missing.length === 0) return { ...accountAbstractionAddresses, entryPointVersion: '0.8' }
  await rpcBatch(rpcUrl, [
    ...(safeFactoryCode === '0x' ? [{ method: 'anvil_setCode', params: [safeSingletonFactoryAddress, proxyCode] }] : []),
    { method: 'anvil_setBalance', params: [deployer, numberToHex(parseEther('100'))] },
    { method: 'anvil_impersonateAccount', params: [deployer] },
  ])
  try {
    // One at a time, in nonce order: anvil's auto-miner can leave a ready transaction unmined for good when
    // one sender's transactions reach it out of order (foundry-rs/foundry#10122), which a JSON-RPC batch
    // allows. The list is in dependency order and each send waits for the one before, so a constructor's
    // arguments are mined before it; the receipts are awaited together after.
    const nonce = Number(await rpc<Hex>(rpcUrl, 'eth_getTransactionCount', [deployer, 'pending']))
    const hashes: Hex[] = []
    for (const [index, { deployer: proxy, salt, initCode }] of missing.entries()) {
      const call = { from: deployer, to: proxy, data: concat([salt, initCode]), gas: numberToHex(10_000_000n), nonce: numberToHex(nonce + index) }
      hashes.push(await rpc<Hex>(rpcUrl, 'eth_sendTransaction', [call]))
    }
    const receipts = await Promise.all(hashes.map((hash) => waitForReceipt(rpcUrl, hash)))
    const deployedCodes = await rpcBatch<Hex>(rpcUrl, missing.map(({ address }) => getCode(address)))
    missing.forEach(({ artifact, address }, index) => {
      if (receipts[index]!.status !== '0x1') throw new DevnetError(`Deploying ${artifact} on chain ${chainId} failed (transaction ${hashes[index]}).`)
      if (deployedCodes[index] === '0x') throw new DevnetError(`${artifact} has no code at ${address} on chain ${chainId}: not the published build?`)
    })
  } finally {
    await rpc(rpcUrl, 'anvil_stopImpersonatingAccount', [deployer])
  }
  return { ...accountAbstractionAddresses, entryPointVersion: '0.8' }
}
