export { startDevnet } from './startDevnet.ts'
export { defineDevnetChain, type DefineDevnetChainParameters } from './defineDevnetChain.ts'
export { formatDevnet } from './formatDevnet.ts'
export { type CompileSolidityParameters, type ContractArtifact, compileSolidity } from './solc/compileSolidity.ts'
export {
  defaultDevnetChains,
  devnetTokenAddresses,
  devnetTokenMintAmount,
  devnetTokens,
  multicall3Address,
  testMnemonic,
} from './constants.ts'
export {
  AnvilExitedError,
  AnvilNotFoundError,
  DevnetError,
  DevnetTimeoutError,
  PortInUseError,
  SolcCompileError,
} from './errors.ts'
export type { Devnet, DevnetChain, DevnetChainConfig, StartDevnetOptions, TokenInfo } from './types.ts'
