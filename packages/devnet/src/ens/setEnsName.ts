import { type Address, labelhash, namehash } from 'viem'
import { DevnetError } from '../errors.ts'
import type { DevnetEns } from './deployEns.ts'
import { impersonate, sendAs } from '../utils/sendAs.ts'
import type { EnsArtifacts } from './loadEnsArtifacts.ts'

export type SetEnsNameParameters = {
  rpcUrl: string
  ens: DevnetEns
  artifacts: EnsArtifacts
  /** The `.eth` name to give out, e.g. `vitalik.eth` (one label under `eth`). */
  name: string
  /** Who gets it: its address record, its owner, and (with `primary`) the account whose primary name it becomes. */
  address: Address
  /** Text records (e.g. `avatar`). */
  texts?: Readonly<Record<string, string>> | undefined
  /** Also set the reverse record (the account's primary name), default true. */
  primary?: boolean | undefined
}

/**
 * Registers `name` on a devnet's ENS (after `deployEns`) for `address`, on the public resolver,
 * with its text records and (by default) as the account's primary name through the reverse
 * registrar, impersonating the account. For tests and demos: a real `.eth` registration goes
 * through the ETH registrar controller, which the devnet does not deploy.
 *
 * @throws {DevnetError} when `name` is not `<label>.eth` or a transaction fails.
 */
export async function setEnsName({ rpcUrl, ens, artifacts, name, address, texts = {}, primary = true }: SetEnsNameParameters): Promise<void> {
  const match = /^([a-z0-9-]+)\.eth$/.exec(name)
  if (!match) throw new DevnetError(`setEnsName gives out <label>.eth names only, not ${name}.`)
  const node = namehash(name)
  const resolver = artifacts.PublicResolver.abi
  await impersonate(rpcUrl, ens.rootOwner)
  await sendAs(
    rpcUrl,
    ens.rootOwner,
    { to: ens.registry, abi: artifacts.ENSRegistryWithFallback.abi, functionName: 'setSubnodeRecord', args: [namehash('eth'), labelhash(match[1]!), ens.rootOwner, ens.publicResolver, 0n] },
    `Registering ${name}`,
  )
  await sendAs(rpcUrl, ens.rootOwner, { to: ens.publicResolver, abi: resolver, functionName: 'setAddr', args: [node, address] }, `Setting ${name}'s address`)
  for (const [key, value] of Object.entries(texts)) {
    await sendAs(rpcUrl, ens.rootOwner, { to: ens.publicResolver, abi: resolver, functionName: 'setText', args: [node, key, value] }, `Setting ${name}'s ${key}`)
  }
  await sendAs(rpcUrl, ens.rootOwner, { to: ens.registry, abi: artifacts.ENSRegistryWithFallback.abi, functionName: 'setOwner', args: [node, address] }, `Handing ${name} over`)
  if (primary) {
    await impersonate(rpcUrl, address)
    await sendAs(rpcUrl, address, { to: ens.reverseRegistrar, abi: artifacts.ReverseRegistrar.abi, functionName: 'setName', args: [name] }, `Setting ${address}'s primary name`)
  }
}
