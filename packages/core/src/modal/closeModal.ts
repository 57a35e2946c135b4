import type { KitContext } from '../kit/context'
import type { ErrorType } from '../errors/errorType'

/** None: `closeModal` takes the context only. */
export type CloseModalParameters = void

export type CloseModalReturnType = void

/** What `closeModal` can throw: nothing of its own. */
export type CloseModalErrorType = ErrorType

/** Closes the modal. */
export function closeModal(ctx: KitContext): void {
  ctx.modal.setOpen(false)
}
