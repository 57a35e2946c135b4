export { isPairingExpired, pairingExpiresAt, pairingRefreshDelay } from './pairingExpiry'
export { watchPairingExpiry } from './watchPairingExpiry'
export { formatWalletConnectDeepLink, isMobileUserAgent } from './deepLink'
