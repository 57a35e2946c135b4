import { addPendingTransaction } from '../activity/pendingTransactions'
import { toDecimalString } from '../format/toDecimalString'
import type { PendingPayment } from './types'
import type { ActivityItem } from '../account/types'
import { storageKeys } from '../storage/storageKeys'
import type { PayOption } from './createPayStore'
import type { KitContext } from '../kit/context'
import { forgetPaymentAttempt } from './paymentAttempt'
import { dispatchPay } from './payState'
import type { ErrorType } from '../errors/errorType'

const isPendingPayment = (value: unknown): value is PendingPayment =>
  typeof value === 'object' && value !== null && typeof (value as PendingPayment).hash === 'string' && typeof (value as PendingPayment).key === 'string'

/** None: `getPendingPayment` takes the context only. */
export type GetPendingPaymentParameters = void

export type GetPendingPaymentReturnType = PendingPayment | undefined

/** What `getPendingPayment` can throw: nothing of its own. */
export type GetPendingPaymentErrorType = ErrorType

/** The payment sent and not yet confirmed, kept across reloads (see `pay`). */
export function getPendingPayment(ctx: KitContext): PendingPayment | undefined {
  return ctx.storage.get(storageKeys.pendingPayment, isPendingPayment)
}

/**
 * The wallet sent the payment: kept with its hash before anything else (a reload from here on waits
 * for this hash instead of paying again), shown as confirming and in Activity.
 */
export function sentPayment(ctx: KitContext, option: PayOption, pending: PendingPayment) {
  ctx.storage.set(storageKeys.pendingPayment, pending)
  forgetPaymentAttempt(ctx)
  dispatchPay(ctx, { type: 'sent', hash: pending.hash })
  showPendingTransaction(ctx, option, pending)
}

/** The payment in Activity at once, as a pending send. */
function showPendingTransaction(ctx: KitContext, option: PayOption, pending: PendingPayment) {
  const item: ActivityItem = {
    id: pending.hash,
    metadata: {
      operationType: 'send',
      hash: pending.hash,
      chain: option.network.caipNetworkId,
      minedAt: new Date(pending.sentAt).toISOString(),
      sentFrom: pending.from,
      sentTo: pending.to,
      status: 'pending',
      nonce: -1,
    },
    transfers: [
      {
        direction: 'out',
        quantity: { numeric: toDecimalString(option.value, option.decimals), decimals: String(option.decimals) },
        fungible_info: { name: option.name, symbol: option.symbol, ...(option.iconUrl ? { icon: { url: option.iconUrl } } : {}) },
      },
    ],
  }
  ctx.account.setState((state) => ({ pending: addPendingTransaction(state.pending, item) }))
}
