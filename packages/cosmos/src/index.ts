export { cosmosAdapter, type CosmosAdapterParameters, type KeplrEventTarget } from './cosmosAdapter'
export { defaultKeplrWallets, type KeplrInterface, type KeplrKey, type KeplrStdSignature, type KeplrWallet } from './keplr'
export type { CosmosNetwork } from './networks'
