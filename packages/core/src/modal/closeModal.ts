import type { KitContext } from '../kit/context'

/** Closes the modal. */
export function closeModal(ctx: KitContext): void {
  ctx.modal.setOpen(false)
}
