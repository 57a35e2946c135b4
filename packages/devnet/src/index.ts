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
export { deployEns, type DeployEnsParameters, type DevnetEns } from './ens/deployEns.ts'
export { deployOffchainResolver, type DeployOffchainResolverParameters } from './ens/deployOffchainResolver.ts'
export { defaultEnsGatewaySigner, ensDevnetRootOwner, ensMainnetAddresses } from './ens/ensAddresses.ts'
export { type EnsArtifact, type EnsArtifacts, loadEnsArtifacts } from './ens/loadEnsArtifacts.ts'
export { setEnsName, type SetEnsNameParameters } from './ens/setEnsName.ts'
export { deployAt, type DeployAtParameters } from './utils/deployAt.ts'
export { type AnvilInstance, spawnAnvil, type SpawnAnvilParameters } from './anvil/spawnAnvil.ts'
export { resolveAnvilBinary } from './anvil/resolveAnvilBinary.ts'
export { deployUniswapV3, type DeployUniswapV3Parameters } from './uniswapV3/deployUniswapV3.ts'
export { addUniswapV3Pool, type AddUniswapV3PoolParameters } from './uniswapV3/addUniswapV3Pool.ts'
export { loadUniswapV3Artifacts, type UniswapV3Artifact, type UniswapV3Artifacts } from './uniswapV3/loadUniswapV3Artifacts.ts'
export { uniswapV3Deployer, uniswapV3MainnetAddresses } from './uniswapV3/uniswapV3Addresses.ts'
export { deployMulticall3 } from './multicall/deployMulticall3.ts'
export { deployTestTokens, type DeployTestTokensParameters } from './tokens/deployTestTokens.ts'
export { loadTestTokenArtifact } from './tokens/loadTestTokenArtifact.ts'
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
