import { fetchBalance } from '../account/fetchBalance'
import { getAccount } from '../connection/getAccount'
import type { KitContext } from '../kit/context'
import type { RouteData, View } from './createRouter'

export type OpenModalParameters = { view?: View | undefined; data?: RouteData | undefined }

/** Opens the modal: Account when connected, else Connect, unless a view is named (Account also refreshes the balance). */
export function openModal(ctx: KitContext, parameters: OpenModalParameters = {}): void {
  const view = parameters.view ?? (getAccount(ctx).status === 'connected' ? 'Account' : 'Connect')
  ctx.router.reset(view, parameters.data)
  ctx.modal.setOpen(true)
  if (view === 'Account') void fetchBalance(ctx)
}
