// Navigation (navigation/ holds every "after X, show Y" rule; docs/architecture.md): asking to sign in, and leaving the sign-in view.
import type { KitContext } from '../kit/context'
import { paymentWaiting } from './pay'

/** No session covers the connected account: the sign-in view, the modal shown. */
export function askSignIn(ctx: KitContext): void {
  ctx.router.reset('SIWXSignMessage')
  ctx.modal.reveal()
}

/** Sign-in done or declined: back to the payment under way (the same rule as after connecting: `paymentWaiting`), else closed on the Account view. */
export function leaveSignIn(ctx: KitContext): void {
  if (paymentWaiting(ctx)) return ctx.router.reset('Pay')
  ctx.modal.setOpen(false)
  ctx.router.reset('Account')
}
