/**
 * Browser-safe entry (`@portico/devnet/chain`): how apps describe the devnet chains and tokens,
 * without the Node-only parts that start anvil.
 */
export { defineDevnetChain, type DefineDevnetChainParameters } from './defineDevnetChain.ts'
export {
  defaultDevnetChains,
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
export type { DevnetPoolDefinition } from './constants.ts'
export type { TokenInfo } from './types.ts'
