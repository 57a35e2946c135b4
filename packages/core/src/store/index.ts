export { createBalanceStore, type BalanceEntry, type BalanceState, type BalanceStore } from './createBalanceStore'
export {
  createConnectionStore,
  type Connection,
  type ConnectionState,
  type ConnectionStatus,
  type ConnectionStore,
  type NamespaceConnections,
} from './createConnectionStore'
export { createModalStore, type ModalState, type ModalStore } from './createModalStore'
export { createNetworkStore, type NetworkState, type NetworkStore } from './createNetworkStore'
export {
  createRouter,
  type Route,
  type RouteData,
  type Router,
  type RouterState,
  type TransactionStackEntry,
  type View,
} from './createRouter'
export { type Alert, type AlertState, type AlertStore, type AlertVariant, createAlertStore } from './createAlertStore'
export { createFeaturesStore, type FeaturesState, type FeaturesStore } from './createFeaturesStore'
export { createWalletsStore, type ListStatus, type WalletsState, type WalletsStore } from './createWalletsStore'
export { createPairingStore, type PairingState, type PairingStore } from './createPairingStore'
export { createSiwxStore, type SiwxState, type SiwxStatus, type SiwxStore } from './createSiwxStore'
export {
  createAccountStore,
  resetSend,
  setSend,
  type AccountState,
  type AccountStore,
  type ActivityState,
  type SendState,
  type TokenBalancesEntry,
} from './createAccountStore'
