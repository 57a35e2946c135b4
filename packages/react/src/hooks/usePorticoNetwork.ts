import type { ActiveNetwork, CaipNetwork, CaipNetworkId } from '@portico/core'
import { usePorticoContext } from '../context'
import { useStore } from './useStore'

/**
 * The active network (or the 'unsupported' placeholder), every configured network, and a switch.
 *
 * @example
 * const { network, switchNetwork } = usePorticoNetwork()
 * await switchNetwork('eip155:10')
 */
export function usePorticoNetwork(): {
  network: ActiveNetwork | undefined
  networks: readonly CaipNetwork[]
  switchNetwork: (caipNetworkId: CaipNetworkId) => Promise<void>
} {
  const { portico } = usePorticoContext()
  const state = useStore(portico.stores.network, (s) => s)
  return {
    network: state.active[state.activeNamespace],
    networks: state.networks,
    switchNetwork: (caipNetworkId) => portico.switchNetwork({ caipNetworkId }),
  }
}
