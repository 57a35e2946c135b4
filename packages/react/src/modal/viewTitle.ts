import { type CaipNetworkId, type Connector, findNetwork, type Portico, type Route } from '@portico/core'
import type { Translate } from '../i18n/translate'

/** The title of a view; it is also the dialog's accessible name. */
export function viewTitle(route: Route, portico: Portico, t: Translate): string {
  switch (route.view) {
    case 'Connect':
      return t('view.connect.title')
    case 'ConnectingExternal': {
      const connectors: readonly Connector[] = portico.stores.connectors.getState().connectors
      return connectors.find((c) => c.id === route.data?.connectorId)?.name ?? t('view.connect.title')
    }
    case 'AllWallets':
      return t('view.allWallets.title')
    case 'GetWallet':
      return route.data?.wallet?.name ?? t('view.allWallets.title')
    case 'ConnectingWalletConnect':
    case 'ConnectingWalletConnectBasic':
      return route.data?.wallet?.name ?? t('view.walletConnect.title')
    case 'Account':
      return t('view.account.title')
    case 'Networks':
      return t('view.networks.title')
    case 'SwitchNetwork': {
      const { networks } = portico.stores.network.getState()
      return findNetwork(networks, route.data?.caipNetworkId as CaipNetworkId)?.name ?? t('view.networks.title')
    }
    case 'UnsupportedChain':
      return t('view.unsupportedChain.title')
    case 'SIWXSignMessage':
      return t('view.siwx.title')
    case 'WalletSend':
      return t('view.send.title')
    case 'WalletSendPreview':
      return t('view.sendPreview.title')
    case 'WalletReceive':
      return t('view.receive.title')
    case 'Transactions':
      return t('view.activity.title')
    default:
      return route.view
  }
}
