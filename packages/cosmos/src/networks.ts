import type { CaipNetwork } from '@portico/core'

/** A Cosmos SDK network: a CaipNetwork with its address prefix and the denom of its native coin. */
export type CosmosNetwork = CaipNetwork & {
  /** Bech32 prefix of its accounts (`cosmos`, `osmo`…). */
  bech32Prefix: string
  /** Base denom of the native coin (`uatom`), in `nativeCurrency.decimals` decimals. */
  denom: string
}

export type DefineCosmosNetworkParameters = {
  /** The chain id (`cosmoshub-4`): the CAIP-2 reference. */
  chainId: string
  name: string
  /** A REST (LCD) endpoint of a node of the chain (balances are read from its bank module). */
  restUrl: string
  bech32Prefix: string
  denom: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  testnet?: boolean | undefined
  blockExplorer?: { name: string; url: string } | undefined
}

/**
 * A Cosmos SDK network (a public chain, a local node): its CAIP-2 id is `cosmos:<chain id>`.
 *
 * @example
 * const local = defineCosmosNetwork({
 *   chainId: 'localnet-1', name: 'My node', restUrl: 'http://127.0.0.1:1317',
 *   bech32Prefix: 'cosmos', denom: 'stake', nativeCurrency: { name: 'Stake', symbol: 'STAKE', decimals: 6 },
 * })
 */
export function defineCosmosNetwork(parameters: DefineCosmosNetworkParameters): CosmosNetwork {
  return {
    id: parameters.chainId,
    caipNetworkId: `cosmos:${parameters.chainId}`,
    chainNamespace: 'cosmos',
    name: parameters.name,
    testnet: parameters.testnet ?? false,
    nativeCurrency: parameters.nativeCurrency,
    rpcUrls: { default: { http: [parameters.restUrl] } },
    ...(parameters.blockExplorer ? { blockExplorers: { default: parameters.blockExplorer } } : {}),
    bech32Prefix: parameters.bech32Prefix,
    denom: parameters.denom,
  }
}

/** The Cosmos Hub. */
export const cosmoshub: CosmosNetwork = defineCosmosNetwork({
  chainId: 'cosmoshub-4',
  name: 'Cosmos Hub',
  restUrl: 'https://rest.cosmos.directory/cosmoshub',
  bech32Prefix: 'cosmos',
  denom: 'uatom',
  nativeCurrency: { name: 'Cosmos', symbol: 'ATOM', decimals: 6 },
  blockExplorer: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' },
})

/** Osmosis. */
export const osmosis: CosmosNetwork = defineCosmosNetwork({
  chainId: 'osmosis-1',
  name: 'Osmosis',
  restUrl: 'https://rest.cosmos.directory/osmosis',
  bech32Prefix: 'osmo',
  denom: 'uosmo',
  nativeCurrency: { name: 'Osmosis', symbol: 'OSMO', decimals: 6 },
  blockExplorer: { name: 'Mintscan', url: 'https://www.mintscan.io/osmosis' },
})

/** The address prefix and denom of a network made by `defineCosmosNetwork` (undefined for another object). */
export function cosmosDetails(network: CaipNetwork): { bech32Prefix: string; denom: string } | undefined {
  const { bech32Prefix, denom } = network as Partial<CosmosNetwork>
  return typeof bech32Prefix === 'string' && typeof denom === 'string' ? { bech32Prefix, denom } : undefined
}
