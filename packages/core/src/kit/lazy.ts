/**
 * The kit's one lazy module: every action that loads after start-up, listed by name. The kit
 * imports it on first use (`createPortico` calls `import('./lazy')`), so bundlers put it in a
 * chunk of its own and a page pays for none of it before the first interaction; `preload()`
 * fetches it ahead (the modal does on idle). Start-up and the first paint never import it.
 */

// Connecting, switching, signing, sending (the modal's actions).
export { connect } from './actions/connect'
export { connectWallet } from './actions/connectWallet'
export { abandonWalletConnect, connectWalletConnect } from './actions/connectWalletConnect'
export { disconnect } from './actions/disconnect'
export { sendTransaction } from './actions/sendTransaction'
export { signMessage } from './actions/signMessage'
export { switchNamespace } from './actions/switchNamespace'
export { switchNetwork } from './actions/switchNetwork'

// The account features: token balances, activity, send.
export { fetchActivity } from './account/fetchActivity'
export { fetchTokenBalances } from './account/fetchTokenBalances'
export { checkSend, estimateSend, sendToken } from './account/sendToken'

// Swaps (the Portico server builds, the wallet sends) and names.
export { fetchOnrampCheckoutUrl, fetchOnrampOptions, fetchOnrampQuotes } from './onramp/onrampActions'
export { approveSwap, fetchSwapAllowance, fetchSwapQuote, fetchSwapTokens, swap } from './swaps/swapActions'
export { fetchNameSuggestions, lookupAccountIdentity, lookupAccountName, registerName, resolveName } from './names/nameActions'

// Pay: the payment's request, its options (networks, balances), sending and cancelling.
export { cancelPay, leavePay, pay, refreshPayOptions, selectPayAsset, sendPayment } from './pay/payActions'
export { fetchPayExchanges, payWithExchange } from './pay/exchangePayment'

// The server: remote config, allowed origins and analytics; the wallet registry; multi-wallet.
export { getConnections, switchConnection } from './remote/multiWallet'
export { startRemote } from './remote/startRemote'
export { fetchConnectWallets, fetchNextWalletsPage, searchWallets } from './remote/wallets'

// Sign-in (SIWX): the session check after connect, sign in, cancel, sign out.
export { cancelSignIn } from './siwx/cancelSignIn'
export { checkSession } from './siwx/checkSession'
export { signIn } from './siwx/signIn'
export { signOut } from './siwx/signOut'
