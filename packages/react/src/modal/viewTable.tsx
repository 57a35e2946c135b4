import { type CaipNetworkId, findNetwork, type Portico, type RouteData, type View } from '@portico/core'
import { lazy, type ReactElement } from 'react'
import type { MessageKey } from '../i18n/en'
import type { Translate } from '../i18n/translate'
import { loadConnectedViews } from './loadConnectedViews'
import { withEnglish } from './withEnglish'
import { ConnectingExternalView } from './views/ConnectingExternalView'
import { ConnectView } from './views/ConnectView'
import { RestoringView } from './views/RestoringView'

const nameViews = () => import('../i18n/messages/nameViews').then((m) => m.nameViews)
const swapViews = () => import('../i18n/messages/swapViews').then((m) => m.swapViews)
const onrampViews = () => import('../i18n/messages/onrampViews').then((m) => m.onrampViews)

// The views of a connected visitor: one chunk, loaded ahead once there is a connection (see connectedViews.ts).
const AccountView = lazy(() => loadConnectedViews().then((m) => ({ default: m.AccountView })))
const NetworkList = lazy(() => loadConnectedViews().then((m) => ({ default: m.NetworkList })))
const SwitchNetworkView = lazy(() => loadConnectedViews().then((m) => ({ default: m.SwitchNetworkView })))
const UnsupportedChainView = lazy(() => loadConnectedViews().then((m) => ({ default: m.UnsupportedChainView })))

// Feature views: their own chunks, loaded when first shown (the modal renders every view inside Suspense).
const AllWalletsView = lazy(() => import('./views/AllWalletsView').then((m) => ({ default: m.AllWalletsView })))
const GetWalletView = lazy(() => import('./views/GetWalletView').then((m) => ({ default: m.GetWalletView })))
const ConnectingWalletConnectView = lazy(() =>
  import('./views/ConnectingWalletConnectView').then((m) => ({ default: m.ConnectingWalletConnectView })),
)
const SIWXSignMessageView = lazy(() => import('./views/SIWXSignMessageView').then((m) => ({ default: m.SIWXSignMessageView })))
const SendView = lazy(() => import('./views/account/SendView').then((m) => ({ default: m.SendView })))
const SendPreviewView = lazy(() => import('./views/account/SendPreviewView').then((m) => ({ default: m.SendPreviewView })))
const ReceiveView = lazy(() => import('./views/account/ReceiveView').then((m) => ({ default: m.ReceiveView })))
const ProfileWalletsView = lazy(() => import('./views/ProfileWalletsView').then((m) => ({ default: m.ProfileWalletsView })))
const RegisterAccountNameView = lazy(() =>
  withEnglish(import('./views/names/RegisterAccountNameView').then((m) => m.RegisterAccountNameView), nameViews()),
)
const RegisterAccountNameSuccessView = lazy(() =>
  withEnglish(import('./views/names/RegisterAccountNameSuccessView').then((m) => m.RegisterAccountNameSuccessView), nameViews()),
)
const SwapView = lazy(() => withEnglish(import('./views/swaps/SwapView').then((m) => m.SwapView), swapViews()))
const SwapPreviewView = lazy(() => withEnglish(import('./views/swaps/SwapPreviewView').then((m) => m.SwapPreviewView), swapViews()))
const EmailLoginView = lazy(() => import('./views/embedded/EmailLoginView').then((m) => ({ default: m.EmailLoginView })))
const ConnectingFarcasterView = lazy(() =>
  withEnglish(
    import('./views/farcaster/ConnectingFarcasterView').then((m) => m.ConnectingFarcasterView),
    import('../i18n/messages/farcaster').then((m) => m.farcaster),
  ),
)
const ConnectingSocialView = lazy(() => import('./views/social/ConnectingSocialView').then((m) => ({ default: m.ConnectingSocialView })))
const ApproveTransactionView = lazy(() =>
  import('./views/embedded/ApproveTransactionView').then((m) => ({ default: m.ApproveTransactionView })),
)
const UpdateEmailWalletView = lazy(() =>
  import('./views/embedded/UpdateEmailWalletView').then((m) => ({ default: m.UpdateEmailWalletView })),
)
const EmbeddedSessionsView = lazy(() => import('./views/embedded/EmbeddedSessionsView').then((m) => ({ default: m.EmbeddedSessionsView })))
const ExportKeyView = lazy(() => import('./views/embedded/ExportKeyView').then((m) => ({ default: m.ExportKeyView })))
const ConnectingPasskeyView = lazy(() => import('./views/embedded/ConnectingPasskeyView').then((m) => ({ default: m.ConnectingPasskeyView })))
const PayView = lazy(() =>
  withEnglish(import('./views/pay/PayView').then((m) => m.PayView), import('../i18n/messages/payView').then((m) => m.payView)),
)
const OnrampView = lazy(() => withEnglish(import('./views/onramp/OnrampView').then((m) => m.OnrampView), onrampViews()))
const OnrampCheckoutView = lazy(() => withEnglish(import('./views/onramp/OnrampCheckoutView').then((m) => m.OnrampCheckoutView), onrampViews()))
// A wallet of several namespaces: its own chunk, as most wallets speak one.
const ConnectingNamespacesView = lazy(() =>
  withEnglish(
    import('./views/ConnectingNamespacesView').then((m) => m.ConnectingNamespacesView),
    import('../i18n/messages/connectingNamespaces').then((m) => m.connectingNamespaces),
  ),
)
const SwitchActiveChainView = lazy(() => import('./views/SwitchActiveChainView').then((m) => ({ default: m.SwitchActiveChainView })))
const CallsReviewView = lazy(() =>
  withEnglish(import('./views/simulation/CallsReviewView').then((m) => m.CallsReviewView), import('../i18n/messages/simulation').then((m) => m.simulation)),
)
const ActivityView = lazy(() => import('./views/account/ActivityView').then((m) => ({ default: m.ActivityView })))

export type ViewEntry = {
  /** The view for the route's data. A `key` from the data gives the view fresh state when the data changes. */
  render(data: RouteData | undefined): ReactElement
  /** The view's title: the dialog's heading and its accessible name. */
  title(data: RouteData | undefined, kit: { portico: Portico; t: Translate }): string
}

/** Every view of the modal: its component and its title. A view of core's `View` without an entry fails the type check. */
export const views: { readonly [V in View]: ViewEntry } = {
  Connect: {
    render: () => <ConnectView />,
    title: (_, { t }) => t('view.connect.title'),
  },
  Restoring: {
    render: () => <RestoringView />,
    title: (_, { t }) => t('view.restoring.title'),
  },
  ConnectingExternal: {
    render: (data) =>
      data?.connectorIds && data.connectorIds.length > 1 ? (
        <ConnectingNamespacesView key={data.connectorIds.join(' ')} connectorIds={data.connectorIds} />
      ) : (
        <ConnectingExternalView key={data?.connectorId} connectorId={data?.connectorId ?? ''} />
      ),
    title: (data, { portico, t }) =>
      portico.stores.connectors.getState().connectors.find((c) => c.id === data?.connectorId)?.name ?? t('view.connect.title'),
  },
  AllWallets: {
    render: () => <AllWalletsView />,
    title: (_, { t }) => t('view.allWallets.title'),
  },
  GetWallet: {
    render: (data) => <GetWalletView wallet={data?.wallet} />,
    title: (data, { t }) => data?.wallet?.name ?? t('view.allWallets.title'),
  },
  ConnectingWalletConnect: {
    render: (data) => <ConnectingWalletConnectView key={data?.wallet?.id ?? 'walletConnect'} wallet={data?.wallet} />,
    title: (data, { t }) => data?.wallet?.name ?? t('view.walletConnect.title'),
  },
  ConnectingWalletConnectBasic: {
    render: (data) => <ConnectingWalletConnectView key={data?.wallet?.id ?? 'walletConnect'} wallet={data?.wallet} basic />,
    title: (data, { t }) => data?.wallet?.name ?? t('view.walletConnect.title'),
  },
  Account: {
    render: () => <AccountView />,
    title: (_, { t }) => t('view.account.title'),
  },
  ProfileWallets: {
    render: () => <ProfileWalletsView />,
    title: (_, { t }) => t('view.profileWallets.title'),
  },
  Networks: {
    render: () => <NetworkList />,
    title: (_, { t }) => t('view.networks.title'),
  },
  SwitchNetwork: {
    render: (data) => <SwitchNetworkView key={data?.caipNetworkId} caipNetworkId={data?.caipNetworkId ?? ''} />,
    title: (data, { portico, t }) =>
      (data?.caipNetworkId && findNetwork(portico.stores.network.getState().networks, data.caipNetworkId as CaipNetworkId)?.name) ||
      t('view.networks.title'),
  },
  SwitchActiveChain: {
    render: (data) => <SwitchActiveChainView key={data?.caipNetworkId} caipNetworkId={data?.caipNetworkId ?? ''} />,
    title: (data, { portico, t }) => {
      const network = data?.caipNetworkId ? findNetwork(portico.stores.network.getState().networks, data.caipNetworkId as CaipNetworkId) : undefined
      return network ? t('view.switchActiveChain.title', { namespace: t(`namespace.${network.chainNamespace}`) }) : t('view.networks.title')
    },
  },
  UnsupportedChain: {
    render: () => <UnsupportedChainView />,
    title: (_, { t }) => t('view.unsupportedChain.title'),
  },
  SIWXSignMessage: {
    render: () => <SIWXSignMessageView />,
    title: (_, { t }) => t('view.siwx.title'),
  },
  WalletSend: {
    render: () => <SendView />,
    title: (_, { t }) => t('view.send.title'),
  },
  WalletSendPreview: {
    render: () => <SendPreviewView />,
    title: (_, { t }) => t('view.sendPreview.title'),
  },
  WalletReceive: {
    render: () => <ReceiveView />,
    title: (_, { t }) => t('view.receive.title'),
  },
  Transactions: {
    render: () => <ActivityView />,
    title: (_, { t }) => t('view.activity.title'),
  },
  RegisterAccountName: {
    render: () => <RegisterAccountNameView />,
    title: (_, { t }) => t('view.registerName.title'),
  },
  RegisterAccountNameSuccess: {
    render: (data) => <RegisterAccountNameSuccessView name={data?.name ?? ''} />,
    title: (_, { t }) => t('view.registerNameSuccess.title'),
  },
  Swap: {
    render: () => <SwapView />,
    title: (_, { t }) => t('view.swap.title'),
  },
  ConnectingFarcaster: {
    render: () => <ConnectingFarcasterView />,
    title: (_, { t }) => t('view.connectingFarcaster.title'),
  },
  EmailLogin: {
    render: (data) => <EmailLoginView key={data?.email} email={data?.email ?? ''} />,
    title: (_, { t }) => t('view.emailLogin.title'),
  },
  ConnectingSocial: {
    render: (data) => <ConnectingSocialView key={data?.social?.provider} provider={data?.social?.provider ?? ''} resume={data?.social?.resume} />,
    title: (data, { t }) =>
      data?.social?.provider ? t('view.connectingSocial.title', { provider: t(`social.${data.social.provider}` as MessageKey) }) : t('view.connect.title'),
  },
  ConnectingPasskey: {
    render: () => <ConnectingPasskeyView />,
    title: (_, { t }) => t('view.connectingPasskey.title'),
  },
  ApproveTransaction: {
    render: () => <ApproveTransactionView />,
    title: (_, { t }) => t('view.approveTransaction.title'),
  },
  UpdateEmailWallet: {
    render: () => <UpdateEmailWalletView />,
    title: (_, { t }) => t('view.updateEmail.title'),
  },
  ExportKey: {
    render: () => <ExportKeyView />,
    title: (_, { t }) => t('view.exportKey.title'),
  },
  EmbeddedSessions: {
    render: () => <EmbeddedSessionsView />,
    title: (_, { t }) => t('view.sessions.title'),
  },
  SwapPreview: {
    render: (data) =>
      data?.swap ? <SwapPreviewView key={JSON.stringify(data.swap)} swap={data.swap} /> : <></>,
    title: (_, { t }) => t('view.swapPreview.title'),
  },
  OnRamp: {
    render: () => <OnrampView />,
    title: (_, { t }) => t('view.onramp.title'),
  },
  OnRampCheckout: {
    render: (data) =>
      data?.onramp ? <OnrampCheckoutView key={JSON.stringify(data.onramp)} quote={data.onramp.quote} country={data.onramp.country} /> : <></>,
    title: (_, { t }) => t('view.onrampCheckout.title'),
  },
  Pay: {
    render: () => <PayView />,
    title: (_, { t }) => t('view.pay.title'),
  },
  CallsReview: {
    render: () => <CallsReviewView />,
    title: (_, { t }) => t('view.callsReview.title'),
  },
}
