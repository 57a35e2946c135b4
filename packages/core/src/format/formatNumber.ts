import { DEFAULT_FORMAT_DECIMALS } from '../constants'
import { toDecimalParts } from './utils'

/** Values the formatters accept. Strings are read exactly (no floating-point rounding). */
export type FormattableNumber = string | number | bigint | null | undefined

export type FormatNumberOptions = {
  /**
   * A BCP 47 locale ('de', 'ar', 'ja'): digits, separators and grouping follow it through
   * `Intl.NumberFormat`. Without it the number is plain: '.' and no grouping.
   */
  locale?: string | undefined
  /** An ISO 4217 code ('USD'): formats as money in `locale` (needs `locale`). */
  currency?: string | undefined
}

/**
 * Formats a number with exactly `decimals` decimals (default 2), **truncated, not rounded**, so a
 * balance is never shown above what it is. Missing or unreadable values (NaN, Infinity, '', 'abc',
 * '1,000') give zero, e.g. '0.00'. `decimals` is floored and clamped to 0–100. Without a `locale`
 * there is no digit grouping; with one, `Intl.NumberFormat` lays the (already truncated) digits out.
 *
 * @example
 * formatNumber('1234.5678') // '1234.56'
 * formatNumber(0.999, 2) // '0.99'
 * formatNumber('12', 3) // '12.000'
 * formatNumber(undefined) // '0.00'
 * formatNumber('1234.5678', 2, { locale: 'de' }) // '1.234,56'
 * formatNumber('1234.5678', 2, { locale: 'en', currency: 'USD' }) // '$1,234.56'
 */
export function formatNumber(
  value: FormattableNumber,
  decimals: number = DEFAULT_FORMAT_DECIMALS,
  { locale, currency }: FormatNumberOptions = {},
): string {
  const places = Number.isFinite(decimals) ? Math.min(100, Math.max(0, Math.floor(decimals))) : DEFAULT_FORMAT_DECIMALS
  const parts = toDecimalParts(value) ?? { negative: false, integer: '0', fraction: '' }
  const fraction = parts.fraction.slice(0, places).padEnd(places, '0')
  const isZero = /^0*$/.test(parts.integer + fraction)
  const plain = `${parts.negative && !isZero ? '-' : ''}${parts.integer}${places ? `.${fraction}` : ''}`
  if (!locale) return plain
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: Math.min(places, 20),
    maximumFractionDigits: Math.min(places, 20),
    ...(currency ? { style: 'currency', currency } : {}),
  })
  // A decimal string keeps every digit (Intl.NumberFormat v3); the digits are already truncated.
  return format.format(plain as unknown as number)
}
