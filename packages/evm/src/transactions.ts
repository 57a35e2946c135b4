/**
 * The wallet actions that pull in most of viem (transaction preparation, receipts, signing).
 * They live in their own module so bundlers put them in a lazy chunk: a page pays for them
 * when it first signs or sends, not on load.
 */
export { sendTransaction, signMessage, waitForTransactionReceipt } from '@wagmi/core'
