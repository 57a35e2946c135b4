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
