import { formatSIWXMessage } from './formatSIWXMessage'
import type { SIWXMessage, SIWXMessageData } from './types'

/**
 * A message ready to sign from its fields: `issuedAt` defaults to now, and the text is made once
 * (`serializedMessage`, also `toString()`).
 *
 * @example
 * const message = createSIWXMessage({ accountAddress, chainId: 'eip155:1', domain: 'app.example.com',
 *   uri: 'https://app.example.com', version: '1', nonce })
 * await wallet.signMessage(message.toString())
 */
export function createSIWXMessage(data: SIWXMessageData, { now = Date.now }: { now?: () => number } = {}): SIWXMessage {
  const fields: SIWXMessageData = { ...data, issuedAt: data.issuedAt ?? new Date(now()).toISOString() }
  const serializedMessage = formatSIWXMessage(fields)
  return { ...fields, serializedMessage, toString: () => serializedMessage }
}
