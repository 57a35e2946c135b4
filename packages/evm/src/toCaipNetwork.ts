import type { CaipNetwork } from '@portico/core'
import type { Chain } from 'viem'

/** Describes a viem chain as a Portico network (eip155 namespace). */
export function toCaipNetwork(chain: Chain): CaipNetwork {
  return {
    id: chain.id,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    name: chain.name,
    testnet: chain.testnet,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: chain.rpcUrls.default.http } },
    blockExplorers: chain.blockExplorers?.default
      ? { default: { name: chain.blockExplorers.default.name, url: chain.blockExplorers.default.url } }
      : undefined,
  }
}
