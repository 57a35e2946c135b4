import { DEFAULT_FORMAT_DECIMALS } from '../constants'
import { type FormattableNumber, formatNumber } from './formatNumber'

export type FormatPortfolioValueParameters = {
  /** The portfolio value (USD). */
  value: FormattableNumber
  /** Testnet funds are worth nothing: always zero. */
  isTestnet?: boolean | undefined
  /** With a locale, the value is US dollars written the locale's way ('$1,234.56', '1.234,56 $'). */
  locale?: string | undefined
}

/**
 * Formats the portfolio value with 2 decimals (truncated); on a testnet it is always zero.
 *
 * @example
 * formatPortfolioValue({ value: 1234.567 }) // '1234.56'
 * formatPortfolioValue({ value: 1234.567, isTestnet: true }) // '0.00'
 * formatPortfolioValue({ value: 1234.567, locale: 'de' }) // '1.234,56 $'
 */
export function formatPortfolioValue({ value, isTestnet = false, locale }: FormatPortfolioValueParameters): string {
  return formatNumber(isTestnet ? 0 : value, DEFAULT_FORMAT_DECIMALS, { locale, currency: locale ? 'USD' : undefined })
}
