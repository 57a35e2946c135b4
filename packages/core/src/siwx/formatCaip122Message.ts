import { InvalidSIWXMessageError } from './errors'
import type { Caip122Format, SIWXMessageData } from './types'

/**
 * Writes a sign-in message as CAIP-122 text, the EIP-4361 layout with the namespace's blockchain
 * name (Ethereum, Solana, Bitcoin) and the CAIP-2 reference as Chain ID:
 *
 * ```
 * ${domain} wants you to sign in with your ${blockchain} account:
 * ${address}
 *
 * ${statement}
 *
 * URI: ${uri}
 * Version: ${version}
 * Chain ID: ${reference}
 * Nonce: ${nonce}
 * Issued At: ${issuedAt}
 * Expiration Time: ${expirationTime}
 * Not Before: ${notBefore}
 * Request ID: ${requestId}
 * Resources:
 * - ${resources[0]}
 * ```
 *
 * Optional lines are left out when their field is; without a statement its line and the blank line
 * after it go too (EIP-4361 ABNF). `issuedAt` is required.
 *
 * @throws {InvalidSIWXMessageError} when a field breaks the format.
 */
export function formatCaip122Message(data: SIWXMessageData, format: Caip122Format): string {
  const [namespace, reference, ...rest] = data.chainId.split(':')
  if (namespace !== format.namespace || !reference || rest.length > 0 || !format.reference.test.test(reference))
    throw new InvalidSIWXMessageError({ field: 'chainId', reason: `expected ${format.namespace}:<${format.reference.expected}>, got ${data.chainId}` })
  if (!format.address.test.test(data.accountAddress))
    throw new InvalidSIWXMessageError({ field: 'accountAddress', reason: `expected ${format.address.expected}` })
  if (!data.domain || /[\s/]/.test(data.domain) || data.domain.includes('://'))
    throw new InvalidSIWXMessageError({ field: 'domain', reason: 'expected a host with an optional port, e.g. app.example.com' })
  if (!isUri(data.uri)) throw new InvalidSIWXMessageError({ field: 'uri', reason: 'expected an absolute URI, e.g. https://app.example.com' })
  if (data.version !== '1') throw new InvalidSIWXMessageError({ field: 'version', reason: 'CAIP-122 knows version 1 only' })
  if (!/^[a-zA-Z0-9]{8,}$/.test(data.nonce))
    throw new InvalidSIWXMessageError({ field: 'nonce', reason: 'expected at least 8 alphanumeric characters' })
  if (data.statement?.includes('\n')) throw new InvalidSIWXMessageError({ field: 'statement', reason: 'a statement is one line' })
  if (!data.issuedAt) throw new InvalidSIWXMessageError({ field: 'issuedAt', reason: 'a sign-in message requires Issued At' })
  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = data[field]
    if (value !== undefined && !isIsoDateTime(value))
      throw new InvalidSIWXMessageError({ field, reason: 'expected an ISO 8601 date-time, e.g. 2026-01-01T00:00:00.000Z' })
  }
  if (data.requestId?.includes('\n')) throw new InvalidSIWXMessageError({ field: 'requestId', reason: 'a request id is one line' })
  for (const resource of data.resources ?? []) {
    if (!isUri(resource)) throw new InvalidSIWXMessageError({ field: 'resources', reason: `not an absolute URI: ${resource}` })
  }

  const lines = [`${data.domain} wants you to sign in with your ${format.blockchain} account:`, data.accountAddress, '']
  if (data.statement) lines.push(data.statement, '')
  else lines.push('')
  lines.push(`URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${reference}`, `Nonce: ${data.nonce}`, `Issued At: ${data.issuedAt}`)
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}

function isUri(value: string): boolean {
  return /^[a-zA-Z][a-zA-Z0-9+.-]*:\S+$/.test(value)
}

/** RFC 3339 date-time, as EIP-4361 wants it. */
function isIsoDateTime(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value))
}
