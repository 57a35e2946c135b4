/**
 * The account features (token balances, activity, send), in one module the kit imports on first
 * use, so none of it is in the page's first load.
 */
export { fetchActivity, showFailedToFetchTransactions } from './fetchActivity'
export { fetchTokenBalances, showTokenBalanceUnavailable } from './fetchTokenBalances'
export { estimateSend, sendToken, tokenContract, type SendEstimate } from './sendToken'
