import type { CaipNetwork } from '@portico/core'

const explorer = (path: string) => ({ default: { name: 'mempool.space', url: `https://mempool.space${path}` } })

/**
 * A Bitcoin network of your own: `id` is its CAIP-2 reference (the first 32 hex characters of its
 * genesis block hash); `esploraUrl`, when given, is an Esplora REST API the adapter reads balances
 * from (none: the account view shows no balance).
 *
 * @example
 * const regtest = defineBitcoinNetwork({ id: '0f9188f13cb7b2c71f2a335e3a4fc328', name: 'Bitcoin Regtest', testnet: true })
 */
export function defineBitcoinNetwork(parameters: { id: string; name: string; esploraUrl?: string | undefined; testnet?: boolean | undefined; explorerUrl?: string | undefined }): CaipNetwork {
  const symbol = parameters.testnet ? 'tBTC' : 'BTC'
  return {
    id: parameters.id,
    caipNetworkId: `bip122:${parameters.id}`,
    chainNamespace: 'bip122',
    name: parameters.name,
    ...(parameters.testnet ? { testnet: true } : {}),
    nativeCurrency: { name: 'Bitcoin', symbol, decimals: 8 },
    rpcUrls: { default: { http: parameters.esploraUrl ? [parameters.esploraUrl] : [] } },
    ...(parameters.explorerUrl ? { blockExplorers: { default: { name: 'Explorer', url: parameters.explorerUrl } } } : {}),
  }
}

/** Bitcoin mainnet (balances from mempool.space's Esplora API). */
export const bitcoin: CaipNetwork = {
  ...defineBitcoinNetwork({ id: '000000000019d6689c085ae165831e93', name: 'Bitcoin', esploraUrl: 'https://mempool.space/api' }),
  blockExplorers: explorer(''),
}

/** Bitcoin testnet3. */
export const bitcoinTestnet: CaipNetwork = {
  ...defineBitcoinNetwork({ id: '000000000933ea01ad0ee984209779ba', name: 'Bitcoin Testnet', testnet: true, esploraUrl: 'https://mempool.space/testnet/api' }),
  blockExplorers: explorer('/testnet'),
}

/** Bitcoin signet. */
export const bitcoinSignet: CaipNetwork = {
  ...defineBitcoinNetwork({ id: '00000008819873e925422c1ff0f99f7c', name: 'Bitcoin Signet', testnet: true, esploraUrl: 'https://mempool.space/signet/api' }),
  blockExplorers: explorer('/signet'),
}

const MAINNET = '000000000019d6689c085ae165831e93'
const REGTEST = '0f9188f13cb7b2c71f2a335e3a4fc328'

/** The Bitcoin Wallet Standard chain of a network: `bitcoin:mainnet`, `bitcoin:regtest`, else `bitcoin:testnet` (testnet, signet). */
export function toWalletStandardChain(network: CaipNetwork): `bitcoin:${string}` {
  return network.id === MAINNET ? 'bitcoin:mainnet' : network.id === REGTEST ? 'bitcoin:regtest' : 'bitcoin:testnet'
}

/** The sats-connect network name of a network: `Mainnet`, `Regtest`, `Signet` or `Testnet`. */
export function toSatsConnectNetwork(network: CaipNetwork): 'Mainnet' | 'Testnet' | 'Signet' | 'Regtest' {
  if (network.id === MAINNET) return 'Mainnet'
  if (network.id === REGTEST) return 'Regtest'
  return network.name.toLowerCase().includes('signet') ? 'Signet' : 'Testnet'
}
