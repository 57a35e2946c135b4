import { createStore } from 'zustand/vanilla'
import type { ChainNamespace } from '../caip/types'
import { findNetwork } from './findNetwork'
import type { NetworkImages } from './networkImageUrl'
import type { ActiveNetwork, CaipNetwork } from './types'
import { isUnsupportedNetwork, unsupportedNetwork } from './unsupportedNetwork'

export type NetworkState = {
  networks: readonly CaipNetwork[]
  /** The namespace the modal is showing. */
  activeNamespace: ChainNamespace
  /** The active network per namespace; the 'unsupported' placeholder when a wallet is elsewhere. */
  active: Readonly<Partial<Record<ChainNamespace, ActiveNetwork>>>
  /** Logos the Portico server has for the configured networks, by CAIP-2 id (empty until its config arrives). */
  images: NetworkImages
}

/** The configured networks and the active one per namespace. */
export function createNetworkStore(parameters: { networks: readonly CaipNetwork[]; defaultNetwork: CaipNetwork }) {
  const { networks, defaultNetwork } = parameters
  const store = createStore<NetworkState>(() => ({
    networks,
    activeNamespace: defaultNetwork.chainNamespace,
    active: { [defaultNetwork.chainNamespace]: defaultNetwork },
    images: {},
  }))

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    /** The active network of a namespace (default: the active namespace). */
    active(namespace: ChainNamespace = store.getState().activeNamespace): ActiveNetwork | undefined {
      return store.getState().active[namespace]
    },
    /**
     * Sets the active network from a chain reference a wallet reported (its namespace becomes the
     * active one); unknown chains become 'unsupported'.
     */
    setActiveChain(namespace: ChainNamespace, chainId: number | string) {
      const network = findNetwork(networks, { chainNamespace: namespace, id: chainId }) ?? unsupportedNetwork(namespace, chainId)
      const { active, activeNamespace } = store.getState()
      const current = active[namespace]
      const same = current?.caipNetworkId === network.caipNetworkId && isUnsupportedNetwork(current) === isUnsupportedNetwork(network)
      // A wallet of another namespace reporting its (unchanged) chain still brings its namespace to the front.
      if (same && activeNamespace === namespace) return
      if (same) return store.setState({ activeNamespace: namespace })
      store.setState((state) => ({ active: { ...state.active, [namespace]: network }, activeNamespace: namespace }))
    },
    setActiveNetwork(network: CaipNetwork) {
      store.setState((state) => ({
        active: { ...state.active, [network.chainNamespace]: network },
        activeNamespace: network.chainNamespace,
      }))
    },
    /**
     * Makes a namespace the one the modal shows (SwitchActiveChain). Its active network stays what it
     * was; a namespace never used yet starts on `network` (its first configured one).
     */
    setActiveNamespace(namespace: ChainNamespace, network: CaipNetwork) {
      store.setState((state) => ({
        active: state.active[namespace] ? state.active : { ...state.active, [namespace]: network },
        activeNamespace: namespace,
      }))
    },
    /** Keeps the server's logos of the configured networks (other entries, and anything but text, are dropped). */
    setImages(images: NetworkImages) {
      const kept: Record<string, string> = {}
      for (const network of networks) {
        const url = Object.hasOwn(images, network.caipNetworkId) ? images[network.caipNetworkId] : undefined
        if (typeof url === 'string' && url) kept[network.caipNetworkId] = url
      }
      store.setState({ images: kept })
    },
    networksOf(namespace: ChainNamespace): readonly CaipNetwork[] {
      return networks.filter((network) => network.chainNamespace === namespace)
    },
  }
}

export type NetworkStore = ReturnType<typeof createNetworkStore>
