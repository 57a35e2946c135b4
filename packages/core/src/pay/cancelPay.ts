import { PayCancelledError } from './errors'
import type { KitContext } from '../kit/context'
import { cancelExchangePayment } from './exchangePayment'
import { forgetPaymentAttempt } from './paymentAttempt'
import { finish } from './settlePayment'
import { leavePay } from '../navigation/pay'
import { cancellable } from './payMachine'
import type { ErrorType } from '../errors/errorType'

/** None: `cancelPay` cancels the payment under way. */
export type CancelPayParameters = void

/** Whether the payment was cancelled (a promise of it for a payment at an exchange, which the server is asked to cancel). */
export type CancelPayReturnType = boolean

/** What `cancelPay` can throw: nothing of its own. */
export type CancelPayErrorType = ErrorType

/**
 * Cancels the payment under way when nothing has been sent: its promise rejects with
 * PayCancelledError (its `cause` the last problem shown). Once the wallet has been asked, it has
 * the last word (refusing there lets the visitor cancel here); once sent, the payment is waited for.
 * A payment at an exchange is cancelled there first, unless the visitor already confirmed it there.
 *
 * @returns whether it cancelled.
 */
export function cancelPay(ctx: KitContext): boolean | Promise<boolean> {
  const session = ctx.payments.session
  const { status, error } = ctx.pay.getState()
  if (session && status === 'exchange') return cancelExchangePayment(ctx, session)
  if (!session || !cancellable.has(status) || session.starting) return false
  forgetPaymentAttempt(ctx)
  finish(ctx, session)
  session.reject(new PayCancelledError({ cause: error }))
  leavePay(ctx)
  return true
}
