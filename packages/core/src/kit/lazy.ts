/**
 * The kit's lazy module: every action that loads after start-up, listed by name. The kit imports it
 * on first use (through loadLazy.ts, its one `import('./lazy')`), so bundlers put it in a chunk of
 * its own and a page pays for none of it before the first interaction; `preload()` fetches it ahead
 * (the button on hover and focus, the modal when it opens). Start-up and the first paint never
 * import it. The background start with a server (remote config, origin check, analytics) is a
 * smaller chunk of its own (loadStartRemote in loadLazy.ts), so a page with a server does not load
 * this one before the visitor turns to the kit.
 */

// Connecting, switching, signing, sending (the modal's actions).
export { connect } from '../connection/connect'
export { connectWallet } from '../connection/connectWallet'
export { abandonWalletConnect } from '../walletConnect/abandonWalletConnect'
export { connectWalletConnect } from '../walletConnect/connectWalletConnect'
export { disconnect } from '../connection/disconnect'
export { sendTransaction } from '../connection/sendTransaction'
export { signMessage } from '../connection/signMessage'
export { getCapabilities } from '../calls/getCapabilities'
export { sendCalls } from '../calls/sendCalls'
export { getCallsStatus } from '../calls/getCallsStatus'
export { showCallsStatus } from '../calls/showCallsStatus'
export { switchNamespace } from '../networks/switchNamespace'
export { switchNetwork } from '../networks/switchNetwork'

// The account features: token balances, activity, send.
export { fetchActivity } from '../activity/fetchActivity'
export { fetchTokenBalances } from '../account/fetchTokenBalances'
export { checkSend } from '../send/checkSend'
export { estimateSend } from '../send/estimateSend'
export { sendToken } from '../send/sendToken'

// Swaps (the Portico server builds, the wallet sends) and names.
export { fetchOnrampCheckoutUrl } from '../onramp/fetchOnrampCheckoutUrl'
export { fetchOnrampOptions } from '../onramp/fetchOnrampOptions'
export { fetchOnrampQuotes } from '../onramp/fetchOnrampQuotes'
export { approveSwap } from '../swaps/approveSwap'
export { fetchSwapAllowance } from '../swaps/fetchSwapAllowance'
export { fetchSwapQuote } from '../swaps/fetchSwapQuote'
export { fetchSwapTokens } from '../swaps/fetchSwapTokens'
export { swap } from '../swaps/swap'
export { fetchSwapBatching } from '../swaps/fetchSwapBatching'
export { fetchNameSuggestions } from '../names/fetchNameSuggestions'
export { lookupAccountIdentity } from '../names/lookupAccountIdentity'
export { lookupAccountName } from '../names/lookupAccountName'
export { registerName } from '../names/registerName'
export { resolveName } from '../names/resolveName'

// Pay: the payment's request, its options (networks, balances), sending and cancelling.
export { cancelPay } from '../pay/cancelPay'
export { leavePay } from '../navigation/pay'
export { pay } from '../pay/pay'
export { refreshPayOptions } from '../pay/refreshPayOptions'
export { selectPayAsset } from '../pay/selectPayAsset'
export { sendPayment } from '../pay/sendPayment'
export { fetchPayExchanges, payWithExchange } from '../pay/exchangePayment'

// Review steps: what a transaction or a batch changes, simulated by the Portico server before the wallet is asked.
export { answerCallsReview } from '../simulation/answerCallsReview'
export { reviewCalls } from '../simulation/reviewCalls'
export { reviewPay } from '../simulation/reviewPay'
export { reviewSend } from '../simulation/reviewSend'
export { reviewSwap } from '../simulation/reviewSwap'
export { simulateCalls } from '../simulation/simulateCalls'

// The wallet registry (from the Portico server); multi-wallet.
export { getConnections } from '../multiWallet/getConnections'
export { switchConnection } from '../multiWallet/switchConnection'
export { fetchConnectWallets } from '../registry/fetchConnectWallets'
export { fetchNextWalletsPage } from '../registry/fetchNextWalletsPage'
export { searchWallets } from '../registry/searchWallets'

// Sign-in (SIWX): the session check after connect, sign in, cancel, sign out.
export { cancelSignIn } from '../siwx/cancelSignIn'
export { checkSession } from '../siwx/checkSession'
export { signIn } from '../siwx/signIn'
export { signOut } from '../siwx/signOut'
