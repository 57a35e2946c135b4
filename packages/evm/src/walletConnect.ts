// `@portico/evm/walletConnect`: WalletConnect v2 on its own entry, so that an app without it never
// imports a module that names the optional `@walletconnect/*` packages (bundlers such as Next.js's
// fail on a dynamic import they cannot resolve, even one never run).
export { WalletConnectNotInstalledError, type WalletConnectNotInstalledErrorType } from './walletConnect/errors'
export type { WalletConnectCoreOptions, WalletConnectParameters } from './walletConnect/types'
export { walletConnect } from './walletConnect/walletConnect'
