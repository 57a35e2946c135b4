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
