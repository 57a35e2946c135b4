import type { Portico } from '@portico/core'

/**
 * Where the modal goes once a wallet has connected: the Account view, back to ProfileWallets
 * when the visitor came from there to add another wallet, or back to Pay when a payment asked
 * for the wallet.
 */
export function showConnected(router: Portico['stores']['router']) {
  if (router.getState().history.some((route) => route.view === 'Pay')) return router.reset('Pay')
  const adding = router.getState().history.some((route) => route.view === 'ProfileWallets')
  router.reset('Account')
  if (adding) router.push('ProfileWallets')
}
