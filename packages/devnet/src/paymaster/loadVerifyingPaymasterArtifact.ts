import { readFileSync } from 'node:fs'
import type { Abi, Hex } from 'viem'
import { DevnetError } from '../errors.ts'

/** The published VerifyingPaymaster build, with where it comes from. */
export type VerifyingPaymasterArtifact = { contractName: string; package: string; source: string; license: string; abi: Abi; bytecode: Hex }

/**
 * Reads `VerifyingPaymaster07.json`: eth-infinitism's sample verifying paymaster for the EntryPoint
 * v0.7, exactly as `@account-abstraction/contracts` 0.7.0 publishes its build (0.8.0 no longer ships
 * the samples). Not recompiled, like the EntryPoints beside it in `artifacts/`. GPL-3.0, deployed on
 * the local devnet only.
 *
 * @throws {DevnetError} when the file is missing or not an artifact.
 */
export function loadVerifyingPaymasterArtifact(): VerifyingPaymasterArtifact {
  const url = new URL('./VerifyingPaymaster07.json', import.meta.url)
  let json: Partial<VerifyingPaymasterArtifact>
  try {
    json = JSON.parse(readFileSync(url, 'utf8')) as typeof json
  } catch (cause) {
    throw new DevnetError(`Cannot read ${url.pathname}: is @portico/devnet installed whole?`, { cause })
  }
  if (!Array.isArray(json.abi) || typeof json.bytecode !== 'string' || !/^0x(?:[0-9a-f]{2})+$/i.test(json.bytecode)) {
    throw new DevnetError(`${url.pathname} is not a contract artifact.`)
  }
  return json as VerifyingPaymasterArtifact
}
