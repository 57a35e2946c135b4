import { readFileSync } from 'node:fs'
import type { Hex } from 'viem'
import { DevnetError } from '../errors.ts'
import { accountAbstractionDeployments } from './accountAbstractionDeployments.ts'

/** The creation bytecode of a contract, and where it comes from. */
export type AccountAbstractionArtifact = { contractName: string; package: string; source: string; license: string; bytecode: Hex }

/** Every ERC-4337 contract `startDevnet` deploys, by its file under `artifacts/` (e.g. `safe/SafeL2`). */
export type AccountAbstractionArtifacts = Readonly<Record<string, AccountAbstractionArtifact>>

let cached: AccountAbstractionArtifacts | undefined

/**
 * Reads the ERC-4337 contracts' creation bytecode from `artifacts/`: exactly what the audited npm releases
 * ship (`@account-abstraction/contracts` 0.8.0 and 0.7.0, `@safe-global/safe-contracts` 1.4.1,
 * `@safe-global/safe-4337` 0.3.0; see `artifacts/README.md`). Not recompiled: each lands at its canonical
 * address, the CREATE2 of exactly this bytecode, which `loadAccountAbstractionArtifacts.test.ts` checks.
 * Copied rather than depended on: `@account-abstraction/contracts` depends on `@uniswap/v3-core` (BUSL-1.1,
 * not open source) and `@safe-global/safe-contracts` pins ethers 5 as a peer. Their sources are GPL-3.0
 * (the EntryPoints) and LGPL-3.0 (Safe): deployed on the local devnet only, never bundled into an app.
 *
 * @throws {DevnetError} when a file is missing or not what we expect.
 */
export function loadAccountAbstractionArtifacts(): AccountAbstractionArtifacts {
  if (cached) return cached
  const load = (artifact: string): AccountAbstractionArtifact => {
    const url = new URL(`../../artifacts/${artifact}.json`, import.meta.url)
    let json: Partial<AccountAbstractionArtifact>
    try {
      json = JSON.parse(readFileSync(url, 'utf8')) as typeof json
    } catch (cause) {
      throw new DevnetError(`Cannot read ${url.pathname}: is @portico/devnet installed whole?`, { cause })
    }
    const { bytecode } = json
    if (typeof json.contractName !== 'string' || typeof bytecode !== 'string' || !/^0x(?:[0-9a-f]{2})+$/i.test(bytecode)) {
      throw new DevnetError(`${url.pathname} is not a contract artifact.`)
    }
    return json as AccountAbstractionArtifact
  }
  cached = Object.fromEntries(accountAbstractionDeployments.map(({ artifact }) => [artifact, load(artifact)]))
  return cached
}
