const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const domainLabel = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/
const topLevelDomain = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/

/**
 * Whether a value is an e-mail address in the usual `local@domain.tld` form: ASCII only (IDN
 * domains in their `xn--` form), no spaces, no quoted local parts, no IP-literal domains,
 * at most 254 characters. Trim user input before checking.
 *
 * @example
 * isEmail('satoshi@example.com') // true
 * isEmail('satoshi@localhost') // false
 * isEmail(' satoshi@example.com') // false
 */
export function isEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 254) return false
  const at = value.lastIndexOf('@')
  if (at <= 0) return false
  const local = value.slice(0, at)
  const domain = value.slice(at + 1)
  if (local.length > 64 || !localPart.test(local)) return false
  const labels = domain.split('.')
  if (labels.length < 2) return false
  const tld = labels[labels.length - 1] ?? ''
  return labels.every((label) => domainLabel.test(label)) && topLevelDomain.test(tld)
}
