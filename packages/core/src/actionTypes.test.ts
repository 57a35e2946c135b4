import { expect, expectTypeOf, test } from 'vitest'
import * as actions from './actions'
import type * as A from './actions'
import type { KitContext } from './kit/context'

// Every action of `@portico/core/actions` has its three types, as in wagmi and viem: `XParameters`,
// `XReturnType`, `XErrorType`. The list below names them all, so the type check fails when one is
// missing or no longer matches the function; the first test fails (under plain vitest too) when an
// action is added without its entry here.
type Trios = {
  abandonWalletConnect: [A.AbandonWalletConnectParameters, A.AbandonWalletConnectReturnType, A.AbandonWalletConnectErrorType]
  answerCallsReview: [A.AnswerCallsReviewParameters, A.AnswerCallsReviewReturnType, A.AnswerCallsReviewErrorType]
  approveSwap: [A.ApproveSwapParameters, A.ApproveSwapReturnType, A.ApproveSwapErrorType]
  cancelPay: [A.CancelPayParameters, A.CancelPayReturnType, A.CancelPayErrorType]
  cancelSignIn: [A.CancelSignInParameters, A.CancelSignInReturnType, A.CancelSignInErrorType]
  checkSend: [A.CheckSendParameters, A.CheckSendReturnType, A.CheckSendErrorType]
  closeModal: [A.CloseModalParameters, A.CloseModalReturnType, A.CloseModalErrorType]
  connect: [A.ConnectParameters, A.ConnectReturnType, A.ConnectErrorType]
  connectWallet: [A.ConnectWalletParameters, A.ConnectWalletReturnType, A.ConnectWalletErrorType]
  connectWalletConnect: [A.ConnectWalletConnectParameters, A.ConnectWalletConnectReturnType, A.ConnectWalletConnectErrorType]
  disconnect: [A.DisconnectParameters, A.DisconnectReturnType, A.DisconnectErrorType]
  estimateSend: [A.EstimateSendParameters, A.EstimateSendReturnType, A.EstimateSendErrorType]
  fetchActivity: [A.FetchActivityParameters, A.FetchActivityReturnType, A.FetchActivityErrorType]
  fetchBalance: [A.FetchBalanceParameters, A.FetchBalanceReturnType, A.FetchBalanceErrorType]
  fetchConnectWallets: [A.FetchConnectWalletsParameters, A.FetchConnectWalletsReturnType, A.FetchConnectWalletsErrorType]
  fetchNameSuggestions: [A.FetchNameSuggestionsParameters, A.FetchNameSuggestionsReturnType, A.FetchNameSuggestionsErrorType]
  fetchNextWalletsPage: [A.FetchNextWalletsPageParameters, A.FetchNextWalletsPageReturnType, A.FetchNextWalletsPageErrorType]
  fetchOnrampCheckoutUrl: [A.FetchOnrampCheckoutUrlParameters, A.FetchOnrampCheckoutUrlReturnType, A.FetchOnrampCheckoutUrlErrorType]
  fetchOnrampOptions: [A.FetchOnrampOptionsParameters, A.FetchOnrampOptionsReturnType, A.FetchOnrampOptionsErrorType]
  fetchOnrampQuotes: [A.FetchOnrampQuotesParameters, A.FetchOnrampQuotesReturnType, A.FetchOnrampQuotesErrorType]
  fetchPayExchanges: [A.FetchPayExchangesParameters, A.FetchPayExchangesReturnType, A.FetchPayExchangesErrorType]
  fetchSwapAllowance: [A.FetchSwapAllowanceParameters, A.FetchSwapAllowanceReturnType, A.FetchSwapAllowanceErrorType]
  fetchSwapBatching: [A.FetchSwapBatchingParameters, A.FetchSwapBatchingReturnType, A.FetchSwapBatchingErrorType]
  fetchSwapQuote: [A.FetchSwapQuoteParameters, A.FetchSwapQuoteReturnType, A.FetchSwapQuoteErrorType]
  fetchSwapTokens: [A.FetchSwapTokensParameters, A.FetchSwapTokensReturnType, A.FetchSwapTokensErrorType]
  fetchTokenBalances: [A.FetchTokenBalancesParameters, A.FetchTokenBalancesReturnType, A.FetchTokenBalancesErrorType]
  getAccount: [A.GetAccountParameters, A.GetAccountReturnType, A.GetAccountErrorType]
  getCallsStatus: [A.GetCallsStatusParameters, A.GetCallsStatusReturnType, A.GetCallsStatusErrorType]
  getCapabilities: [A.GetCapabilitiesParameters, A.GetCapabilitiesReturnType, A.GetCapabilitiesErrorType]
  getConnections: [A.GetConnectionsParameters, A.GetConnectionsReturnType, A.GetConnectionsErrorType]
  getPendingPayment: [A.GetPendingPaymentParameters, A.GetPendingPaymentReturnType, A.GetPendingPaymentErrorType]
  getRecentWallets: [A.GetRecentWalletsParameters, A.GetRecentWalletsReturnType, A.GetRecentWalletsErrorType]
  leavePay: [A.LeavePayParameters, A.LeavePayReturnType, A.LeavePayErrorType]
  lookupAccountIdentity: [A.LookupAccountIdentityParameters, A.LookupAccountIdentityReturnType, A.LookupAccountIdentityErrorType]
  lookupAccountName: [A.LookupAccountNameParameters, A.LookupAccountNameReturnType, A.LookupAccountNameErrorType]
  openModal: [A.OpenModalParameters, A.OpenModalReturnType, A.OpenModalErrorType]
  pay: [A.PayParameters, A.PayReturnType, A.PayErrorType]
  payWithExchange: [A.PayWithExchangeParameters, A.PayWithExchangeReturnType, A.PayWithExchangeErrorType]
  refreshPayOptions: [A.RefreshPayOptionsParameters, A.RefreshPayOptionsReturnType, A.RefreshPayOptionsErrorType]
  registerName: [A.RegisterNameParameters, A.RegisterNameReturnType, A.RegisterNameErrorType]
  resolveName: [A.ResolveNameParameters, A.ResolveNameReturnType, A.ResolveNameErrorType]
  reviewCalls: [A.ReviewCallsParameters, A.ReviewCallsReturnType, A.ReviewCallsErrorType]
  reviewPay: [A.ReviewPayParameters, A.ReviewPayReturnType, A.ReviewPayErrorType]
  reviewSend: [A.ReviewSendParameters, A.ReviewSendReturnType, A.ReviewSendErrorType]
  reviewSwap: [A.ReviewSwapParameters, A.ReviewSwapReturnType, A.ReviewSwapErrorType]
  searchWallets: [A.SearchWalletsParameters, A.SearchWalletsReturnType, A.SearchWalletsErrorType]
  selectPayAsset: [A.SelectPayAssetParameters, A.SelectPayAssetReturnType, A.SelectPayAssetErrorType]
  sendCalls: [A.SendCallsParameters, A.SendCallsReturnType, A.SendCallsErrorType]
  sendPayment: [A.SendPaymentParameters, A.SendPaymentReturnType, A.SendPaymentErrorType]
  sendToken: [A.SendTokenParameters, A.SendTokenReturnType, A.SendTokenErrorType]
  sendTransaction: [A.SendTransactionParameters, A.SendTransactionReturnType, A.SendTransactionErrorType]
  simulateCalls: [A.SimulateCallsParameters, A.SimulateCallsReturnType, A.SimulateCallsErrorType]
  showCallsStatus: [A.ShowCallsStatusParameters, A.ShowCallsStatusReturnType, A.ShowCallsStatusErrorType]
  signIn: [A.SignInParameters, A.SignInReturnType, A.SignInErrorType]
  signMessage: [A.SignMessageParameters, A.SignMessageReturnType, A.SignMessageErrorType]
  signOut: [A.SignOutParameters, A.SignOutReturnType, A.SignOutErrorType]
  swap: [A.SwapParameters, A.SwapReturnType, A.SwapErrorType]
  switchConnection: [A.SwitchConnectionParameters, A.SwitchConnectionReturnType, A.SwitchConnectionErrorType]
  switchNamespace: [A.SwitchNamespaceParameters, A.SwitchNamespaceReturnType, A.SwitchNamespaceErrorType]
  switchNetwork: [A.SwitchNetworkParameters, A.SwitchNetworkReturnType, A.SwitchNetworkErrorType]
  track: [A.TrackParameters, A.TrackReturnType, A.TrackErrorType]
}

// The runtime list of the same names: a new action without its entry fails the first test.
const listed = {
  abandonWalletConnect: true,
  approveSwap: true,
  cancelPay: true,
  cancelSignIn: true,
  checkSend: true,
  closeModal: true,
  connect: true,
  connectWallet: true,
  connectWalletConnect: true,
  disconnect: true,
  estimateSend: true,
  fetchActivity: true,
  fetchBalance: true,
  fetchConnectWallets: true,
  fetchNameSuggestions: true,
  fetchNextWalletsPage: true,
  fetchOnrampCheckoutUrl: true,
  fetchOnrampOptions: true,
  fetchOnrampQuotes: true,
  fetchPayExchanges: true,
  fetchSwapAllowance: true,
  fetchSwapBatching: true,
  fetchSwapQuote: true,
  fetchSwapTokens: true,
  fetchTokenBalances: true,
  getAccount: true,
  getCallsStatus: true,
  getCapabilities: true,
  getConnections: true,
  getPendingPayment: true,
  getRecentWallets: true,
  leavePay: true,
  lookupAccountIdentity: true,
  lookupAccountName: true,
  openModal: true,
  pay: true,
  payWithExchange: true,
  refreshPayOptions: true,
  registerName: true,
  resolveName: true,
  searchWallets: true,
  selectPayAsset: true,
  sendCalls: true,
  sendPayment: true,
  answerCallsReview: true,
  reviewCalls: true,
  reviewPay: true,
  reviewSend: true,
  reviewSwap: true,
  simulateCalls: true,
  sendToken: true,
  sendTransaction: true,
  showCallsStatus: true,
  signIn: true,
  signMessage: true,
  signOut: true,
  swap: true,
  switchConnection: true,
  switchNamespace: true,
  switchNetwork: true,
  track: true,
} as const satisfies Record<keyof Trios, true>

type Actions = typeof actions
type Equal<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false
/** What an action takes after the context: void for nothing, its one argument (optional or not), or the rest as a tuple. */
type ParametersOf<F> = F extends (ctx: KitContext, ...rest: infer R) => unknown
  ? R extends []
    ? void
    : R extends [unknown?]
      ? Exclude<R[0], undefined>
      : R
  : never
type Declared<P> = [P] extends [void] ? P : Exclude<P, undefined>

/** The names of the actions whose declared types do not match the function, each with what is wrong. */
type Mismatches = {
  [K in keyof Actions]: K extends keyof Trios
    ? Equal<ParametersOf<Actions[K]>, Declared<Trios[K][0]>> extends false
      ? `${K}: Parameters`
      : Equal<Awaited<ReturnType<Actions[K]>>, Trios[K][1]> extends false
        ? `${K}: ReturnType`
        : [A.ErrorType] extends [Trios[K][2]]
          ? [Trios[K][2]] extends [Error]
            ? never
            : `${K}: ErrorType (not only errors)`
          : `${K}: ErrorType (without ErrorType)`
    : `${K}: no entry`
}[keyof Actions]

test('every action has an entry in the list of its Parameters, ReturnType and ErrorType', () => {
  expect(Object.keys(actions).sort()).toEqual(Object.keys(listed).sort())
})

test("each action's Parameters and ReturnType are its function's, its ErrorType a union of errors ending in ErrorType", () => {
  expectTypeOf<Mismatches>().toEqualTypeOf<never>()
  expectTypeOf<A.ConnectErrorType>().extract<{ name: 'UserRejectedRequestError' }>().not.toBeNever()
  expectTypeOf<A.SwitchNamespaceErrorType>().extract<{ name: 'ChainNotSupportedError' }>().not.toBeNever()
  expectTypeOf<A.SwapErrorType>().extract<{ name: 'SwapNetworkNotSupportedError' }>().not.toBeNever()
})
