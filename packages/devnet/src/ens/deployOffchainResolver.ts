import { type Address, encodeDeployData, getAddress, type Hex, labelhash, namehash } from 'viem'
import { DevnetError } from '../errors.ts'
import { rpc } from '../rpc.ts'
import { waitForReceipt } from '../utils/waitForReceipt.ts'
import type { DevnetEns } from './deployEns.ts'
import { defaultEnsGatewaySigner } from './ensAddresses.ts'
import { impersonate, sendAs } from '../utils/sendAs.ts'
import type { EnsArtifacts } from './loadEnsArtifacts.ts'

export type DeployOffchainResolverParameters = {
  rpcUrl: string
  ens: DevnetEns
  artifacts: EnsArtifacts
  /** The parent name the gateway answers for, `<label>.eth` (e.g. `portico.eth`). */
  parentName: string
  /** The ERC-3668 gateway URL template, e.g. `http://127.0.0.1:8787/v1/ens/gateway/{sender}/{data}.json`. */
  gatewayUrl: string
  /** Addresses whose signed answers the resolver accepts (the gateway's signer); default {@link defaultEnsGatewaySigner}. */
  signers?: readonly Address[] | undefined
  /** Who owns the parent name (default the devnet's root owner). */
  owner?: Address | undefined
}

/**
 * Deploys ENS's offchain resolver (`@ensdomains/offchain-resolver-contracts`, as published) with the
 * gateway URL and signers, and makes it the resolver of `parentName`, so every `<sub>.<parent>`
 * resolves through the gateway (ENSIP-10 wildcard, ERC-3668). An operator does the same on mainnet
 * with their own name; the resolver is theirs, at whatever address it lands.
 *
 * @returns The resolver's address.
 * @throws {DevnetError} when the name is not `<label>.eth` or a transaction fails.
 */
export async function deployOffchainResolver(parameters: DeployOffchainResolverParameters): Promise<Address> {
  const { rpcUrl, ens, artifacts, parentName, gatewayUrl, signers = [defaultEnsGatewaySigner] } = parameters
  const match = /^([a-z0-9-]+)\.eth$/.exec(parentName)
  if (!match) throw new DevnetError(`deployOffchainResolver takes a <label>.eth parent name, not ${parentName}.`)
  const deployer = ens.rootOwner
  await impersonate(rpcUrl, deployer)
  const data = encodeDeployData({ abi: artifacts.OffchainResolver.abi, bytecode: artifacts.OffchainResolver.bytecode, args: [gatewayUrl, signers] } as Parameters<typeof encodeDeployData>[0])
  const hash = await rpc<Hex>(rpcUrl, 'eth_sendTransaction', [{ from: deployer, data }])
  const receipt = await waitForReceipt(rpcUrl, hash)
  if (receipt.status !== '0x1' || !receipt.contractAddress) throw new DevnetError(`Deploying the offchain resolver failed (transaction ${hash}).`)
  const resolver = getAddress(receipt.contractAddress)
  await sendAs(
    rpcUrl,
    deployer,
    {
      to: ens.registry,
      abi: artifacts.ENSRegistryWithFallback.abi,
      functionName: 'setSubnodeRecord',
      args: [namehash('eth'), labelhash(match[1]!), parameters.owner ?? deployer, resolver, 0n],
    },
    `Pointing ${parentName} at the offchain resolver`,
  )
  return resolver
}
