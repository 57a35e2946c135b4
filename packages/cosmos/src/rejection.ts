import { UserRejectedRequestError } from '@portico/core'

/**
 * Keplr rejects with a plain Error and no code when the user says no ('Request rejected'); such
 * errors become UserRejectedRequestError, anything else is passed on for the kit to map.
 */
export function rejectionFromCause(cause: unknown): unknown {
  const message = cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : ''
  return /reject|denied|cancel/i.test(message) ? new UserRejectedRequestError({ cause }) : cause
}
