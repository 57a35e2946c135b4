/**
 * The actions a visitor triggers (connect, switch, sign, send, disconnect), gathered in one
 * module that the kit imports on first use: bundlers put it in a lazy chunk, so a page does not
 * pay for them before the first interaction. The modal preloads it on idle.
 */
export { connect } from './connect'
export { disconnect } from './disconnect'
export { sendTransaction } from './sendTransaction'
export { signMessage } from './signMessage'
export { switchNetwork } from './switchNetwork'
export { abandonWalletConnect, connectWalletConnect } from './connectWalletConnect'
// The account features ride in the same chunk: a chunk of their own made the bundler split small
// shared core modules out of the entry (+0.6 kB on the first load).
export { checkSend, estimateSend, fetchActivity, fetchTokenBalances, sendToken } from '../account'
