import { formatSIWXMessage } from './formatSIWXMessage'
import type { Caip122Format, SIWXMessage, SIWXMessageData } from './types'

/**
 * A message ready to sign from its fields: `issuedAt` defaults to now, and the text is made once
 * (`serializedMessage`, also `toString()`) in `format`, the namespace's (`SIWXMessageInput.format`).
 *
 * @example
 * const message = createSIWXMessage({ accountAddress, chainId: 'eip155:1', domain: 'app.example.com',
 *   uri: 'https://app.example.com', version: '1', nonce }, { format: input.format })
 * await wallet.signMessage(message.toString())
 */
export function createSIWXMessage(data: SIWXMessageData, { now = Date.now, format }: { now?: () => number; format?: Caip122Format | undefined } = {}): SIWXMessage {
  const fields: SIWXMessageData = { ...data, issuedAt: data.issuedAt ?? new Date(now()).toISOString() }
  const serializedMessage = formatSIWXMessage(fields, format)
  return { ...fields, serializedMessage, toString: () => serializedMessage }
}
