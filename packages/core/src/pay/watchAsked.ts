import type { PaymentAttempt, PendingPayment } from './types'
import type { PayOption } from './createPayStore'
import type { KitContext } from '../kit/context'
import { watchPaymentAttempt } from './paymentAttempt'
import type { PaymentSession } from './paymentSession'
import { awaitReceipt } from './settlePayment'
import { refreshPayOptions } from './refreshPayOptions'
import { sentPayment } from './pendingPayment'
import { dispatchPay } from './payState'

/** Watches the chain for a payment the wallet was asked for before a reload: found, it is waited for like one just sent. */
export function watchAsked(ctx: KitContext, session: PaymentSession, option: PayOption, attempt: PaymentAttempt) {
  watchPaymentAttempt(ctx, session, option, attempt, {
    onSent: (hash) => {
      const { checkpoint: _, ...sent } = attempt
      const pending: PendingPayment = { ...sent, hash, sentAt: Date.now() }
      sentPayment(ctx, option, pending)
      void awaitReceipt(ctx, session, option, pending)
    },
    onNotSent: () => {
      dispatchPay(ctx, { type: 'notSent' })
      void refreshPayOptions(ctx).catch(() => undefined)
    },
  })
}
