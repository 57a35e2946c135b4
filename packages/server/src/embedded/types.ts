import type { EmbeddedUser } from '@portico/core/contract'
import type { Mailer } from '../mail/mailer.ts'
import type { MasterKey } from './masterKey.ts'
import type { SocialLoginDeps } from './social/types.ts'
import type { FarcasterDeps } from './farcaster/types.ts'

/** What the embedded-wallet routes need, made by `createApp` from its `embeddedWallet` option. */
export type EmbeddedWalletDeps = {
  master: MasterKey
  mailer: Mailer
  /** The wallet frame's origin: the only `Origin` the embedded-wallet API answers. */
  frameOrigin: string
  /** The server's configured public URL (no trailing slash): the only base of the links its mails carry. */
  publicUrl: string
  /** A session's lifetime. */
  sessionTtlMs: number
  /** How the social logins reach their providers. */
  social: SocialLoginDeps
  /** How Sign In With Farcaster reaches the relay and the ID registry. */
  farcaster: FarcasterDeps
}

/** The user as the frame gets it (spec §3, embedded-wallet user; the contract's). */
export type { EmbeddedUser }

/** Spec §9: the e-mail login cooldown; and this server's limits on codes and attempts (docs/security.md). */
export const emailLimits = Object.freeze({
  /** A login trigger or resend to one address, at most once per this. */
  cooldownMs: 30_000,
  /** Mails to one address per hour. */
  mailsPerHour: 10,
  /** A code's lifetime. */
  otpTtlMs: 10 * 60_000,
  /** Wrong codes a code survives; the next try is refused even if right. */
  otpAttempts: 5,
  /** Tries of wrong codes per address per hour, across every login and check (every mail); then its codes lock until the hour ends. */
  failedCodesPerHour: 10,
  /** A login attempt's lifetime (the device link's too). */
  loginTtlMs: 15 * 60_000,
  /** New codes one login attempt may ask for. */
  resends: 5,
  /** How long the link mailed to the old address undoes an e-mail change. */
  undoChangeMs: 48 * 3_600_000,
  /** A session unused this long ends (its absolute lifetime is `sessionTtlMs`). */
  sessionIdleMs: 24 * 3_600_000,
  /** A session's last use is written at most this often. */
  sessionTouchMs: 60_000,
  /** No key export for this long after an e-mail change or its undo. */
  exportHoldMs: 24 * 3_600_000,
})
