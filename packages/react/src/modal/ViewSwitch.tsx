import type { Route } from '@portico/core'
import { lazy, Suspense } from 'react'
import { AccountView } from './views/AccountView'
import { ConnectingExternalView } from './views/ConnectingExternalView'
import { ConnectView } from './views/ConnectView'
import { NetworkList } from './views/NetworkList'
import { SwitchNetworkView } from './views/SwitchNetworkView'
import { UnsupportedChainView } from './views/UnsupportedChainView'

// Feature views: their own chunks, loaded when first shown (and preloaded with the modal's idle work).
const AllWalletsView = lazy(() => import('./views/AllWalletsView').then((m) => ({ default: m.AllWalletsView })))
const GetWalletView = lazy(() => import('./views/GetWalletView').then((m) => ({ default: m.GetWalletView })))
const ConnectingWalletConnectView = lazy(() =>
  import('./views/ConnectingWalletConnectView').then((m) => ({ default: m.ConnectingWalletConnectView })),
)
const SIWXSignMessageView = lazy(() => import('./views/SIWXSignMessageView').then((m) => ({ default: m.SIWXSignMessageView })))
const SendView = lazy(() => import('./views/account/SendView').then((m) => ({ default: m.SendView })))
const SendPreviewView = lazy(() => import('./views/account/SendPreviewView').then((m) => ({ default: m.SendPreviewView })))
const ReceiveView = lazy(() => import('./views/account/ReceiveView').then((m) => ({ default: m.ReceiveView })))
const ActivityView = lazy(() => import('./views/account/ActivityView').then((m) => ({ default: m.ActivityView })))

/** Picks the component of the current view. Feature views join here as `React.lazy` imports. */
export function ViewSwitch({ route }: { route: Route }) {
  switch (route.view) {
    case 'Connect':
      return <ConnectView />
    case 'ConnectingExternal':
      return <ConnectingExternalView key={route.data?.connectorId} connectorId={route.data?.connectorId ?? ''} />
    case 'AllWallets':
      return (
        <Suspense fallback={null}>
          <AllWalletsView />
        </Suspense>
      )
    case 'GetWallet':
      return (
        <Suspense fallback={null}>
          <GetWalletView wallet={route.data?.wallet} />
        </Suspense>
      )
    case 'ConnectingWalletConnect':
    case 'ConnectingWalletConnectBasic':
      return (
        <Suspense fallback={null}>
          <ConnectingWalletConnectView
            key={route.data?.wallet?.id ?? 'walletConnect'}
            wallet={route.data?.wallet}
            basic={route.view === 'ConnectingWalletConnectBasic'}
          />
        </Suspense>
      )
    case 'Account':
      return <AccountView />
    case 'Networks':
      return <NetworkList />
    case 'SwitchNetwork':
      return <SwitchNetworkView key={route.data?.caipNetworkId} caipNetworkId={route.data?.caipNetworkId ?? ''} />
    case 'UnsupportedChain':
      return <UnsupportedChainView />
    case 'SIWXSignMessage':
      return (
        <Suspense fallback={null}>
          <SIWXSignMessageView />
        </Suspense>
      )
    case 'WalletSend':
      return (
        <Suspense fallback={null}>
          <SendView />
        </Suspense>
      )
    case 'WalletSendPreview':
      return (
        <Suspense fallback={null}>
          <SendPreviewView />
        </Suspense>
      )
    case 'WalletReceive':
      return (
        <Suspense fallback={null}>
          <ReceiveView />
        </Suspense>
      )
    case 'Transactions':
      return (
        <Suspense fallback={null}>
          <ActivityView />
        </Suspense>
      )
    default:
      return null
  }
}
