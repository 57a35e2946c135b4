/**
 * `@portico/core/actions`: every action of the kit, one function per file, each taking the kit's
 * context first (`portico.context`) and its parameters second, as `@wagmi/core/actions` does. The
 * kit's methods (`portico.connect(…)`) call these same functions.
 *
 * @example
 * import { connect } from '@portico/core/actions'
 * await connect(portico.context, { connectorId: 'io.metamask' })
 *
 * Every action `x` has its types beside it, as in wagmi and viem: `XParameters` (what it takes after
 * the context; `void` when nothing), `XReturnType` (what it resolves with) and `XErrorType` (the
 * errors it can throw, by `name`, ending in `BaseErrorType | ErrorType`).
 */

export type { KitContext } from './kit/context'
export type { BaseErrorType } from './errors/base'
export type { ErrorType } from './errors/errorType'

// Connection: connect, disconnect, the account, wallet requests.
export { connect, type ConnectErrorType, type ConnectParameters, type ConnectReturnType } from './connection/connect'
export {
  connectWallet,
  type ConnectWalletErrorType,
  type ConnectWalletParameters,
  type ConnectWalletReturnType,
  type ConnectWalletStep,
  type ConnectWalletStepStatus,
} from './connection/connectWallet'
export { disconnect, type DisconnectErrorType, type DisconnectParameters, type DisconnectReturnType } from './connection/disconnect'
export {
  type Account,
  getAccount,
  type GetAccountErrorType,
  type GetAccountParameters,
  type GetAccountReturnType,
} from './connection/getAccount'
export {
  getRecentWallets,
  type GetRecentWalletsErrorType,
  type GetRecentWalletsParameters,
  type GetRecentWalletsReturnType,
} from './connection/recentWallets'
export { signMessage, type SignMessageErrorType, type SignMessageParameters, type SignMessageReturnType } from './connection/signMessage'
export {
  sendTransaction,
  type SendTransactionErrorType,
  type SendTransactionParameters,
  type SendTransactionReturnType,
} from './connection/sendTransaction'

// Batched calls (EIP-5792).
export {
  getCapabilities,
  type GetCapabilitiesErrorType,
  type GetCapabilitiesParameters,
  type GetCapabilitiesReturnType,
} from './calls/getCapabilities'
export { sendCalls, type SendCallsErrorType, type SendCallsParameters, type SendCallsReturnType } from './calls/sendCalls'
export {
  getCallsStatus,
  type GetCallsStatusErrorType,
  type GetCallsStatusParameters,
  type GetCallsStatusReturnType,
} from './calls/getCallsStatus'
export {
  showCallsStatus,
  type ShowCallsStatusErrorType,
  type ShowCallsStatusParameters,
  type ShowCallsStatusReturnType,
} from './calls/showCallsStatus'
export {
  connectWalletConnect,
  type ConnectWalletConnectErrorType,
  type ConnectWalletConnectParameters,
  type ConnectWalletConnectReturnType,
} from './walletConnect/connectWalletConnect'
export {
  abandonWalletConnect,
  type AbandonWalletConnectErrorType,
  type AbandonWalletConnectParameters,
  type AbandonWalletConnectReturnType,
} from './walletConnect/abandonWalletConnect'

// Networks.
export {
  switchNetwork,
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
} from './networks/switchNetwork'
export {
  switchNamespace,
  type SwitchNamespaceErrorType,
  type SwitchNamespaceParameters,
  type SwitchNamespaceReturnType,
} from './networks/switchNamespace'

// The modal and analytics.
export { openModal, type OpenModalErrorType, type OpenModalParameters, type OpenModalReturnType } from './modal/openModal'
export { closeModal, type CloseModalErrorType, type CloseModalParameters, type CloseModalReturnType } from './modal/closeModal'
export { track, type TrackErrorType, type TrackParameters, type TrackReturnType } from './analytics/track'

// Account: balances, activity, send.
export { fetchBalance, type FetchBalanceErrorType, type FetchBalanceParameters, type FetchBalanceReturnType } from './account/fetchBalance'
export {
  fetchTokenBalances,
  type FetchTokenBalancesErrorType,
  type FetchTokenBalancesParameters,
  type FetchTokenBalancesReturnType,
} from './account/fetchTokenBalances'
export {
  fetchActivity,
  type FetchActivityErrorType,
  type FetchActivityParameters,
  type FetchActivityReturnType,
} from './activity/fetchActivity'
export { checkSend, type CheckSendErrorType, type CheckSendParameters, type CheckSendReturnType } from './send/checkSend'
export {
  estimateSend,
  type EstimateSendErrorType,
  type EstimateSendParameters,
  type EstimateSendReturnType,
  type SendEstimate,
} from './send/estimateSend'
export { sendToken, type SendTokenErrorType, type SendTokenParameters, type SendTokenReturnType } from './send/sendToken'

// Multi-wallet and the wallet registry.
export {
  getConnections,
  type GetConnectionsErrorType,
  type GetConnectionsParameters,
  type GetConnectionsReturnType,
} from './multiWallet/getConnections'
export {
  switchConnection,
  type SwitchConnectionErrorType,
  type SwitchConnectionParameters,
  type SwitchConnectionReturnType,
} from './multiWallet/switchConnection'
export {
  fetchConnectWallets,
  type FetchConnectWalletsErrorType,
  type FetchConnectWalletsParameters,
  type FetchConnectWalletsReturnType,
} from './registry/fetchConnectWallets'
export {
  fetchNextWalletsPage,
  type FetchNextWalletsPageErrorType,
  type FetchNextWalletsPageParameters,
  type FetchNextWalletsPageReturnType,
} from './registry/fetchNextWalletsPage'
export {
  searchWallets,
  type SearchWalletsErrorType,
  type SearchWalletsParameters,
  type SearchWalletsReturnType,
} from './registry/searchWallets'

// Sign-in (SIWX).
export { signIn, type SignInErrorType, type SignInParameters, type SignInReturnType } from './siwx/signIn'
export { cancelSignIn, type CancelSignInErrorType, type CancelSignInParameters, type CancelSignInReturnType } from './siwx/cancelSignIn'
export { signOut, type SignOutErrorType, type SignOutParameters, type SignOutReturnType } from './siwx/signOut'

// Swaps.
export {
  fetchSwapTokens,
  type FetchSwapTokensErrorType,
  type FetchSwapTokensParameters,
  type FetchSwapTokensReturnType,
} from './swaps/fetchSwapTokens'
export {
  fetchSwapQuote,
  type FetchSwapQuoteErrorType,
  type FetchSwapQuoteParameters,
  type FetchSwapQuoteReturnType,
} from './swaps/fetchSwapQuote'
export {
  fetchSwapAllowance,
  type FetchSwapAllowanceErrorType,
  type FetchSwapAllowanceParameters,
  type FetchSwapAllowanceReturnType,
} from './swaps/fetchSwapAllowance'
export {
  fetchSwapBatching,
  type FetchSwapBatchingErrorType,
  type FetchSwapBatchingParameters,
  type FetchSwapBatchingReturnType,
} from './swaps/fetchSwapBatching'
export { approveSwap, type ApproveSwapErrorType, type ApproveSwapParameters, type ApproveSwapReturnType } from './swaps/approveSwap'
export { swap, type SwapErrorType, type SwapParameters, type SwapResult, type SwapReturnType } from './swaps/swap'

// On-ramp.
export {
  fetchOnrampOptions,
  type FetchOnrampOptionsErrorType,
  type FetchOnrampOptionsParameters,
  type FetchOnrampOptionsReturnType,
} from './onramp/fetchOnrampOptions'
export {
  fetchOnrampQuotes,
  type FetchOnrampQuotesErrorType,
  type FetchOnrampQuotesParameters,
  type FetchOnrampQuotesReturnType,
} from './onramp/fetchOnrampQuotes'
export {
  fetchOnrampCheckoutUrl,
  type FetchOnrampCheckoutUrlErrorType,
  type FetchOnrampCheckoutUrlParameters,
  type FetchOnrampCheckoutUrlReturnType,
} from './onramp/fetchOnrampCheckoutUrl'

// Names.
export { resolveName, type ResolveNameErrorType, type ResolveNameParameters, type ResolveNameReturnType } from './names/resolveName'
export {
  lookupAccountName,
  type LookupAccountNameErrorType,
  type LookupAccountNameParameters,
  type LookupAccountNameReturnType,
} from './names/lookupAccountName'
export {
  lookupAccountIdentity,
  type LookupAccountIdentityErrorType,
  type LookupAccountIdentityParameters,
  type LookupAccountIdentityReturnType,
} from './names/lookupAccountIdentity'
export {
  fetchNameSuggestions,
  type FetchNameSuggestionsErrorType,
  type FetchNameSuggestionsParameters,
  type FetchNameSuggestionsReturnType,
} from './names/fetchNameSuggestions'
export { registerName, type RegisterNameErrorType, type RegisterNameParameters, type RegisterNameReturnType } from './names/registerName'

// Simulation (the review steps).
export { simulateCalls, type SimulateCallsErrorType, type SimulateCallsParameters, type SimulateCallsReturnType } from './simulation/simulateCalls'
export { reviewCalls, type ReviewCallsErrorType, type ReviewCallsParameters, type ReviewCallsReturnType } from './simulation/reviewCalls'
export { reviewSend, type ReviewSendErrorType, type ReviewSendParameters, type ReviewSendReturnType } from './simulation/reviewSend'
export { reviewSwap, type ReviewSwapErrorType, type ReviewSwapParameters, type ReviewSwapReturnType } from './simulation/reviewSwap'
export { reviewPay, type ReviewPayErrorType, type ReviewPayParameters, type ReviewPayReturnType } from './simulation/reviewPay'
export {
  answerCallsReview,
  type AnswerCallsReviewErrorType,
  type AnswerCallsReviewParameters,
  type AnswerCallsReviewReturnType,
} from './simulation/answerCallsReview'

// Pay.
export { pay, type PayErrorType, type PayParameters, type PayReturnType } from './pay/pay'
export {
  getPendingPayment,
  type GetPendingPaymentErrorType,
  type GetPendingPaymentParameters,
  type GetPendingPaymentReturnType,
} from './pay/pendingPayment'
export {
  refreshPayOptions,
  type RefreshPayOptionsErrorType,
  type RefreshPayOptionsParameters,
  type RefreshPayOptionsReturnType,
} from './pay/refreshPayOptions'
export {
  selectPayAsset,
  type SelectPayAssetErrorType,
  type SelectPayAssetParameters,
  type SelectPayAssetReturnType,
} from './pay/selectPayAsset'
export { sendPayment, type SendPaymentErrorType, type SendPaymentParameters, type SendPaymentReturnType } from './pay/sendPayment'
export { cancelPay, type CancelPayErrorType, type CancelPayParameters, type CancelPayReturnType } from './pay/cancelPay'
export { leavePay, type LeavePayErrorType, type LeavePayParameters, type LeavePayReturnType } from './navigation/pay'
export {
  fetchPayExchanges,
  type FetchPayExchangesErrorType,
  type FetchPayExchangesParameters,
  type FetchPayExchangesReturnType,
  payWithExchange,
  type PayWithExchangeErrorType,
  type PayWithExchangeParameters,
  type PayWithExchangeReturnType,
} from './pay/exchangePayment'
