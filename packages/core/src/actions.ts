/**
 * `@portico/core/actions`: every action of the kit, one function per file, each taking the kit's
 * context first (`portico.context`) and its parameters second, as `@wagmi/core/actions` does. The
 * kit's methods (`portico.connect(…)`) call these same functions.
 *
 * @example
 * import { connect } from '@portico/core/actions'
 * await connect(portico.context, { connectorId: 'io.metamask' })
 */

export type { KitContext } from './kit/context'

// Connection: connect, disconnect, the account, wallet requests.
export { connect, type ConnectParameters } from './connection/connect'
export {
  connectWallet,
  type ConnectWalletParameters,
  type ConnectWalletReturnType,
  type ConnectWalletStep,
  type ConnectWalletStepStatus,
} from './connection/connectWallet'
export { disconnect, type DisconnectParameters } from './connection/disconnect'
export { type Account, getAccount } from './connection/getAccount'
export { getRecentWallets } from './connection/recentWallets'
export { signMessage, type SignMessageParameters } from './connection/signMessage'
export { sendTransaction } from './connection/sendTransaction'

// Batched calls (EIP-5792).
export { getCapabilities } from './calls/getCapabilities'
export { sendCalls } from './calls/sendCalls'
export { getCallsStatus, type GetCallsStatusParameters } from './calls/getCallsStatus'
export { showCallsStatus, type ShowCallsStatusParameters } from './calls/showCallsStatus'
export { connectWalletConnect } from './walletConnect/connectWalletConnect'
export { abandonWalletConnect } from './walletConnect/abandonWalletConnect'

// Networks.
export { switchNetwork, type SwitchNetworkParameters } from './networks/switchNetwork'
export { switchNamespace, type SwitchNamespaceParameters } from './networks/switchNamespace'

// The modal and analytics.
export { openModal, type OpenModalParameters } from './modal/openModal'
export { closeModal } from './modal/closeModal'
export { track } from './analytics/track'

// Account: balances, activity, send.
export { fetchBalance, type FetchBalanceParameters } from './account/fetchBalance'
export { fetchTokenBalances, type FetchTokenBalancesParameters } from './account/fetchTokenBalances'
export { fetchActivity, type FetchActivityParameters } from './activity/fetchActivity'
export { checkSend } from './send/checkSend'
export { estimateSend, type SendEstimate } from './send/estimateSend'
export { sendToken } from './send/sendToken'

// Multi-wallet and the wallet registry.
export { getConnections } from './multiWallet/getConnections'
export { switchConnection, type SwitchConnectionParameters } from './multiWallet/switchConnection'
export { fetchConnectWallets } from './registry/fetchConnectWallets'
export { fetchNextWalletsPage } from './registry/fetchNextWalletsPage'
export { searchWallets, type SearchWalletsParameters } from './registry/searchWallets'

// Sign-in (SIWX).
export { signIn } from './siwx/signIn'
export { cancelSignIn } from './siwx/cancelSignIn'
export { signOut } from './siwx/signOut'

// Swaps.
export { fetchSwapTokens } from './swaps/fetchSwapTokens'
export { fetchSwapQuote, type FetchSwapQuoteParameters } from './swaps/fetchSwapQuote'
export { fetchSwapAllowance } from './swaps/fetchSwapAllowance'
export { fetchSwapBatching } from './swaps/fetchSwapBatching'
export { approveSwap } from './swaps/approveSwap'
export { swap, type SwapParameters, type SwapResult } from './swaps/swap'

// On-ramp.
export type { FetchOnrampOptionsParameters, FetchOnrampQuotesParameters } from './onramp/onrampRequest'
export { fetchOnrampOptions } from './onramp/fetchOnrampOptions'
export { fetchOnrampQuotes } from './onramp/fetchOnrampQuotes'
export { fetchOnrampCheckoutUrl } from './onramp/fetchOnrampCheckoutUrl'

// Names.
export { resolveName } from './names/resolveName'
export { lookupAccountName } from './names/lookupAccountName'
export { lookupAccountIdentity } from './names/lookupAccountIdentity'
export { fetchNameSuggestions } from './names/fetchNameSuggestions'
export { registerName } from './names/registerName'

// Pay.
export { pay } from './pay/pay'
export { getPendingPayment } from './pay/pendingPayment'
export { refreshPayOptions } from './pay/refreshPayOptions'
export { selectPayAsset } from './pay/selectPayAsset'
export { sendPayment } from './pay/sendPayment'
export { cancelPay } from './pay/cancelPay'
export { leavePay } from './navigation/pay'
export { fetchPayExchanges, payWithExchange } from './pay/exchangePayment'
