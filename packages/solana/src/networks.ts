import type { CaipNetwork } from '@portico/core'

const nativeCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const
const explorer = (cluster?: string) => ({
  default: { name: 'Solana Explorer', url: cluster ? `https://explorer.solana.com/?cluster=${cluster}` : 'https://explorer.solana.com' },
})

/**
 * Solana mainnet-beta. The CAIP-2 reference of a Solana cluster is the first 32 characters of its
 * genesis hash.
 */
export const solana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: explorer(),
}

/** Solana devnet (the public test cluster with airdrops). */
export const solanaDevnet: CaipNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  testnet: true,
  nativeCurrency,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: explorer('devnet'),
}

/** Solana testnet. */
export const solanaTestnet: CaipNetwork = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  testnet: true,
  nativeCurrency,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: explorer('testnet'),
}

/** The Wallet Standard chain (`solana:mainnet`…) a wallet is asked to use for a network. */
export function toWalletStandardChain(network: CaipNetwork): `solana:${string}` {
  if (network.id === solana.id) return 'solana:mainnet'
  if (network.id === solanaDevnet.id) return 'solana:devnet'
  if (network.id === solanaTestnet.id) return 'solana:testnet'
  return 'solana:localnet'
}

/**
 * A Solana network of your own (a local test chain, a private cluster): `id` is its CAIP-2
 * reference, the first 32 characters of its genesis hash.
 *
 * @example
 * const local = defineSolanaNetwork({ id: 'CE76eoDFmUDwvK8u5jqHEzEFEVnkcpSn', name: 'Portico Solana Test Chain', rpcUrl: 'http://127.0.0.1:8899' })
 */
export function defineSolanaNetwork(parameters: { id: string; name: string; rpcUrl: string; testnet?: boolean | undefined }): CaipNetwork {
  return {
    id: parameters.id,
    caipNetworkId: `solana:${parameters.id}`,
    chainNamespace: 'solana',
    name: parameters.name,
    testnet: parameters.testnet ?? true,
    nativeCurrency,
    rpcUrls: { default: { http: [parameters.rpcUrl] } },
  }
}
