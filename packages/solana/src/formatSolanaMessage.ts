import { type Caip122Format, formatCaip122Message } from '@portico/core/internal'
import type { SIWXMessageData } from '@portico/core'

/** How the namespace's sign-in message is written and checked (its adapter's `chain.signIn`). */
export const solanaSignInFormat: Caip122Format = {
  namespace: 'solana',
  blockchain: 'Solana',
  reference: { test: /^[1-9A-HJ-NP-Za-km-z]{32}$/, expected: '32 base58 characters' },
  address: { test: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/, expected: 'a base58 address of 32 to 44 characters' },
}

/**
 * Writes a solana sign-in message as Sign In With Solana (CAIP-122) text: the EIP-4361 layout,
 * `… sign in with your Solana account:`, the base58 address, and the cluster's CAIP-2 reference
 * (first 32 characters of its genesis hash) as Chain ID. The wallet signs its UTF-8 bytes
 * (`solana:signMessage`, ed25519).
 *
 * @throws {InvalidSIWXMessageError} when a field breaks the format.
 */
export function formatSolanaMessage(data: SIWXMessageData): string {
  return formatCaip122Message(data, solanaSignInFormat)
}
