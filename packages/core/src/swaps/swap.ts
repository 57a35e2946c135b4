import { addPendingTransaction, resolvePendingTransaction } from '../activity/pendingTransactions'
import { SwapTransactionFailedError } from './errors'
import { toDecimalString } from '../format/toDecimalString'
import type { ActivityItem } from '../account/types'
import type { SwapQuote, SwapTransactionRequest } from './types'
import { fetchBalance } from '../account/fetchBalance'
import { fetchTokenBalances } from '../account/fetchTokenBalances'
import { refreshUntilIndexed } from '../activity/refreshUntilIndexed'
import type { KitContext } from '../kit/context'
import { requireSwapContext, toSwapError } from './requireSwapContext'
import { scheduleSwapToast } from './swapToast'
import type { FetchSwapQuoteParameters } from './fetchSwapQuote'
import { sendSwapTransaction } from './sendSwapTransaction'
import { fetchSwapBatching } from './fetchSwapBatching'
import { sendSwapBatch } from './sendSwapBatch'
import type { RequireSwapContextErrorType, SwapServerErrorType } from './requireSwapContext'
import type { CallsStatusTimeoutErrorType } from '../calls/errors'
import type { BaseErrorType } from '../errors/base'
import type { SendCallsErrorType } from '../calls/sendCalls'
import type { GetCallsStatusErrorType } from '../calls/getCallsStatus'
import type { ErrorType } from '../errors/errorType'
import type { WalletErrorFromCauseErrorType } from '../errors/walletErrorFromCause'
import type { SwapTransactionFailedErrorType } from './errors'

export type SwapParameters = FetchSwapQuoteParameters & {
  /**
   * Send a needed ERC-20 approval with the swap, as one atomic batch. Default: when the wallet can
   * (`fetchSwapBatching`); false keeps the two steps (`approveSwap` first).
   */
  batch?: boolean | undefined
}

/**
 * What `swap` sent: the hash, and `batched` when the approval went with the swap in one atomic batch
 * (then `swap` resolved once the batch landed).
 */
export type SwapReturnType = { hash: string; quote: SwapQuote; batched: boolean }

/** What `swap` can throw (by `name`): no swap context, the server's refusal, the wallet's answer (one transaction, or the batch with its approval), a batch that failed or never settled. */
export type SwapErrorType =
  | RequireSwapContextErrorType
  | SwapServerErrorType
  | WalletErrorFromCauseErrorType
  | SendCallsErrorType
  | GetCallsStatusErrorType
  | CallsStatusTimeoutErrorType
  | SwapTransactionFailedErrorType
  | BaseErrorType
  | ErrorType

/** @deprecated Renamed `SwapReturnType` (every action's result is `<Action>ReturnType`); this alias goes in the next minor. */
export type SwapResult = SwapReturnType

/**
 * Swaps on the active network: the server builds the transaction from a fresh quote, the connected
 * wallet sends it. When a token must be approved first, a wallet that batches atomically (a smart
 * account: `fetchSwapBatching`) gets the approval and the swap as one batch (`sendCalls`, one
 * confirmation, one UserOperation) and `swap` waits on its status; any other wallet is refused with
 * `swap_approval_required` (see `approveSwap`). It shows as a pending trade at once; once mined it
 * resolves, the balances and the activity refresh and, 150 ms later (spec §9's toast swap delay), a
 * "Swap completed" toast shows (a revert is reported on the `error` event instead).
 */
export async function swap(ctx: KitContext, { batch, ...parameters }: SwapParameters): Promise<SwapReturnType> {
  const { from, to, amount, slippage } = parameters
  const { client, network, address, adapter } = requireSwapContext(ctx)
  const withApproval = from !== 'native' && (batch ?? (await fetchSwapBatching(ctx)))
  let built: { transaction: SwapTransactionRequest; quote: SwapQuote; approval?: SwapTransactionRequest | undefined }
  try {
    built = await client.buildSwapTransaction({ chainId: network.caipNetworkId, from, to, amount, slippage, address, withApproval })
  } catch (cause) {
    throw toSwapError(cause, network.caipNetworkId)
  }
  const batched = built.approval !== undefined
  const hash = built.approval ? await sendSwapBatch(ctx, address, [built.approval, built.transaction]) : await sendSwapTransaction(ctx, built.transaction)
  const { quote } = built
  const pending: ActivityItem = {
    id: hash,
    metadata: {
      operationType: 'trade',
      hash,
      chain: network.caipNetworkId,
      minedAt: new Date().toISOString(),
      sentFrom: address,
      sentTo: built.transaction.to,
      status: 'pending',
      nonce: -1,
    },
    transfers: [
      { direction: 'out', quantity: { numeric: toDecimalString(BigInt(quote.from.amount), quote.from.decimals), decimals: String(quote.from.decimals) }, fungible_info: { name: quote.from.name, symbol: quote.from.symbol } },
      { direction: 'in', quantity: { numeric: toDecimalString(BigInt(quote.to.amount), quote.to.decimals), decimals: String(quote.to.decimals) }, fungible_info: { name: quote.to.name, symbol: quote.to.symbol } },
    ],
  }
  ctx.account.setState((state) => ({ pending: addPendingTransaction(state.pending, pending) }))
  // A batch has landed already (its status was success).
  const mined = batched ? Promise.resolve({ status: 'success' as const }) : adapter.waitForTransaction({ hash, network })
  mined
    .then(async ({ status }) => {
      ctx.account.setState((state) => ({ pending: resolvePendingTransaction(state.pending, hash, status === 'success' ? 'confirmed' : 'failed') }))
      if (status !== 'success') ctx.emitter.emit('error', { error: new SwapTransactionFailedError({ hash, step: 'swap' }), action: 'swap' })
      else scheduleSwapToast(ctx)
      await Promise.all([fetchTokenBalances(ctx, { force: true }), fetchBalance(ctx, { force: true }), refreshUntilIndexed(ctx, hash)])
    })
    .catch((error: Error) => ctx.emitter.emit('error', { error, action: 'waitForTransaction' }))
  return { hash, quote, batched }
}
