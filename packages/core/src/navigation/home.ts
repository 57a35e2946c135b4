// Navigation (navigation/ holds every "after X, show Y" rule; docs/architecture.md): where the views start over.
import { getAccount } from '../connection/getAccount'
import type { KitContext } from '../kit/context'

/** Where the views start over: the Account view when connected, else Connect. */
export function showHome(ctx: KitContext): void {
  ctx.router.reset(getAccount(ctx).status === 'connected' ? 'Account' : 'Connect')
}

/** A feature's flow is done (sent, swapped, bought, registered, switched): the Account view. */
export function showAccount(ctx: Pick<KitContext, 'router'>): void {
  ctx.router.reset('Account')
}
