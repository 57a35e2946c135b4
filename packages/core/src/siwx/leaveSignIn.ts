import type { KitContext } from '../kit/context'

/**
 * Where the modal goes once sign-in is done or declined: back to the payment under way (the Pay
 * view, which asked for the wallet), else closed on the Account view.
 */
export function leaveSignIn(ctx: KitContext) {
  if (ctx.payments.session) {
    ctx.router.reset('Pay')
    return
  }
  ctx.modal.setOpen(false)
  ctx.router.reset('Account')
}
