import { readFileSync } from 'node:fs'
import type { Abi, Hex } from 'viem'
import { DevnetError } from '../errors.ts'
import { compileSolidity } from '../solc/compileSolidity.ts'

/** A contract's ABI and creation bytecode, and where it comes from. */
export type EnsArtifact = { contractName: string; package: string; license: string; abi: Abi; bytecode: Hex }

const published = ['ENSRegistry', 'ENSRegistryWithFallback', 'PublicResolver', 'ReverseRegistrar', 'OffchainResolver'] as const
export type EnsArtifacts = Record<(typeof published)[number] | 'DevnetUniversalResolver', EnsArtifact>

/**
 * The ENS contracts `deployEns` deploys: the registry, public resolver, reverse registrar and
 * offchain resolver exactly as their npm releases publish them (copied into `artifacts/ens/`, see
 * artifacts/README.md), and the devnet's own Universal Resolver (`contracts/DevnetUniversalResolver.sol`,
 * compiled here: the ENS package that holds the real one is not installable).
 *
 * @throws {DevnetError} when a file is missing or not an artifact.
 */
export function loadEnsArtifacts(): EnsArtifacts {
  const artifacts = {} as EnsArtifacts
  for (const name of published) {
    const url = new URL(`../../artifacts/ens/${name}.json`, import.meta.url)
    let json: Partial<EnsArtifact>
    try {
      json = JSON.parse(readFileSync(url, 'utf8')) as Partial<EnsArtifact>
    } catch (cause) {
      throw new DevnetError(`Cannot read the ENS artifact ${name}.`, { cause })
    }
    if (json.contractName !== name || !Array.isArray(json.abi) || typeof json.bytecode !== 'string' || !/^0x(?:[0-9a-f]{2})+$/i.test(json.bytecode)) {
      throw new DevnetError(`The ENS artifact ${name} is not an artifact.`)
    }
    artifacts[name] = json as EnsArtifact
  }
  const { DevnetUniversalResolver } = compileSolidity({
    source: new URL('../../contracts/DevnetUniversalResolver.sol', import.meta.url),
    contracts: ['DevnetUniversalResolver'],
  })
  artifacts.DevnetUniversalResolver = { contractName: 'DevnetUniversalResolver', package: '@portico/devnet', license: 'MIT', ...DevnetUniversalResolver }
  return artifacts
}
