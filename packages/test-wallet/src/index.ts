export { installTestWallet } from './installTestWallet.ts'
export { installSolanaTestWallet } from './solana/installSolanaTestWallet.ts'
export { createSolanaTestWallet } from './solana/createSolanaTestWallet.ts'
export { solanaTestAccounts } from './solana/deriveSolanaKeys.ts'
export type { SolanaTestWallet, SolanaTestWalletOptions, SolanaWalletChain } from './solana/types.ts'
export { installBitcoinTestWallet } from './bitcoin/installBitcoinTestWallet.ts'
export { createBitcoinTestWallet } from './bitcoin/createBitcoinTestWallet.ts'
export { bitcoinTestAccounts } from './bitcoin/deriveBitcoinKeys.ts'
export type { BitcoinTestAccount, BitcoinTestWallet, BitcoinTestWalletOptions, BitcoinWalletNetwork } from './bitcoin/types.ts'
export { installMultichainTestWallet } from './multichain/installMultichainTestWallet.ts'
export { createMultichainTestWallet } from './multichain/createMultichainTestWallet.ts'
export type { MultichainTestWallet, MultichainTestWalletOptions } from './multichain/types.ts'
export { chromiumArgs, launchChromium, type LaunchChromiumOptions } from './launchChromium.ts'
export { defaultWalletInfo, testMnemonic } from './constants.ts'
export {
  ChromiumNotFoundError,
  DuplicateCallsIdError,
  InvalidParamsError,
  NoPendingRequestError,
  ProviderRpcError,
  TestWalletError,
  UnauthorizedError,
  UnknownCallsIdError,
  UnknownChainError,
  UnrecognizedChainError,
  UnsupportedCapabilityError,
  UnsupportedChainIdError,
  UnsupportedMethodError,
  UserRejectedRequestError,
  WaitForRequestTimeoutError,
} from './errors.ts'
export type {
  ApprovalMode,
  InstallTestWalletOptions,
  RpcErrorObject,
  TestWallet,
  WaitOptions,
  WalletChain,
  WalletInfo,
  WalletRequest,
} from './types.ts'
export { installPolkadotTestWallet } from './polkadot/installPolkadotTestWallet.ts'
export { createPolkadotTestWallet } from './polkadot/createPolkadotTestWallet.ts'
export type { PolkadotTestWallet, PolkadotTestWalletOptions } from './polkadot/types.ts'
export { installCosmosTestWallet } from './cosmos/installCosmosTestWallet.ts'
export { createCosmosTestWallet } from './cosmos/createCosmosTestWallet.ts'
export type { CosmosTestWallet, CosmosTestWalletOptions, CosmosWalletChain } from './cosmos/types.ts'
export { approveFarcasterSignIn, FarcasterClientError, farcasterCustodyAccount, type ApproveFarcasterSignInOptions } from './farcaster/approveFarcasterSignIn.ts'
