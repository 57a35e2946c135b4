/**
 * The kit's one lazy module: every action that loads after start-up, listed by name. The kit
 * imports it on first use (`createPortico` calls `import('./lazy')`), so bundlers put it in a
 * chunk of its own and a page pays for none of it before the first interaction; `preload()`
 * fetches it ahead (the modal does on idle). Start-up and the first paint never import it.
 */

// Connecting, switching, signing, sending (the modal's actions).
export { connect } from '../connection/connect'
export { connectWallet } from '../connection/connectWallet'
export { abandonWalletConnect, connectWalletConnect } from '../walletConnect/connectWalletConnect'
export { disconnect } from '../connection/disconnect'
export { sendTransaction } from '../connection/sendTransaction'
export { signMessage } from '../connection/signMessage'
export { switchNamespace } from '../networks/switchNamespace'
export { switchNetwork } from '../networks/switchNetwork'

// The account features: token balances, activity, send.
export { fetchActivity } from '../activity/fetchActivity'
export { fetchTokenBalances } from '../account/fetchTokenBalances'
export { checkSend, estimateSend, sendToken } from '../send/sendToken'

// Swaps (the Portico server builds, the wallet sends) and names.
export { fetchOnrampCheckoutUrl, fetchOnrampOptions, fetchOnrampQuotes } from '../onramp/onrampRequest'
export { approveSwap, fetchSwapAllowance, fetchSwapQuote, fetchSwapTokens, swap } from '../swaps/swap'
export { fetchNameSuggestions, lookupAccountIdentity, lookupAccountName, registerName, resolveName } from '../names/registerName'

// Pay: the payment's request, its options (networks, balances), sending and cancelling.
export { cancelPay, leavePay, pay, refreshPayOptions, selectPayAsset, sendPayment } from '../pay/pay'
export { fetchPayExchanges, payWithExchange } from '../pay/exchangePayment'

// The server: remote config, allowed origins and analytics; the wallet registry; multi-wallet.
export { getConnections, switchConnection } from '../multiWallet/switchConnection'
export { startRemote } from '../server/startRemote'
export { fetchConnectWallets, fetchNextWalletsPage, searchWallets } from '../registry/fetchConnectWallets'

// Sign-in (SIWX): the session check after connect, sign in, cancel, sign out.
export { cancelSignIn } from '../siwx/cancelSignIn'
export { checkSession } from '../siwx/checkSession'
export { signIn } from '../siwx/signIn'
export { signOut } from '../siwx/signOut'
