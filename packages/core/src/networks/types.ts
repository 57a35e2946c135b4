import type { CaipNetworkId, ChainNamespace } from '../caip/types'

/** A network the kit can be on. Shaped like a viem `Chain`, plus its CAIP-2 id and namespace. */
export type CaipNetwork = {
  /** The chain reference: a number for eip155, a genesis hash or name elsewhere. */
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  testnet?: boolean | undefined
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  /** The network's logo (any image URL); it wins over the one the Portico server has for the network. */
  imageUrl?: string | undefined
}

/** The placeholder the active network becomes when a wallet sits on a network the app does not configure. */
export type UnsupportedNetwork = {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: 'Unsupported network'
  unsupported: true
}

export type ActiveNetwork = CaipNetwork | UnsupportedNetwork
