import { DEFAULT_FORMAT_DECIMALS } from '../constants'
import { toDecimalParts } from './utils'

/** Values the formatters accept. Strings are read exactly (no floating-point rounding). */
export type FormattableNumber = string | number | bigint | null | undefined

/**
 * Formats a number with exactly `decimals` decimals (default 2), **truncated, not rounded**, so a
 * balance is never shown above what it is. No digit grouping. Missing or unreadable values (NaN,
 * Infinity, '', 'abc', '1,000') give zero, e.g. '0.00'. `decimals` is floored and clamped to
 * 0–100.
 *
 * @example
 * formatNumber('1234.5678') // '1234.56'
 * formatNumber(0.999, 2) // '0.99'
 * formatNumber('12', 3) // '12.000'
 * formatNumber(undefined) // '0.00'
 */
export function formatNumber(value: FormattableNumber, decimals: number = DEFAULT_FORMAT_DECIMALS): string {
  const places = Number.isFinite(decimals) ? Math.min(100, Math.max(0, Math.floor(decimals))) : DEFAULT_FORMAT_DECIMALS
  const parts = toDecimalParts(value) ?? { negative: false, integer: '0', fraction: '' }
  const fraction = parts.fraction.slice(0, places).padEnd(places, '0')
  const isZero = /^0*$/.test(parts.integer + fraction)
  return `${parts.negative && !isZero ? '-' : ''}${parts.integer}${places ? `.${fraction}` : ''}`
}
