// Navigation (navigation/ holds every "after X, show Y" rule; docs/architecture.md): the embedded wallet's approval view.
import type { KitContext } from '../kit/context'

/**
 * The embedded wallet asks the visitor to approve a request: the approval view, on top of what the
 * modal shows, or alone when the modal was closed. Returns whether the approval opened the modal
 * (then `leaveApproval` closes it again).
 */
export function showApproval(ctx: KitContext): boolean {
  const openedForApproval = !ctx.modal.getState().open
  if (openedForApproval) ctx.router.reset('ApproveTransaction')
  else ctx.router.push('ApproveTransaction')
  ctx.modal.setOpen(true)
  return openedForApproval
}

/** The approval is answered: closed when it opened the modal (or nothing is below it), else back to the view below. */
export function leaveApproval(ctx: KitContext, openedForApproval: boolean): void {
  if (ctx.router.current().view !== 'ApproveTransaction') return
  if (openedForApproval || !ctx.router.canGoBack()) ctx.modal.setOpen(false)
  else ctx.router.back()
}
