// Navigation (navigation/ holds every "after X, show Y" rule; docs/architecture.md): the Pay view, opened and left.
import type { KitContext } from '../kit/context'
import { showHome } from './home'
import type { ErrorType } from '../errors/errorType'

/** Whether a payment waits for the visitor (`portico.pay` under way, or its view below the current one). */
export function paymentWaiting(ctx: KitContext): boolean {
  return ctx.payments.session !== undefined || ctx.router.getState().history.some((route) => route.view === 'Pay')
}

/** A payment starts: the Pay view (in the modal, unless an embedded form shows the kit's views). */
export function showPay(ctx: KitContext): void {
  if (ctx.router.current().view !== 'Pay') ctx.router.reset('Pay')
  ctx.modal.reveal()
}

/** None: `leavePay` takes the context only. */
export type LeavePayParameters = void

export type LeavePayReturnType = void

/** What `leavePay` can throw: nothing of its own. */
export type LeavePayErrorType = ErrorType

/** The payment ended: the modal closes, and the views start over from home (`showHome`). */
export function leavePay(ctx: KitContext): void {
  if (ctx.router.current().view !== 'Pay') return
  ctx.modal.setOpen(false)
  showHome(ctx)
}
