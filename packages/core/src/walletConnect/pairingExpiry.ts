import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_EXPIRY_MS } from '../constants'

/** When a pairing URI made at `createdAt` expires (spec: 4 minutes). */
export function pairingExpiresAt(createdAt: number): number {
  return createdAt + PAIRING_EXPIRY_MS
}

/** A URI within the margin (10 s) of its expiry counts as expired: a wallet could not finish in time. */
export function isPairingExpired(createdAt: number, now: number): boolean {
  return now >= pairingExpiresAt(createdAt) - PAIRING_EXPIRY_MARGIN_MS
}

/** Milliseconds until the URI counts as expired (0 when it already does). */
export function pairingRefreshDelay(createdAt: number, now: number): number {
  return Math.max(0, pairingExpiresAt(createdAt) - PAIRING_EXPIRY_MARGIN_MS - now)
}
