import { type Caip122Format, formatCaip122Message } from '@portico/core/internal'
import type { SIWXMessageData } from '@portico/core'

/** How the namespace's sign-in message is written and checked (its adapter's `chain.signIn`). */
export const bip122SignInFormat: Caip122Format = {
  namespace: 'bip122',
  blockchain: 'Bitcoin',
  reference: { test: /^[0-9a-f]{32}$/, expected: '32 lowercase hex characters' },
  address: { test: /^([13mn2][1-9A-HJ-NP-Za-km-z]{25,34}|(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87})$/, expected: 'a Bitcoin address (base58 or bech32)' },
}

/**
 * Writes a bip122 sign-in message as CAIP-122 text for Bitcoin: the EIP-4361 layout,
 * `… sign in with your Bitcoin account:`, the address (base58 or bech32/bech32m), and the
 * network's CAIP-2 reference (the first 32 hex characters of its genesis block hash) as Chain ID.
 * The wallet signs it with BIP-322.
 *
 * @throws {InvalidSIWXMessageError} when a field breaks the format.
 */
export function formatBip122Message(data: SIWXMessageData): string {
  return formatCaip122Message(data, bip122SignInFormat)
}
