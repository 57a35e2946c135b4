/**
 * What the kit does with its server (remote config, allowed origins, analytics, the wallet
 * registry) and the multi-wallet functions: one module the kit imports in the background, so none
 * of it is in the page's first load.
 */
export { checkAllowedOrigins } from './checkAllowedOrigins'
export { getConnections, switchConnection } from './multiWallet'
export { startRemote } from './startRemote'
export { fetchConnectWallets, fetchNextWalletsPage, searchWallets } from './wallets'
