import type { RegistryWallet } from '@portico/wallet-registry'

export type { RegistryWallet }

/** One wallet as `GET /getWallets` answers it. */
export type WalletJson = {
  id: string
  name: string
  /** Absolute URL of `GET /v1/wallet-images/<id>.svg`. */
  image_url: string
  rdns: string | null
  chains: string[]
  namespaces: string[]
  homepage: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  injected: { namespace: string; injected_id: string }[]
  supports_wc: boolean
  order: number
}
