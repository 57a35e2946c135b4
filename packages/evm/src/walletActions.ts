/**
 * The wallet actions that pull in most of viem and wagmi (connect, transaction preparation,
 * receipts, signing, chain switching). They live in their own module so bundlers put them in a
 * lazy chunk: a page pays for them on the first interaction, not on load.
 */
export { connect, disconnect, sendTransaction, signMessage, waitForTransactionReceipt } from '@wagmi/core'
export { switchOrAddChain } from './switchOrAddChain'
export { erc20TransferData, estimateTransferFee } from './transfers'
