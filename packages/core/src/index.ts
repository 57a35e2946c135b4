////////////////////////////////////////////////////////////////////////////////
// Kit
////////////////////////////////////////////////////////////////////////////////

export { createPortico, type Portico } from './kit/createPortico'
export type { Metadata, PorticoEvents, PorticoOptions, ThemeMode } from './kit/types'
export type { PorticoInitialState } from './connection/parseInitialState'
export type { ThemeState } from './kit/context'
export type { Account } from './connection/getAccount'
export type { ConnectParameters } from './connection/connect'
export type {
  ConnectWalletParameters,
  ConnectWalletReturnType,
  ConnectWalletStep,
  ConnectWalletStepStatus,
} from './connection/connectWallet'
export type { DisconnectParameters } from './connection/disconnect'
export type { FetchBalanceParameters } from './account/fetchBalance'
export type { SignMessageParameters } from './connection/signMessage'
export type { SwitchNamespaceParameters } from './networks/switchNamespace'
export type { SwitchNetworkParameters } from './networks/switchNetwork'
export { type AccountType, type AccountTypes, defaultAccountType } from './account/accountType'
export type { FetchActivityParameters } from './activity/fetchActivity'
export type { FetchTokenBalancesParameters } from './account/fetchTokenBalances'
export type { SendEstimate } from './send/estimateSend'
export type { SwitchConnectionParameters } from './multiWallet/switchConnection'
export type { SearchWalletsParameters } from './registry/searchWallets'
export type { FetchSwapQuoteParameters } from './swaps/fetchSwapQuote'
export type { SwapParameters, SwapResult, SwapReturnType } from './swaps/swap'
export type { FetchOnrampOptionsParameters, FetchOnrampQuotesParameters } from './onramp/onrampRequest'
export type { GetOnrampOptionsReturnType, OnrampCryptoCurrency, OnrampPaymentMethod, OnrampQuote } from './onramp/types'
export type { AssetId, Payment, PaymentAsset, PaymentReceipt, PayParameters, PaymentAttempt, PendingExchangePayment, PendingPayment } from './pay/types'
export type { ExchangePaymentStatus, PayExchange, StartedExchangePayment } from './pay/exchangeTypes'
export { parsePaymentAsset } from './pay/parsePaymentAsset'

////////////////////////////////////////////////////////////////////////////////
// Store states (`portico.stores`)
////////////////////////////////////////////////////////////////////////////////

export type { AccountState, ActivityState, SendState, TokenBalancesEntry } from './account/createAccountStore'
export { resetSend, setSend } from './send/setSend'
export type { Alert, AlertState } from './modal/createAlertStore'
export type { BalanceEntry, BalanceState } from './account/createBalanceStore'
export type { Connection, ConnectionState, ConnectionStatus, NamespaceConnections } from './connection/createConnectionStore'
export type { FeaturesState } from './features/createFeaturesStore'
export type { SocialImages } from './server/socialImages'
export type { ModalState } from './modal/createModalStore'
export type { PayOption, PayState, PayStatus } from './pay/createPayStore'
export type { ClearSignedCall, SimulatedApproval, SimulatedAssetChange, SimulationCall, SimulationReview, SimulationState, SimulationUnavailableReason, SimulationWarning } from './simulation/types'
export { InvalidSimulationError, type InvalidSimulationErrorType, SimulationUnavailableError, type SimulationUnavailableErrorType } from './simulation/errors'
export type { NetworkState } from './networks/createNetworkStore'
export type { PairingState } from './walletConnect/createPairingStore'
export type { Route, RouteData, RouterState, View } from './modal/createRouter'
export type { SiwxState, SIWXState } from './siwx/createSIWXStore'
export type { WalletsState } from './registry/createWalletsStore'
export type { Features, LocalFeatures } from './features/features'
export type { ActivityItem, ActivityTransfer, HistoryItem, HistoryTransfer, TokenBalance } from './account/types'
export type { RegistryWallet } from './server/types'
export type { SwapQuote, SwapQuoteAmount, SwapToken, SwapTransactionRequest } from './swaps/types'
export type { NameRecord, NameSuggestions } from './names/types'
export type { AccountIdentity } from './names/nameCache'

////////////////////////////////////////////////////////////////////////////////
// Adapters
////////////////////////////////////////////////////////////////////////////////

export type { ChainCapability, ChainRules } from './adapter/chainRules'
export type { Caip122Format } from './siwx/types'
export type {
  Adapter,
  AdapterConnectParameters,
  AdapterDisconnectParameters,
  AdapterEstimateTransferFeeParameters,
  AdapterEvents,
  AdapterFindSentPaymentParameters,
  AdapterGetBalanceParameters,
  AdapterSendTransactionParameters,
  AdapterSignMessageParameters,
  AdapterSwitchConnectionParameters,
  AdapterSwitchNetworkParameters,
  AdapterTransferTokenParameters,
  AdapterWaitForTransactionParameters,
  AdapterGetTokenParameters,
  AdapterGetTokenBalanceParameters,
  AdapterGetTokenBalancesParameters,
  AdapterTokenBalance,
  Balance,
  ConnectionData,
  Connector,
  ConnectorType,
  PaymentCheckpoint,
  SendTransactionParameters,
  SentPaymentSearch,
  TokenInfo,
  TransactionOutcome,
} from './adapter/types'

////////////////////////////////////////////////////////////////////////////////
// Networks and CAIP ids
////////////////////////////////////////////////////////////////////////////////

export type { ActiveNetwork, CaipNetwork, UnsupportedNetwork } from './networks/types'
export { findNetwork } from './networks/findNetwork'
export { type NetworkImages, networkImageUrl } from './networks/networkImageUrl'
export { isUnsupportedNetwork } from './networks/unsupportedNetwork'
export type { CaipAddress, CaipNetworkId, ChainNamespace, ParsedCaipAddress, ParsedCaipNetworkId } from './caip/types'
export { chainNamespaces } from './caip/chainNamespaces'
export { isChainNamespace } from './caip/isChainNamespace'
export { type ParseCaipAddressErrorType, parseCaipAddress } from './caip/parseCaipAddress'
export { type ParseCaipNetworkIdErrorType, parseCaipNetworkId } from './caip/parseCaipNetworkId'
export { type ToCaipAddressErrorType, toCaipAddress } from './caip/toCaipAddress'
export { type ToCaipNetworkIdErrorType, toCaipNetworkId } from './caip/toCaipNetworkId'

////////////////////////////////////////////////////////////////////////////////
// Sign-in (SIWX)
////////////////////////////////////////////////////////////////////////////////

export { type PorticoServerSiwxParameters, type PorticoServerSIWXParameters, porticoServerSiwx, porticoServerSIWX } from './siwx/porticoServerSIWX'
export type { SIWXConfig, SIWXMessage, SIWXMessageData, SIWXMessageInput, SIWXSession } from './siwx/types'
export type { SIWEConfig, SIWECreateMessageArgs, SIWEMessageParams, SIWESession } from './siwx/siweConfig'

////////////////////////////////////////////////////////////////////////////////
// Storage
////////////////////////////////////////////////////////////////////////////////

export type { Storage } from './storage/types'
export { createMemoryStorage } from './storage/createMemoryStorage'
export { createWebStorage } from './storage/createWebStorage'
export { type CreateCookieStorageParameters, createCookieStorage } from './storage/createCookieStorage'
export { cookieToInitialState } from './storage/cookieToInitialState'
export { createStoredConnections, type StoredConnections } from './storage/createStoredConnections'

////////////////////////////////////////////////////////////////////////////////
// Formatting
////////////////////////////////////////////////////////////////////////////////

export { formatBalance } from './format/formatBalance'
export { formatTokenQuantity } from './format/formatTokenQuantity'
export { type TruncateAddressOptions, truncateAddress } from './format/truncateAddress'

////////////////////////////////////////////////////////////////////////////////
// Names
////////////////////////////////////////////////////////////////////////////////

export { isEnsName, isValidName, normalizeName } from './names/validateName'

////////////////////////////////////////////////////////////////////////////////
// Errors
////////////////////////////////////////////////////////////////////////////////

export type { AdapterCallsIdParameters, AdapterGetCapabilitiesParameters, AdapterSendCallsParameters, Call, CallReceipt, CallsStatus, SendCallsMode, SendCallsParameters, SendCallsResult, WalletCapabilities } from './calls/types'
export type { GetCallsStatusParameters } from './calls/getCallsStatus'
export { porticoPaymasterService, type PorticoPaymasterServiceParameters } from './calls/paymasterService'
export type { ShowCallsStatusParameters } from './calls/showCallsStatus'
export { BaseError, type BaseErrorType } from './errors/base'
export type { ErrorType } from './errors/errorType'
export { AdapterNotFoundError, type AdapterNotFoundErrorType } from './errors/adapter'
export { AdapterMethodNotSupportedError, type AdapterMethodNotSupportedErrorType } from './errors/adapterMethod'
export {
  CallsIdError,
  type CallsIdErrorType,
  CallsNotSupportedError,
  type CallsNotSupportedErrorType,
  CallsStatusTimeoutError,
  type CallsStatusTimeoutErrorType,
  InvalidCallsError,
  type InvalidCallsErrorType,
} from './calls/errors'
export {
  InvalidCaipAddressError,
  type InvalidCaipAddressErrorType,
  InvalidCaipNetworkIdError,
  type InvalidCaipNetworkIdErrorType,
  UnsupportedChainNamespaceError,
  type UnsupportedChainNamespaceErrorType,
} from './caip/errors'
export {
  ChainNotSupportedError,
  type ChainNotSupportedErrorType,
  NetworkOutsideAdapterError,
  type NetworkOutsideAdapterErrorType,
  UnsupportedChainError,
  type UnsupportedChainErrorType,
} from './networks/errors'
export { ConnectorNotConnectedError, type ConnectorNotConnectedErrorType, ConnectorNotFoundError, type ConnectorNotFoundErrorType } from './connection/errors'
export { DisconnectError, type DisconnectErrorType, DisconnectFailedError, type DisconnectFailedErrorType } from './connection/disconnectErrors'
export { NetworkNotFoundError, type NetworkNotFoundErrorType } from './networks/networkNotFoundError'
export { EmptyNetworksError, type EmptyNetworksErrorType, OptionsConflictError, type OptionsConflictErrorType } from './options/errors'
export {
  SendAmountAndReceiverRequiredError,
  type SendAmountAndReceiverRequiredErrorType,
  SendTokenRequiredError,
  type SendTokenRequiredErrorType,
} from './send/errors'
export {
  SendInsufficientBalanceError,
  type SendInsufficientBalanceErrorType,
  SendInvalidAmountError,
  type SendInvalidAmountErrorType,
  SendInvalidReceiverError,
  type SendInvalidReceiverErrorType,
} from './send/checkErrors'
export {
  type ServerErrorCode,
  ServerNotConfiguredError,
  type ServerNotConfiguredErrorType,
  ServerRequestError,
  type ServerRequestErrorType,
} from './server/errors'
export {
  SwapNetworkNotSupportedError,
  type SwapNetworkNotSupportedErrorType,
  SwapsNetworkNotSupportedError,
  type SwapsNetworkNotSupportedErrorType,
  SwapTransactionFailedError,
  type SwapTransactionFailedErrorType,
} from './swaps/errors'
export { OnrampAmountOutOfRangeError, type OnrampAmountOutOfRangeErrorType } from './onramp/errors'
export {
  PayCancelledError,
  type PayCancelledErrorType,
  PayInProgressError,
  type PayInProgressErrorType,
  PayInsufficientBalanceError,
  type PayInsufficientBalanceErrorType,
  PayInvalidAmountError,
  type PayInvalidAmountErrorType,
  PayNetworkNotSupportedError,
  type PayNetworkNotSupportedErrorType,
  PayNotEnabledError,
  type PayNotEnabledErrorType,
  PayRecipientNotFoundError,
  type PayRecipientNotFoundErrorType,
  PayTransactionFailedError,
  type PayTransactionFailedErrorType,
  PayUnsupportedAssetError,
  type PayUnsupportedAssetErrorType,
} from './pay/errors'
export { EmailLoadError, type EmailLoadErrorType } from './embedded/emailLoadError'
export {
  type FrameAlertCode,
  FrameError,
  type FrameErrorType,
  FrameRequestError,
  type FrameRequestErrorType,
  RpcRequestAbortedError,
  type RpcRequestAbortedErrorType,
  RpcRequestRejectedError,
  type RpcRequestRejectedErrorType,
} from './embedded/errors'
export { EMBEDDED_WALLET } from './embedded/constants'
export { EmailCooldownError, type EmailCooldownErrorType, InvalidEmailError, type InvalidEmailErrorType } from './embedded/emailLoginErrors'
export { formatEmail, isEmailAddress } from './embedded/emailAddress'
export { APPROVAL_RPC_METHODS, type ApprovalRpcMethod, classifyRpcMethod, SAFE_RPC_METHODS, type SafeRpcMethod } from './embedded/rpcMethods'
export type { EmbeddedUser } from './embedded/frameProtocol'
export type { EmbeddedAccounts, EmbeddedWalletHost, EmbeddedWalletState } from './embedded/types'
export {
  NameSuggestionsError,
  type NameSuggestionsErrorType,
  RegisterNameError,
  type RegisterNameErrorType,
  RegisterNameFailedError,
  type RegisterNameFailedErrorType,
  ResolveNameError,
  type ResolveNameErrorType,
  ResolveNameFailedError,
  type ResolveNameFailedErrorType,
} from './names/errors'
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
} from './siwx/errors'
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
  type WalletErrorType,
} from './errors/wallet'
export {
  ConnectorChainsNotSupportedError,
  type ConnectorChainsNotSupportedErrorType,
  WalletConnectConnectorNotFoundError,
  type WalletConnectConnectorNotFoundErrorType,
} from './walletConnect/errors'
