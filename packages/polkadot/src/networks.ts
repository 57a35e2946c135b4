import type { CaipNetwork } from '@portico/core'

export type DefinePolkadotNetworkParameters = {
  /** The chain's genesis hash (hex, with or without 0x); its first 32 hex characters are the CAIP-2 reference. */
  genesisHash: string
  name: string
  /** A JSON-RPC HTTP endpoint of a node of the chain (balances are read from it). */
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  testnet?: boolean | undefined
  blockExplorer?: { name: string; url: string } | undefined
}

/**
 * A Polkadot-ecosystem network (a relay chain, a parachain, a local node): its CAIP-2 id is
 * `polkadot:` and the first 32 hex characters of its genesis hash.
 *
 * @example
 * const local = definePolkadotNetwork({
 *   genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
 *   name: 'My node',
 *   rpcUrl: 'http://127.0.0.1:9944',
 *   nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
 * })
 */
export function definePolkadotNetwork(parameters: DefinePolkadotNetworkParameters): CaipNetwork {
  const reference = parameters.genesisHash.replace(/^0x/, '').slice(0, 32).toLowerCase()
  return {
    id: reference,
    caipNetworkId: `polkadot:${reference}`,
    chainNamespace: 'polkadot',
    name: parameters.name,
    testnet: parameters.testnet ?? false,
    nativeCurrency: parameters.nativeCurrency,
    rpcUrls: { default: { http: [parameters.rpcUrl] } },
    ...(parameters.blockExplorer ? { blockExplorers: { default: parameters.blockExplorer } } : {}),
  }
}

/** The Polkadot relay chain. */
export const polkadot: CaipNetwork = definePolkadotNetwork({
  genesisHash: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  rpcUrl: 'https://rpc.polkadot.io',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  blockExplorer: { name: 'Subscan', url: 'https://polkadot.subscan.io' },
})

/** Kusama, Polkadot's canary network. */
export const kusama: CaipNetwork = definePolkadotNetwork({
  genesisHash: 'b0a8d493285c2df73290dfe7b61f91cf',
  name: 'Kusama',
  rpcUrl: 'https://kusama-rpc.polkadot.io',
  nativeCurrency: { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  blockExplorer: { name: 'Subscan', url: 'https://kusama.subscan.io' },
})

/** Westend, Polkadot's test network. */
export const westend: CaipNetwork = definePolkadotNetwork({
  genesisHash: 'e143f23803ac50e8f6f8e62695d1ce9e',
  name: 'Westend',
  rpcUrl: 'https://westend-rpc.polkadot.io',
  nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
  testnet: true,
  blockExplorer: { name: 'Subscan', url: 'https://westend.subscan.io' },
})
