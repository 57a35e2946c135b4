/** Multi-wallet: the Account view's entry and the ProfileWallets view (several wallets connected at once). */
export const profileWallets = {
  'view.account.wallets': 'Connected wallets',
  'view.account.walletsCount': '{count}',
  'view.profileWallets.title': 'Connected Wallets',
  'view.profileWallets.listLabel': 'Connected wallets',
  'view.profileWallets.hint': 'Select a wallet to make it the active one.',
  'view.profileWallets.active': 'Active',
  'view.profileWallets.disconnect': 'Disconnect {wallet}',
  'view.profileWallets.add': 'Add another wallet',
  'view.profileWallets.disconnectAll': 'Disconnect all',
  'view.profileWallets.empty': 'No wallet is connected.',
  'view.profileWallets.notEnabled': 'Several wallets at once are not enabled for this app.',
} as const
