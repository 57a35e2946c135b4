/** The WalletConnect views' texts (QR code, copy link, deep link). */
export const walletConnect = {
  'view.walletConnect.title': 'WalletConnect',
  'view.walletConnect.scan': 'Scan this QR code with your phone',
  'view.walletConnect.scanWallet': 'Scan with {wallet}',
  'view.walletConnect.qrLabel': 'WalletConnect QR code',
  'view.walletConnect.preparing': 'Preparing the QR code…',
  'view.walletConnect.copy': 'Copy link',
  'view.walletConnect.copied': 'Link copied',
  'view.walletConnect.open': 'Open {wallet}',
  'view.walletConnect.waitingHint': 'Approve the connection in your wallet.',
  'view.walletConnect.declined': 'Connection declined',
  'view.walletConnect.declinedHint': 'You declined the connection in your wallet.',
  'view.walletConnect.error': 'Connection failed',
  'view.walletConnect.retry': 'Try again',
} as const
