import { fetchBalance } from '../account/fetchBalance'
import { getAccount } from '../connection/getAccount'
import type { KitContext } from '../kit/context'
import type { RouteData, View } from './createRouter'
import type { ErrorType } from '../errors/errorType'

export type OpenModalParameters = { view?: View | undefined; data?: RouteData | undefined }

export type OpenModalReturnType = void

/** What `openModal` can throw: nothing of its own. */
export type OpenModalErrorType = ErrorType

/**
 * Opens the modal: Account when connected, Restoring while start-up restores last visit's session (it becomes
 * Account or Connect, see navigation/restore.ts), else Connect, unless a view is named (Account also
 * refreshes the balance).
 */
export function openModal(ctx: KitContext, parameters: OpenModalParameters = {}): void {
  // Restoring: start-up asks the wallet again for last visit's account (shown while it does, see
  // getAccount); a connect in progress has no account yet and opens on Connect.
  const { status, address } = getAccount(ctx)
  const view = parameters.view ?? (status === 'connected' ? 'Account' : status === 'connecting' && address ? 'Restoring' : 'Connect')
  ctx.router.reset(view, parameters.data)
  ctx.modal.setOpen(true)
  if (view === 'Account') void fetchBalance(ctx)
}
