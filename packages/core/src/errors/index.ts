export { BaseError, type BaseErrorParameters } from './base'
export {
  AdapterNotFoundError,
  type AdapterNotFoundErrorType,
} from './adapter'
export {
  InvalidCaipAddressError,
  type InvalidCaipAddressErrorType,
  InvalidCaipNetworkIdError,
  type InvalidCaipNetworkIdErrorType,
} from './caip'
export {
  ChainNotSupportedError,
  type ChainNotSupportedErrorType,
  UnsupportedChainError,
  type UnsupportedChainErrorType,
  UnsupportedChainNamespaceError,
  type UnsupportedChainNamespaceErrorType,
} from './chain'
export {
  ConnectorNotFoundError,
  type ConnectorNotFoundErrorType,
} from './connection'
// One class per module where the first load needs one and a lazy action the other.
export { DisconnectError, type DisconnectErrorType } from './disconnect'
export { NetworkNotFoundError, type NetworkNotFoundErrorType } from './networkNotFound'
export {
  EmptyNetworksError,
  type EmptyNetworksErrorType,
  OptionsConflictError,
  type OptionsConflictErrorType,
} from './options'
export {
  RequestAbortedError,
  type RequestAbortedErrorType,
  UnknownError,
  type UnknownErrorType,
} from './request'
export {
  SendAmountAndReceiverRequiredError,
  type SendAmountAndReceiverRequiredErrorType,
  SendCallsValidationError,
  type SendCallsValidationErrorParameters,
  type SendCallsValidationErrorType,
  SendTokenRequiredError,
  type SendTokenRequiredErrorType,
} from './send'
export {
  InvalidChainIdError,
  type InvalidChainIdErrorType,
  UnrecognizedChainError,
  type UnrecognizedChainErrorType,
  UserRejectedRequestError,
  type UserRejectedRequestErrorType,
  WalletDefaultError,
  type WalletDefaultErrorType,
  WalletError,
  type WalletErrorParameters,
  type WalletErrorType,
  walletErrorCodes,
} from './wallet'
export { type WalletErrorFromCauseReturnType, walletErrorFromCause } from './walletErrorFromCause'
export {
  type ServerErrorCode,
  ServerRequestError,
  type ServerRequestErrorType,
} from './server'
export {
  ConnectorChainsNotSupportedError,
  type ConnectorChainsNotSupportedErrorType,
  WalletConnectConnectorNotFoundError,
  type WalletConnectConnectorNotFoundErrorType,
} from './walletConnect'
export {
  InvalidSIWXMessageError,
  type InvalidSIWXMessageErrorType,
  SIWXInitError,
  type SIWXInitErrorType,
  SIWXNamespaceNotSupportedError,
  type SIWXNamespaceNotSupportedErrorType,
  SIWXServerError,
  type SIWXServerErrorType,
  SIWXSignError,
  type SIWXSignErrorType,
} from './siwx'
export {
  SendInsufficientBalanceError,
  type SendInsufficientBalanceErrorType,
  SendInvalidAmountError,
  type SendInvalidAmountErrorType,
  SendInvalidReceiverError,
  type SendInvalidReceiverErrorType,
} from './sendChecks'
export { AdapterMethodNotSupportedError, type AdapterMethodNotSupportedErrorType } from './adapterMethod'
