// Navigation (navigation/ holds every "after X, show Y" rule; docs/architecture.md): the wallet on a network the app does not configure.
import type { KitContext } from '../kit/context'

/** The wallet is on a network the app does not configure: the UnsupportedChain view, the modal shown (unless the app allows it). */
export function showUnsupportedChain(ctx: KitContext): void {
  if (ctx.options.allowUnsupportedChain) return
  ctx.router.reset('UnsupportedChain')
  ctx.modal.reveal()
}

/** The wallet is back on a configured network: the UnsupportedChain view gives way to Account. */
export function leaveUnsupportedChain(ctx: Pick<KitContext, 'router'>): void {
  if (ctx.router.current().view === 'UnsupportedChain') ctx.router.replace('Account')
}
