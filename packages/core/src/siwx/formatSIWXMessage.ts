import { SIWXNamespaceNotSupportedError } from './errors'
import { formatBip122Message } from './formatBip122Message'
import { formatEip155Message } from './formatEip155Message'
import { formatSolanaMessage } from './formatSolanaMessage'
import type { SIWXMessageData } from './types'

/** The message formatter of each namespace (CAIP-122: EIP-4361, Sign In With Solana, Bitcoin). */
const formatters: Readonly<Record<string, (data: SIWXMessageData) => string>> = {
  eip155: formatEip155Message,
  solana: formatSolanaMessage,
  bip122: formatBip122Message,
}

/**
 * The text to sign for a sign-in message, in its namespace's format (EIP-4361 for eip155, Sign In With Solana for solana, CAIP-122 for bip122).
 *
 * @throws {SIWXNamespaceNotSupportedError} for a namespace with no format yet.
 */
export function formatSIWXMessage(data: SIWXMessageData): string {
  const formatter = formatters[data.chainId.split(':')[0] ?? '']
  if (!formatter) throw new SIWXNamespaceNotSupportedError({ chainId: data.chainId })
  return formatter(data)
}
