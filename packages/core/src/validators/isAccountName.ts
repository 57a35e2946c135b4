/**
 * Whether a value is a valid name to register: ASCII letters, digits and hyphens, at least 4
 * characters.
 *
 * @example
 * isAccountName('alice') // true
 * isAccountName('a-b-1') // true
 * isAccountName('bob') // false (too short)
 * isAccountName('al ice') // false
 */
export function isAccountName(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9-]{4,}$/.test(value)
}
