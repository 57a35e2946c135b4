import { ADDRESS_TRUNCATE_END, ADDRESS_TRUNCATE_START } from '../constants'

export type TruncateAddressOptions = {
  /** Characters kept at the start, `0x` included (default 4). */
  start?: number | undefined
  /** Characters kept at the end (default 6). */
  end?: number | undefined
}

/**
 * Shortens an address to its first `start` characters (the `0x` counts), '...', and its last
 * `end` characters. Strings that would not get shorter (at most start + end + 3 characters) are
 * returned untouched.
 *
 * @example
 * truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf3...b92266'
 * truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', { start: 6, end: 4 }) // '0xf39F...2266'
 */
export function truncateAddress(address: string, { start = ADDRESS_TRUNCATE_START, end = ADDRESS_TRUNCATE_END }: TruncateAddressOptions = {}): string {
  if (typeof address !== 'string') return ''
  const head = Math.max(0, Math.floor(start))
  const tail = Math.max(0, Math.floor(end))
  if (address.length <= head + tail + 3) return address
  return `${address.slice(0, head)}...${tail ? address.slice(-tail) : ''}`
}
