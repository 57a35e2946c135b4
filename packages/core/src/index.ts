////////////////////////////////////////////////////////////////////////////////
// Kit
////////////////////////////////////////////////////////////////////////////////

export { createPortico, type Portico } from './kit/createPortico'
export type { Metadata, PorticoEvents, PorticoOptions, ThemeMode } from './kit/types'
export type { PorticoInitialState } from './kit/initialState'
export type { ThemeState } from './kit/context'
export type { Account } from './kit/actions/getAccount'
export type { ConnectParameters } from './kit/actions/connect'
export type {
  ConnectWalletParameters,
  ConnectWalletReturnType,
  ConnectWalletStep,
  ConnectWalletStepStatus,
} from './kit/actions/connectWallet'
export type { DisconnectParameters } from './kit/actions/disconnect'
export type { FetchBalanceParameters } from './kit/actions/fetchBalance'
export type { SignMessageParameters } from './kit/actions/signMessage'
export type { SwitchNamespaceParameters } from './kit/actions/switchNamespace'
export type { SwitchNetworkParameters } from './kit/actions/switchNetwork'
export { type AccountType, type AccountTypes, defaultAccountType } from './account/accountType'
export type { FetchActivityParameters } from './kit/account/fetchActivity'
export type { FetchTokenBalancesParameters } from './kit/account/fetchTokenBalances'
export type { SendEstimate } from './kit/account/sendToken'
export type { SwitchConnectionParameters } from './kit/remote/multiWallet'
export type { SearchWalletsParameters } from './kit/remote/wallets'
export type { FetchSwapQuoteParameters, SwapParameters, SwapResult } from './kit/swaps/swapActions'
export type { FetchOnrampOptionsParameters, FetchOnrampQuotesParameters } from './kit/onramp/onrampActions'
export type { GetOnrampOptionsReturnType, OnrampCryptoCurrency, OnrampPaymentMethod, OnrampQuote } from './server/onrampTypes'
export type { AssetId, Payment, PaymentAsset, PaymentReceipt, PayParameters, PaymentAttempt, PendingExchangePayment, PendingPayment } from './pay/types'
export type { ExchangePaymentStatus, PayExchange, StartedExchangePayment } from './server/payTypes'
export { parsePaymentAsset } from './pay/parsePaymentAsset'

////////////////////////////////////////////////////////////////////////////////
// Store states (`portico.stores`)
////////////////////////////////////////////////////////////////////////////////

export {
  type AccountState,
  type ActivityState,
  resetSend,
  type SendState,
  setSend,
  type TokenBalancesEntry,
} from './store/createAccountStore'
export type { Alert, AlertState } from './store/createAlertStore'
export type { BalanceEntry, BalanceState } from './store/createBalanceStore'
export type { Connection, ConnectionState, ConnectionStatus, NamespaceConnections } from './store/createConnectionStore'
export type { FeaturesState } from './store/createFeaturesStore'
export type { ModalState } from './store/createModalStore'
export type { PayOption, PayState, PayStatus } from './store/createPayStore'
export type { NetworkState } from './store/createNetworkStore'
export type { PairingState } from './store/createPairingStore'
export type { Route, RouteData, RouterState, View } from './store/createRouter'
export type { SiwxState } from './store/createSiwxStore'
export type { WalletsState } from './store/createWalletsStore'
export type { Features, LocalFeatures } from './features/features'
export type { HistoryItem, HistoryTransfer, TokenBalance } from './server/accountTypes'
export type { RegistryWallet } from './server/types'
export type { SwapQuote, SwapQuoteAmount, SwapToken, SwapTransactionRequest } from './server/swapTypes'
export type { NameRecord, NameSuggestions } from './server/nameTypes'
export type { AccountIdentity } from './kit/names/nameCache'

////////////////////////////////////////////////////////////////////////////////
// Adapters
////////////////////////////////////////////////////////////////////////////////

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

export type { ActiveNetwork, CaipNetwork, UnsupportedNetwork } from './network/types'
export { findNetwork } from './network/findNetwork'
export { type NetworkImages, networkImageUrl } from './network/networkImageUrl'
export { isUnsupportedNetwork } from './network/unsupportedNetwork'
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

export { type PorticoServerSiwxParameters, porticoServerSiwx } from './siwx/porticoServerSiwx'
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

export { isValidName, normalizeName } from './names/validateName'

////////////////////////////////////////////////////////////////////////////////
// Errors
////////////////////////////////////////////////////////////////////////////////

export { BaseError } from './errors/base'
export { AdapterNotFoundError, type AdapterNotFoundErrorType } from './errors/adapter'
export { AdapterMethodNotSupportedError, type AdapterMethodNotSupportedErrorType } from './errors/adapterMethod'
export {
  InvalidCaipAddressError,
  type InvalidCaipAddressErrorType,
  InvalidCaipNetworkIdError,
  type InvalidCaipNetworkIdErrorType,
} from './errors/caip'
export {
  ChainNotSupportedError,
  type ChainNotSupportedErrorType,
  UnsupportedChainError,
  type UnsupportedChainErrorType,
  UnsupportedChainNamespaceError,
  type UnsupportedChainNamespaceErrorType,
} from './errors/chain'
export {
  ConnectorNotConnectedError,
  type ConnectorNotConnectedErrorType,
  ConnectorNotFoundError,
  type ConnectorNotFoundErrorType,
} from './errors/connection'
export { DisconnectError, type DisconnectErrorType } from './errors/disconnect'
export { NetworkNotFoundError, type NetworkNotFoundErrorType } from './errors/networkNotFound'
export {
  EmptyNetworksError,
  type EmptyNetworksErrorType,
  OptionsConflictError,
  type OptionsConflictErrorType,
} from './errors/options'
export {
  SendAmountAndReceiverRequiredError,
  type SendAmountAndReceiverRequiredErrorType,
  SendTokenRequiredError,
  type SendTokenRequiredErrorType,
} from './errors/send'
export {
  SendInsufficientBalanceError,
  type SendInsufficientBalanceErrorType,
  SendInvalidAmountError,
  type SendInvalidAmountErrorType,
  SendInvalidReceiverError,
  type SendInvalidReceiverErrorType,
} from './errors/sendChecks'
export {
  type ServerErrorCode,
  ServerNotConfiguredError,
  type ServerNotConfiguredErrorType,
  ServerRequestError,
  type ServerRequestErrorType,
} from './errors/server'
export {
  SwapsNetworkNotSupportedError,
  type SwapsNetworkNotSupportedErrorType,
  SwapTransactionFailedError,
  type SwapTransactionFailedErrorType,
} from './errors/swaps'
export { OnrampAmountOutOfRangeError, type OnrampAmountOutOfRangeErrorType } from './errors/onramp'
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
} from './errors/pay'
export {
  EmailLoadError,
  type EmailLoadErrorType,
  type FrameAlertCode,
  FrameError,
  type FrameErrorType,
  FrameRequestError,
  type FrameRequestErrorType,
  RpcRequestAbortedError,
  type RpcRequestAbortedErrorType,
  RpcRequestRejectedError,
  type RpcRequestRejectedErrorType,
} from './errors/embedded'
export { EMBEDDED_WALLET } from './embedded/constants'
export { EmailCooldownError, type EmailCooldownErrorType, InvalidEmailError, type InvalidEmailErrorType } from './errors/emailLogin'
export { formatEmail, isEmailAddress } from './embedded/emailAddress'
export { APPROVAL_RPC_METHODS, type ApprovalRpcMethod, classifyRpcMethod, SAFE_RPC_METHODS, type SafeRpcMethod } from './embedded/rpcMethods'
export type { EmbeddedUser } from './embedded/frameProtocol'
export type { EmbeddedWalletHost, EmbeddedWalletState } from './kit/embedded/createEmbeddedHost'
export {
  NameSuggestionsError,
  type NameSuggestionsErrorType,
  RegisterNameError,
  type RegisterNameErrorType,
  ResolveNameError,
  type ResolveNameErrorType,
} from './errors/names'
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
} from './errors/siwx'
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
} from './errors/walletConnect'
