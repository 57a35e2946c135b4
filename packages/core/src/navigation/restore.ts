// Navigation (navigation/ holds every "after X, show Y" rule; docs/architecture.md): the modal opened while start-up restores the session.
import type { ChainNamespace } from '../caip/types'
import type { KitContext } from '../kit/context'
import { isConnected } from './home'

/** The alert's code when last visit's session could not be restored (its text: the catalogue's `alert.session_not_restored`). */
export const SESSION_NOT_RESTORED_ALERT = 'session_not_restored'

/**
 * Start-up has settled `namespace`'s restore. If the modal waits on Restoring for the active
 * namespace, it becomes the Account view once connected; else Connect, with an alert saying why
 * when last visit's session was there to restore (`failed`). Any other view is left as it is.
 */
export function leaveRestoring(ctx: KitContext, namespace: ChainNamespace, failed: boolean): void {
  if (ctx.router.current().view !== 'Restoring' || ctx.network.getState().activeNamespace !== namespace) return
  if (isConnected(ctx)) return ctx.router.reset('Account')
  ctx.router.reset('Connect')
  if (failed) ctx.alerts.show({ variant: 'error', code: SESSION_NOT_RESTORED_ALERT, title: 'Your last session could not be restored' })
}
