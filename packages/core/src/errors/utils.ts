/**
 * Renders any value for an error's context lines: strings are quoted, errors give their
 * message, everything else goes through `JSON.stringify` (falling back to `String`).
 * Internal helper, not part of the public API.
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (value === undefined) return 'undefined'
  if (typeof value === 'bigint') return `${value}n`
  if (typeof value === 'function') return 'function'
  if (typeof value === 'symbol') return value.toString()
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/** The human message of a thrown value (`shortMessage` for kit errors). Internal helper. */
export function reasonOf(reason: unknown): string {
  if (reason && typeof reason === 'object') {
    const shortMessage = (reason as { shortMessage?: unknown }).shortMessage
    if (typeof shortMessage === 'string' && shortMessage) return shortMessage
    const message = (reason as { message?: unknown }).message
    if (typeof message === 'string' && message) return message
  }
  if (typeof reason === 'string' && reason) return reason
  return 'Unknown reason'
}
