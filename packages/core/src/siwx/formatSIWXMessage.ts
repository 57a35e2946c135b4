import { SIWXNamespaceNotSupportedError } from '../errors/siwx'
import { formatEip155Message } from './formatEip155Message'
import type { SIWXMessageData } from './types'

/** The message formatter of each namespace; Solana (SIWS) and Bitcoin plug in here. */
const formatters: Readonly<Record<string, (data: SIWXMessageData) => string>> = {
  eip155: formatEip155Message,
}

/**
 * The text to sign for a sign-in message, in its namespace's format (EIP-4361 for eip155).
 *
 * @throws {SIWXNamespaceNotSupportedError} for a namespace with no format yet.
 */
export function formatSIWXMessage(data: SIWXMessageData): string {
  const formatter = formatters[data.chainId.split(':')[0] ?? '']
  if (!formatter) throw new SIWXNamespaceNotSupportedError({ chainId: data.chainId })
  return formatter(data)
}
