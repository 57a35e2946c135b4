// Navigation (navigation/ holds every "after X, show Y" rule; docs/architecture.md): where the modal goes once a wallet has connected.
import type { KitContext } from '../kit/context'
import { isConnected } from './home'
import { paymentWaiting } from './pay'

/**
 * A wallet connected (a wallet, WalletConnect, several namespaces, the e-mail login): back to Pay
 * when a payment asked for the wallet; else the Account view, and back to ProfileWallets when the
 * visitor came from there to add another wallet.
 */
export function showConnected(ctx: KitContext): void {
  if (paymentWaiting(ctx)) return ctx.router.reset('Pay')
  const adding = ctx.router.getState().history.some((route) => route.view === 'ProfileWallets')
  ctx.router.reset('Account')
  if (adding) ctx.router.push('ProfileWallets')
}

/** An embedded form (the kit's views in the page) mounts: connected already, it starts on Account, as opening the modal would. */
export function showEmbeddedStart(ctx: KitContext): void {
  const router = ctx.router
  if (isConnected(ctx) && router.current().view === 'Connect' && router.getState().history.length === 1) router.reset('Account')
}
