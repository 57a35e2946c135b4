import { type Address, labelhash, namehash, zeroHash } from 'viem'
import { deployAt } from '../utils/deployAt.ts'
import { initCodeWithAddresses } from '../utils/initCode.ts'
import { ensDevnetRootOwner, ensMainnetAddresses } from './ensAddresses.ts'
import { impersonate, sendAs } from '../utils/sendAs.ts'
import { type EnsArtifacts, loadEnsArtifacts } from './loadEnsArtifacts.ts'

export type DeployEnsParameters = {
  /** A chain-id-1 devnet node (anvil). */
  rpcUrl: string
  /** Default: `loadEnsArtifacts()`. */
  artifacts?: EnsArtifacts | undefined
}

/** What `deployEns` deployed, at mainnet's addresses. */
export type DevnetEns = typeof ensMainnetAddresses & { rootOwner: Address }

/**
 * Deploys ENS at its mainnet addresses ({@link ensMainnetAddresses}) on a devnet node: the old and
 * the current registry, the public resolver, the reverse registrar (owner of `addr.reverse`) and a
 * Universal Resolver at viem's mainnet address, so viem's ENS actions on `mainnet` work against the
 * node. The root and `eth` belong to {@link ensDevnetRootOwner} (impersonated). Self-contained: any
 * anvil node will do; a node where these addresses already hold code is overwritten.
 *
 * @throws {DevnetError} when a deployment or set-up transaction fails.
 */
export async function deployEns({ rpcUrl, artifacts = loadEnsArtifacts() }: DeployEnsParameters): Promise<DevnetEns> {
  const owner = ensDevnetRootOwner
  const a = ensMainnetAddresses
  await impersonate(rpcUrl, owner)
  // Constructor arguments by the sources' signatures: the published ENSRegistryWithFallback build's ABI lists an
  // `owner` argument its source (and bytecode) do not have.
  const deploy = (name: keyof EnsArtifacts, at: Address, args: readonly Address[]) =>
    deployAt({
      rpcUrl,
      from: owner,
      at,
      name,
      data: initCodeWithAddresses(artifacts[name].bytecode, args),
    })
  const registry = artifacts.ENSRegistryWithFallback.abi
  const setSubnodeOwner = (parent: `0x${string}`, label: string, to: Address) =>
    sendAs(rpcUrl, owner, { to: a.registry, abi: registry, functionName: 'setSubnodeOwner', args: [parent, labelhash(label), to] }, `Giving out ${label}`)

  await deploy('ENSRegistry', a.oldRegistry, [])
  await deploy('ENSRegistryWithFallback', a.registry, [a.oldRegistry])
  await deploy('PublicResolver', a.publicResolver, [a.registry])
  // Before `addr.reverse` has an owner: the registrar's constructor would ask a previous registrar to hand it over.
  await deploy('ReverseRegistrar', a.reverseRegistrar, [a.registry, a.publicResolver])
  await deploy('DevnetUniversalResolver', a.universalResolver, [a.registry])

  await setSubnodeOwner(zeroHash, 'eth', owner)
  await setSubnodeOwner(zeroHash, 'reverse', owner)
  await setSubnodeOwner(namehash('reverse'), 'addr', a.reverseRegistrar)
  return { ...a, rootOwner: owner }
}
