export { startDevnet } from './startDevnet.ts'
export { type BundlerInstance, type StartBundlerParameters, startBundler } from './bundler/startBundler.ts'
export { defineDevnetChain, type DefineDevnetChainParameters } from './defineDevnetChain.ts'
export { formatDevnet } from './formatDevnet.ts'
export { devnetFarcaster, devnetFarcasterCustody, loadIdRegistryArtifact } from './farcaster/deployIdRegistry.ts'
export { type CompileSolidityParameters, type ContractArtifact, compileSolidity } from './solc/compileSolidity.ts'
export {
  accountAbstractionAddresses,
  create2DeployerAddress,
  safeSingletonFactoryAddress,
  defaultDevnetChains,
  devnetBundlerAccountIndexes,
  devnetAmmAddresses,
  devnetLiquidityProvider,
  devnetPools,
  devnetTokenAddresses,
  uniswapV2PairInitCodeHash,
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
export type { Devnet, DevnetAccountAbstraction, DevnetAmm, DevnetChain, DevnetChainConfig, DevnetPool, StartDevnetOptions, TokenInfo } from './types.ts'
export type { DevnetPoolDefinition } from './constants.ts'
export { type UniswapV2Artifact, type UniswapV2Artifacts, loadUniswapV2Artifacts } from './amm/loadUniswapV2Artifacts.ts'
export {
  type AccountAbstractionArtifact,
  type AccountAbstractionArtifacts,
  loadAccountAbstractionArtifacts,
} from './erc4337/loadAccountAbstractionArtifacts.ts'
export { type AccountAbstractionDeployment, accountAbstractionDeployments } from './erc4337/accountAbstractionDeployments.ts'
export {
  defaultPaymasterSigner,
  deployVerifyingPaymaster,
  devnetPaymasterFunding,
  verifyingPaymasterAddress,
} from './paymaster/deployVerifyingPaymaster.ts'
export {
  type DeployChainlinkFeedParameters,
  deployChainlinkFeed,
  ethereumEthUsdFeed,
  loadChainlinkAggregatorArtifact,
  updateChainlinkFeed,
} from './chainlink/deployChainlinkFeed.ts'
export { placeCanonicalToken, type PlaceCanonicalTokenParameters } from './mainnet/placeCanonicalToken.ts'
export {
  ethereumUsdc,
  ethereumUsdcUsdFeed,
  type MainnetStep,
  type MainnetStepContext,
  mainnetSteps,
  runMainnetSteps,
} from './mainnet/mainnetSteps.ts'
