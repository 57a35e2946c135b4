export { createWalletConnectWallet } from './createWalletConnectWallet.ts'
export { walletConnectEvents, walletConnectMethods } from './approvedNamespaces.ts'
export type { WalletConnectProposal, WalletConnectWallet, WalletConnectWalletOptions } from './types.ts'
