/**
 * The local-storage keys Portico writes. Every value starts with `portico.`.
 *
 * @example
 * storage.get<boolean>(storageKeys.emailLoginUsed)
 */
export const storageKeys = {
  /** Whether an e-mail login was used (the embedded-wallet frame is created eagerly then). */
  emailLoginUsed: 'portico.emailLoginUsed',
  /** The embedded-wallet user's e-mail. */
  email: 'portico.email',
  /** The social login's user name. */
  socialUsername: 'portico.socialUsername',
  /** The social login's picture (an http(s) URL), beside its user name; cleared with it. */
  socialAvatar: 'portico.socialAvatar',
  /** The last network used with the embedded wallet. */
  lastUsedChain: 'portico.lastUsedChain',
  /** When the last e-mail login was triggered (for the 30 s cooldown). */
  lastEmailLoginTime: 'portico.lastEmailLoginTime',
  /** Networks where the embedded wallet can use a smart account. */
  smartAccountEnabledNetworks: 'portico.smartAccountEnabledNetworks',
  /** The embedded wallet's account type chosen per network (the host's copy of the frame's; cleared on sign-out). */
  preferredAccountTypes: 'portico.preferredAccountTypes',
  /** The active connection per chain namespace, shown at once on the next visit (see `PorticoInitialState`). */
  connections: 'portico.connections',
  /** The active network (CAIP-2). */
  activeNetwork: 'portico.activeNetwork',
  /** The most recent wallets. */
  recentWallets: 'portico.recentWallets',
  /** A payment sent and not yet confirmed (with its hash), so a reload waits for it instead of paying twice. */
  pendingPayment: 'portico.pendingPayment',
  pendingExchangePayment: 'portico.pendingExchangePayment',
  /** A payment the wallet was asked for and has not answered (where the account stood then), so a reload looks for it on the chain. */
  paymentAttempt: 'portico.paymentAttempt',
  /** Accounts whose optional sign-in the visitor declined, not asked again until they connect a wallet again. */
  siwxDeclined: 'portico.siwxDeclined',
} as const

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys]
