// The wire types are the contract's (`@portico/core/contract`): what the server answers.
export type { AnalyticsEvent, GetConfigReturnType, RemoteFeatures, ServerWallet, SocialProvider } from '../contract/types'

/** A wallet of the registry, as the kit uses it. */
export type RegistryWallet = {
  id: string
  name: string
  imageUrl: string
  rdns: string | null
  chains: readonly string[]
  homepage: string | null
  links: {
    mobile: string | null
    desktop: string | null
    webapp: string | null
    appStore: string | null
    playStore: string | null
    chromeStore: string | null
  }
  walletConnect: boolean
  order: number
}

export type GetWalletsParameters = {
  page?: number | undefined
  entries?: number | undefined
  search?: string | undefined
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  chains?: readonly string[] | undefined
  rdns?: readonly string[] | undefined
}

export type GetWalletsReturnType = { data: RegistryWallet[]; count: number }
