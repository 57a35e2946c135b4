import type { ActiveNetwork } from './types'
import { isUnsupportedNetwork } from './unsupportedNetwork'

/** Logos the Portico server has, by CAIP-2 id (`/v1/config`'s `networkImages`). */
export type NetworkImages = Readonly<Record<string, string>>

/**
 * The logo to show for a network: the app's own (`imageUrl` on the network), else the Portico
 * server's, else `undefined` (show its initial): a network the server has no logo for (a devnet)
 * is never asked for one. The unsupported-network placeholder has none.
 *
 * @example
 * networkImageUrl(mainnet, portico.stores.network.getState().images) // 'https://…/v1/network-images/eip155-1.svg'
 */
export function networkImageUrl(network: ActiveNetwork | undefined, images: NetworkImages): string | undefined {
  if (!network || isUnsupportedNetwork(network)) return undefined
  if (network.imageUrl) return network.imageUrl
  return Object.hasOwn(images, network.caipNetworkId) ? images[network.caipNetworkId] : undefined
}
