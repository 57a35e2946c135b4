/**
 * Every text the kit shows, in English. Translations provide the same keys (see `messages` on
 * `PorticoProvider`). `{name}` placeholders are filled in by `t`.
 */
export const en = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.wrongNetwork': 'Wrong network',
  'button.account': 'Account {address}',
  'modal.close': 'Close',
  'modal.back': 'Back',
  'modal.loading': 'Loading…',
  'view.connect.title': 'Connect Wallet',
  'view.connect.installed': 'Installed',
  'view.connect.recent': 'Recent',
  'view.connect.empty': 'No wallet found in this browser.',
  'view.connect.emptyHint': 'Install a browser wallet, then reload the page.',
  'view.connect.walletsLabel': 'Wallets',
  'view.connectingExternal.waiting': 'Continue in {wallet}',
  'view.connectingExternal.waitingHint': 'Accept the connection request in the wallet.',
  'view.connectingExternal.declined': 'Connection declined',
  'view.connectingExternal.declinedHint': 'The request was declined in the wallet. You can try again.',
  'view.connectingExternal.error': 'Connection failed',
  'view.connectingExternal.retry': 'Try again',
  'view.account.title': 'Account',
  'view.account.copy': 'Copy address',
  'view.account.copied': 'Address copied',
  'view.account.balance': 'Balance',
  'view.account.balanceUnavailable': 'Balance unavailable',
  'view.account.network': 'Network: {network}',
  'view.account.disconnect': 'Disconnect',
  'view.networks.title': 'Choose Network',
  'view.networks.current': 'Current',
  'view.networks.label': 'Networks',
  'view.switchNetwork.waiting': 'Approve in wallet',
  'view.switchNetwork.waitingHint': 'Accept the switch request in your wallet.',
  'view.switchNetwork.declined': 'Switch declined',
  'view.switchNetwork.declinedHint': 'Switch can be declined if chain is not supported by a wallet or previous request is still active.',
  'view.switchNetwork.retry': 'Try again',
  'view.unsupportedChain.title': 'Switch Network',
  'view.unsupportedChain.body': "This app doesn't support your current network. Switch to an available option to continue.",
} as const

export type MessageKey = keyof typeof en
export type Messages = Readonly<Record<MessageKey, string>>
