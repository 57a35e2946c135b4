import { type ContractArtifact, compileSolidity } from '@portico/devnet'

export type { ContractArtifact }

export type Erc1271Artifacts = { account: ContractArtifact; factory: ContractArtifact }

/**
 * ABI and bytecode of `contracts/OwnedErc1271Account.sol`: a minimal ERC-1271 account for the
 * sign-in tests and its CREATE2 factory (for ERC-6492), compiled with the npm `solc` and cached in
 * `node_modules/.cache/portico-server` (see `compileSolidity` in @portico/devnet).
 */
export function loadErc1271Artifact(): Erc1271Artifacts {
  const compiled = compileSolidity({
    source: new URL('./contracts/OwnedErc1271Account.sol', import.meta.url),
    contracts: ['OwnedErc1271Account', 'OwnedErc1271AccountFactory'],
    cacheName: 'portico-server',
  })
  return { account: compiled.OwnedErc1271Account, factory: compiled.OwnedErc1271AccountFactory }
}
