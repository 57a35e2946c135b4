import { SIWXNamespaceNotSupportedError } from './errors'
import { formatCaip122Message } from './formatCaip122Message'
import type { Caip122Format, SIWXMessageData } from './types'

/**
 * The text to sign for a sign-in message, in the format its namespace's adapter declares
 * (`Adapter.chain.signIn`: EIP-4361 for eip155, Sign In With Solana, CAIP-122 for bip122).
 *
 * @throws {SIWXNamespaceNotSupportedError} without a format (a namespace with no sign-in).
 * @throws {InvalidSIWXMessageError} when a field breaks the format.
 */
export function formatSIWXMessage(data: SIWXMessageData, format?: Caip122Format | undefined): string {
  if (!format) throw new SIWXNamespaceNotSupportedError({ chainId: data.chainId })
  return formatCaip122Message(data, format)
}
