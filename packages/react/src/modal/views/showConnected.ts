import type { Portico } from '@portico/core'

/**
 * Where the modal goes once a wallet has connected: the Account view, or back to ProfileWallets
 * when the visitor came from there to add another wallet.
 */
export function showConnected(router: Portico['stores']['router']) {
  const adding = router.getState().history.some((route) => route.view === 'ProfileWallets')
  router.reset('Account')
  if (adding) router.push('ProfileWallets')
}
