import { fetchBalance } from '../account/fetchBalance'
import { getAccount } from '../connection/getAccount'
import type { KitContext } from '../kit/context'
import type { RouteData, View } from './createRouter'
import type { ErrorType } from '../errors/errorType'

export type OpenModalParameters = { view?: View | undefined; data?: RouteData | undefined }

export type OpenModalReturnType = void

/** What `openModal` can throw: nothing of its own. */
export type OpenModalErrorType = ErrorType

/** Opens the modal: Account when connected, else Connect, unless a view is named (Account also refreshes the balance). */
export function openModal(ctx: KitContext, parameters: OpenModalParameters = {}): void {
  const view = parameters.view ?? (getAccount(ctx).status === 'connected' ? 'Account' : 'Connect')
  ctx.router.reset(view, parameters.data)
  ctx.modal.setOpen(true)
  if (view === 'Account') void fetchBalance(ctx)
}
