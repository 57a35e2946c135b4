export type {
  Adapter,
  AdapterEvents,
  Balance,
  ConnectionData,
  Connector,
  ConnectorType,
  SendTransactionParameters,
} from './types'
