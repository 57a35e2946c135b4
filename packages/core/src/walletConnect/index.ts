export { isPairingExpired, pairingExpiresAt, pairingRefreshDelay } from './pairingExpiry'
export { watchPairingExpiry } from './watchPairingExpiry'
