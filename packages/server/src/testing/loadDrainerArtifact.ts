import { type ContractArtifact, compileSolidity } from '@portico/devnet'

/**
 * ABI and bytecode of `contracts/Drainer.sol` (test only: a contract that takes what an approval
 * lets it take), compiled with the npm `solc` and cached in `node_modules/.cache/portico-server`.
 */
export function loadDrainerArtifact(): ContractArtifact {
  return compileSolidity({ source: new URL('./contracts/Drainer.sol', import.meta.url), contracts: ['Drainer'], cacheName: 'portico-server' }).Drainer
}
