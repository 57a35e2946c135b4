import { readFileSync } from 'node:fs'
import type { Hex } from 'viem'
import { DevnetError } from '../errors.ts'

/** The creation bytecode of a contract, and where it comes from. */
export type AccountAbstractionArtifact = { contractName: string; package: string; source: string; license: string; bytecode: Hex }

/** The ERC-4337 contracts `startDevnet` deploys. */
export type AccountAbstractionArtifacts = {
  EntryPoint: AccountAbstractionArtifact
  SimpleAccountFactory: AccountAbstractionArtifact
}

let cached: AccountAbstractionArtifacts | undefined

/**
 * Reads the ERC-4337 contracts' creation bytecode from `artifacts/account-abstraction/`: the compiled
 * EntryPoint v0.8 and SimpleAccountFactory exactly as eth-infinitism's audited npm release
 * `@account-abstraction/contracts` 0.8.0 ships them (not recompiled: the EntryPoint's canonical address
 * is the CREATE2 of this bytecode; `loadAccountAbstractionArtifacts.test.ts` checks they still match the
 * package). Copied rather than depended on because that package depends on `@uniswap/v3-core`, whose
 * BUSL-1.1 licence is not open source. The EntryPoint's sources are GPL-3.0: like Uniswap v2, it is
 * deployed on the local devnet only, never bundled into an app.
 *
 * @throws {DevnetError} when a file is missing or not what we expect.
 */
export function loadAccountAbstractionArtifacts(): AccountAbstractionArtifacts {
  if (cached) return cached
  const load = (name: keyof AccountAbstractionArtifacts): AccountAbstractionArtifact => {
    const url = new URL(`../../artifacts/account-abstraction/${name}.json`, import.meta.url)
    let json: Partial<AccountAbstractionArtifact>
    try {
      json = JSON.parse(readFileSync(url, 'utf8')) as typeof json
    } catch (cause) {
      throw new DevnetError(`Cannot read ${url.pathname}: is @portico/devnet installed whole?`, { cause })
    }
    const { bytecode } = json
    if (json.contractName !== name || typeof bytecode !== 'string' || !/^0x(?:[0-9a-f]{2})+$/i.test(bytecode)) {
      throw new DevnetError(`${url.pathname} is not ${name}'s artifact.`)
    }
    return json as AccountAbstractionArtifact
  }
  cached = { EntryPoint: load('EntryPoint'), SimpleAccountFactory: load('SimpleAccountFactory') }
  return cached
}
