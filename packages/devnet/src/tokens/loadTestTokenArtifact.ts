import { type ContractArtifact, compileSolidity } from '../solc/compileSolidity.ts'

export type TestTokenArtifact = ContractArtifact

export type LoadTestTokenArtifactParameters = {
  /** Where compiled artifacts are cached. Default: `node_modules/.cache/portico-devnet`. */
  cacheDir?: string
}

/**
 * Returns the ABI and creation bytecode of `contracts/TestToken.sol`, compiled once and cached
 * (see `compileSolidity`).
 *
 * @throws {SolcCompileError} when the contract does not compile.
 */
export function loadTestTokenArtifact({ cacheDir }: LoadTestTokenArtifactParameters = {}): TestTokenArtifact {
  return compileSolidity({ source: new URL('../../contracts/TestToken.sol', import.meta.url), contracts: ['TestToken'], cacheDir })
    .TestToken
}
