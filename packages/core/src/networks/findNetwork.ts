import type { CaipNetworkId } from '../caip/types'
import type { CaipNetwork } from './types'

/** Finds a configured network by CAIP-2 id, or by namespace and chain reference. */
export function findNetwork(
  networks: readonly CaipNetwork[],
  id: CaipNetworkId | { chainNamespace: string; id: number | string },
): CaipNetwork | undefined {
  const caipNetworkId = typeof id === 'string' ? id : `${id.chainNamespace}:${id.id}`
  return networks.find((network) => network.caipNetworkId === caipNetworkId)
}
