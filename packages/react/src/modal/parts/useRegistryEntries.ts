import type { Connector, RegistryWallet, WalletsState } from '@portico/core'
import { usePorticoContext } from '../../context'
import { useStore } from '../../hooks/useStore'

const selectConnectors = (s: { connectors: readonly Connector[] }) => s.connectors

/** A registry wallet with the connector of its installed copy, when this browser has one (by rdns). */
export type RegistryEntry = { wallet: RegistryWallet; connector: Connector | undefined }

/** Matches registry wallets to the installed connectors by rdns. */
export function useInstalledMatch() {
  const { portico } = usePorticoContext()
  const connectors = useStore(portico.stores.connectors, selectConnectors)
  const byRdns = new Map(connectors.filter((c) => c.installed && c.rdns).map((c) => [c.rdns!, c]))
  return (wallet: RegistryWallet): RegistryEntry => ({
    wallet,
    connector: wallet.rdns ? byRdns.get(wallet.rdns) : undefined,
  })
}

/**
 * Opens what a registry wallet needs: its installed connector; else WalletConnect (QR code, deep link)
 * when the wallet supports it and the app has a WalletConnect connector; else the ways to get it.
 */
export function useOpenRegistryWallet() {
  const { portico } = usePorticoContext()
  return ({ wallet, connector }: RegistryEntry) => {
    const hasWalletConnect = portico.stores.connectors.getState().connectors.some((c) => c.type === 'walletConnect')
    if (connector) portico.stores.router.push('ConnectingExternal', { connectorId: connector.id })
    else if (wallet.walletConnect && hasWalletConnect) portico.stores.router.push('ConnectingWalletConnect', { wallet })
    else portico.stores.router.push('GetWallet', { wallet })
  }
}

export const selectWallets = (s: WalletsState) => s
