/** A plain e-mail format check (spec §5): one `@`, a dotted domain, no spaces, at most 254 characters. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
}

/**
 * The e-mail as shown: addresses over 30 characters are cut with an ellipsis (spec §9).
 *
 * @example
 * formatEmail('a-very-long-address-for-testing@example.com') // 'a-very-long-address-for-testin…'
 */
export function formatEmail(email: string, max = 30): string {
  return email.length > max ? `${email.slice(0, max)}…` : email
}
