import { EMAIL_TRUNCATE_LENGTH } from '../constants'

/**
 * Shortens an e-mail longer than `maxLength` (default 30) to exactly `maxLength` characters,
 * keeping the domain visible: the local part is cut and '...' inserted before the '@'. When the
 * domain alone is too long, the end is cut instead. Up to `maxLength` it is returned untouched.
 *
 * @example
 * truncateEmail('satoshi@example.com') // 'satoshi@example.com'
 * truncateEmail('satoshi.nakamoto.the.first@example.com') // 'satoshi.nakamot...@example.com'
 */
export function truncateEmail(email: string, maxLength: number = EMAIL_TRUNCATE_LENGTH): string {
  if (typeof email !== 'string') return ''
  const max = Math.max(4, Math.floor(maxLength))
  if (email.length <= max) return email
  const at = email.lastIndexOf('@')
  const domain = at > 0 ? email.slice(at) : ''
  const room = max - 3 - domain.length
  if (domain && room >= 1) return `${email.slice(0, room)}...${domain}`
  return `${email.slice(0, max - 3)}...`
}
