/**
 * The account features (token balances, activity, send). They load with the kit's interaction
 * chunk (`actions/lazy.ts`), so none of it is in the page's first load.
 */
export { fetchActivity, showFailedToFetchTransactions } from './fetchActivity'
export { fetchTokenBalances, showTokenBalanceUnavailable } from './fetchTokenBalances'
export { checkSend, estimateSend, sendToken, tokenContract, type SendEstimate } from './sendToken'
