import type { CaipNetwork } from '@portico/core'
import type { Chain } from 'viem'

/**
 * Describes a viem chain as a Portico network (eip155 namespace). A chain may carry its logo as
 * `imageUrl` (`{ ...myChain, imageUrl: '/chain.svg' }`); the modal shows it over the server's.
 */
export function toCaipNetwork(chain: Chain & { imageUrl?: string | undefined }): CaipNetwork {
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
    ...(typeof chain.imageUrl === 'string' && chain.imageUrl ? { imageUrl: chain.imageUrl } : {}),
  }
}
