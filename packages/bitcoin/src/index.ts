export { type BitcoinAdapter, bitcoinAdapter, type BitcoinAdapterParameters } from './bitcoinAdapter'
export { BitcoinWalletRequestError } from './bitcoinWallet'
export type { BitcoinAccount, BitcoinSignPsbtParameters, BitcoinSignPsbtResult } from './types'
