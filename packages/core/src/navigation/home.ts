// Navigation (navigation/ holds every "after X, show Y" rule; docs/architecture.md): where the views start over.
import type { KitContext } from '../kit/context'

/**
 * Whether the active namespace is connected (`getAccount(ctx).status`, read from the store here so
 * the navigation rules import nothing the first load holds).
 */
export function isConnected(ctx: Pick<KitContext, 'connection' | 'network'>): boolean {
  return ctx.connection.get(ctx.network.getState().activeNamespace).status === 'connected'
}

/** Where the views start over: the Account view when connected, else Connect. */
export function showHome(ctx: KitContext): void {
  ctx.router.reset(isConnected(ctx) ? 'Account' : 'Connect')
}

/** A feature's flow is done (sent, swapped, bought, registered, switched): the Account view. */
export function showAccount(ctx: Pick<KitContext, 'router'>): void {
  ctx.router.reset('Account')
}
