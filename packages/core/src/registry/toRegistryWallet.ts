import type { RegistryWallet, ServerWallet } from '../server/types'

/** The server's snake-case wallet as the kit's `RegistryWallet`. */
export function toRegistryWallet(wallet: ServerWallet): RegistryWallet {
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: wallet.image_url,
    rdns: wallet.rdns,
    chains: wallet.chains,
    homepage: wallet.homepage,
    links: {
      mobile: wallet.mobile_link,
      desktop: wallet.desktop_link,
      webapp: wallet.webapp_link,
      appStore: wallet.app_store,
      playStore: wallet.play_store,
      chromeStore: wallet.chrome_store,
    },
    walletConnect: wallet.supports_wc,
    order: wallet.order,
  }
}
