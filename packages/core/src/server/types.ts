/** Social logins a project can offer (spec §1). */
export type SocialProvider = 'google' | 'x' | 'farcaster' | 'discord' | 'apple' | 'github' | 'facebook'

/** The project's features as the Portico server sends them (`GET /v1/config`). */
export type RemoteFeatures = {
  email: boolean
  socials: readonly SocialProvider[] | false
  swaps: boolean
  onramp: boolean
  activity: boolean
  branding: boolean
  multiWallet: boolean
  analytics: boolean
  /** The pay feature (`portico.pay`); while on, e-mail and socials are off (spec §5). Older servers leave it out. */
  pay?: boolean | undefined
}

/** `GET /v1/config`'s answer. */
export type GetConfigReturnType = {
  projectId: string
  features: RemoteFeatures
  /** The networks the server has a logo for: CAIP-2 id → image URL (older servers leave it out). */
  networkImages?: Readonly<Record<string, string>> | undefined
  /** The embedded wallet's frame, when the server offers it and the project has e-mail on. */
  embeddedWallet?: { frameUrl: string } | undefined
}

/** A wallet as `GET /getWallets` sends it (snake case on the wire). */
export type ServerWallet = {
  id: string
  name: string
  image_url: string
  rdns: string | null
  chains: readonly string[]
  namespaces: readonly string[]
  homepage: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  injected: readonly { namespace: string; injected_id: string }[]
  supports_wc: boolean
  order: number
}

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

/** One analytics event (`POST /e` body entry, spec §7). */
export type AnalyticsEvent = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: {
    type: 'track' | 'error'
    event: string
    address?: string | undefined
    properties?: Readonly<Record<string, unknown>> | undefined
  }
}
