import { UserRejectedRequestError } from '@portico/core'

/**
 * Extensions of this interface reject with a plain Error and no code when the user says no
 * (polkadot{.js} and SubWallet: 'Cancelled'; others: 'Rejected by user', 'User denied…'); those
 * become UserRejectedRequestError, anything else is passed on for the kit to map.
 */
export function rejectionFromCause(cause: unknown): unknown {
  const message = cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : ''
  return /cancel|reject|denied/i.test(message) ? new UserRejectedRequestError({ cause }) : cause
}
