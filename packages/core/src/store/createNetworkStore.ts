import { createStore } from 'zustand/vanilla'
import type { ChainNamespace } from '../caip/types'
import { findNetwork } from '../network/findNetwork'
import type { ActiveNetwork, CaipNetwork } from '../network/types'
import { isUnsupportedNetwork, unsupportedNetwork } from '../network/unsupportedNetwork'

export type NetworkState = {
  networks: readonly CaipNetwork[]
  /** The namespace the modal is showing. */
  activeNamespace: ChainNamespace
  /** The active network per namespace; the 'unsupported' placeholder when a wallet is elsewhere. */
  active: Readonly<Partial<Record<ChainNamespace, ActiveNetwork>>>
}

/** The configured networks and the active one per namespace. */
export function createNetworkStore(parameters: { networks: readonly CaipNetwork[]; defaultNetwork: CaipNetwork }) {
  const { networks, defaultNetwork } = parameters
  const store = createStore<NetworkState>(() => ({
    networks,
    activeNamespace: defaultNetwork.chainNamespace,
    active: { [defaultNetwork.chainNamespace]: defaultNetwork },
  }))

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    /** The active network of a namespace (default: the active namespace). */
    active(namespace: ChainNamespace = store.getState().activeNamespace): ActiveNetwork | undefined {
      return store.getState().active[namespace]
    },
    /** Sets the active network from a chain reference a wallet reported; unknown chains become 'unsupported'. */
    setActiveChain(namespace: ChainNamespace, chainId: number | string) {
      const network = findNetwork(networks, { chainNamespace: namespace, id: chainId }) ?? unsupportedNetwork(namespace, chainId)
      const current = store.getState().active[namespace]
      if (current?.caipNetworkId === network.caipNetworkId && isUnsupportedNetwork(current) === isUnsupportedNetwork(network)) return
      store.setState((state) => ({ active: { ...state.active, [namespace]: network }, activeNamespace: namespace }))
    },
    setActiveNetwork(network: CaipNetwork) {
      store.setState((state) => ({
        active: { ...state.active, [network.chainNamespace]: network },
        activeNamespace: network.chainNamespace,
      }))
    },
    networksOf(namespace: ChainNamespace): readonly CaipNetwork[] {
      return networks.filter((network) => network.chainNamespace === namespace)
    },
  }
}

export type NetworkStore = ReturnType<typeof createNetworkStore>
