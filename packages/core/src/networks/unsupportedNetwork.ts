import type { ChainNamespace } from '../caip/types'
import type { ActiveNetwork, UnsupportedNetwork } from './types'

/** Builds the 'unsupported' placeholder for a chain the app does not configure. */
export function unsupportedNetwork(chainNamespace: ChainNamespace, id: number | string): UnsupportedNetwork {
  return { id, caipNetworkId: `${chainNamespace}:${id}`, chainNamespace, name: 'Unsupported network', unsupported: true }
}

export function isUnsupportedNetwork(network: ActiveNetwork | undefined): network is UnsupportedNetwork {
  return Boolean(network && 'unsupported' in network && network.unsupported)
}
