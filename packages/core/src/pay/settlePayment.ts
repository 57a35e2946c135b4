import { resolvePendingTransaction } from '../activity/pendingTransactions'
import { PayTransactionFailedError } from './errors'
import type { Payment, PendingPayment } from './types'
import { storageKeys } from '../storage/storageKeys'
import type { PayOption } from './createPayStore'
import { dispatchPay } from './payState'
import { fetchBalance } from '../account/fetchBalance'
import { fetchTokenBalances } from '../account/fetchTokenBalances'
import { type KitContext, getAdapter } from '../kit/context'
import type { PaymentSession } from './paymentSession'

/** Waits for the sent payment's receipt, then settles the session. */
export async function awaitReceipt(ctx: KitContext, session: PaymentSession, option: PayOption, pending: PendingPayment): Promise<void> {
  let outcome
  try {
    outcome = await getAdapter(ctx, option.asset.chainNamespace).waitForTransaction({ hash: pending.hash, network: option.network })
  } catch (error) {
    // The receipt could not be read (the RPC failed): the payment stays stored, so asking again resumes it.
    finish(ctx, session)
    session.reject(error)
    return
  }
  ctx.storage.remove(storageKeys.pendingPayment)
  ctx.account.setState((state) => ({ pending: resolvePendingTransaction(state.pending, pending.hash, outcome.status === 'success' ? 'confirmed' : 'failed') }))
  void Promise.all([fetchTokenBalances(ctx, { force: true }), fetchBalance(ctx, { force: true })]).catch(() => undefined)
  if (outcome.status !== 'success') {
    finish(ctx, session)
    session.reject(new PayTransactionFailedError({ hash: pending.hash }))
    return
  }
  const payment: Payment = {
    hash: pending.hash,
    receipt: { status: 'success', blockNumber: outcome.blockNumber, blockHash: outcome.blockHash },
    asset: option.asset.id,
    caipNetworkId: option.network.caipNetworkId,
    from: pending.from,
    to: pending.to,
    amount: pending.amount,
    value: BigInt(pending.value),
  }
  session.stop()
  if (ctx.payments.session === session) ctx.payments.session = undefined
  dispatchPay(ctx, { type: 'confirmed', payment })
  session.resolve(payment)
}

/** Ends the session and clears the view's state. */
export function finish(ctx: KitContext, session: PaymentSession) {
  session.stop()
  if (ctx.payments.session !== session) return
  ctx.payments.session = undefined
  dispatchPay(ctx, { type: 'ended' })
}

