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

export type SwapParameters = FetchSwapQuoteParameters

/** What `swap` sent. */
export type SwapResult = { hash: string; quote: SwapQuote }

/**
 * Swaps on the active network: the server builds the transaction from a fresh quote (refusing with
 * `swap_approval_required` when a token must be approved first, see `approveSwap`), the connected
 * wallet sends it. It shows as a pending trade at once; once mined it resolves, the balances
 * and the activity refresh and, 150 ms later (spec §9's toast swap delay), a "Swap completed" toast
 * shows (a revert is reported on the `error` event instead).
 */
export async function swap(ctx: KitContext, { from, to, amount, slippage }: SwapParameters): Promise<SwapResult> {
  const { client, network, address, adapter } = requireSwapContext(ctx)
  let built: { transaction: SwapTransactionRequest; quote: SwapQuote }
  try {
    built = await client.buildSwapTransaction({ chainId: network.caipNetworkId, from, to, amount, slippage, address })
  } catch (cause) {
    throw toSwapError(cause, network.caipNetworkId)
  }
  const hash = await sendSwapTransaction(ctx, built.transaction)
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
  adapter
    .waitForTransaction({ hash, network })
    .then(async ({ status }) => {
      ctx.account.setState((state) => ({ pending: resolvePendingTransaction(state.pending, hash, status === 'success' ? 'confirmed' : 'failed') }))
      if (status !== 'success') ctx.emitter.emit('error', { error: new SwapTransactionFailedError({ hash, step: 'swap' }), action: 'swap' })
      else scheduleSwapToast(ctx)
      await Promise.all([fetchTokenBalances(ctx, { force: true }), fetchBalance(ctx, { force: true }), refreshUntilIndexed(ctx, hash)])
    })
    .catch((error: Error) => ctx.emitter.emit('error', { error, action: 'waitForTransaction' }))
  return { hash, quote }
}
