import { type Caip122Format, formatCaip122Message } from '@portico/core/internal'
import type { SIWXMessageData } from '@portico/core'

/** How the namespace's sign-in message is written and checked (its adapter's `chain.signIn`). */
export const eip155SignInFormat: Caip122Format = {
  namespace: 'eip155',
  blockchain: 'Ethereum',
  reference: { test: /^[1-9]\d*$/, expected: 'decimal' },
  address: { test: /^0x[0-9a-fA-F]{40}$/, expected: '0x and 40 hex characters' },
}

/**
 * Writes an eip155 sign-in message as EIP-4361 ("Sign-In with Ethereum") text (see
 * `formatCaip122Message` for the layout). The address is written as given: pass it EIP-55
 * checksummed (what the eip155 adapter reports).
 *
 * @throws {InvalidSIWXMessageError} when a field breaks EIP-4361.
 */
export function formatEip155Message(data: SIWXMessageData): string {
  return formatCaip122Message(data, eip155SignInFormat)
}
