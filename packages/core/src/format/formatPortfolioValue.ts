import { DEFAULT_FORMAT_DECIMALS } from '../constants'
import { type FormattableNumber, formatNumber } from './formatNumber'

export type FormatPortfolioValueParameters = {
  /** The portfolio value (USD). */
  value: FormattableNumber
  /** Testnet funds are worth nothing: always '0.00'. */
  isTestnet?: boolean | undefined
}

/**
 * Formats the portfolio value with 2 decimals (truncated); on a testnet it is always '0.00'.
 *
 * @example
 * formatPortfolioValue({ value: 1234.567 }) // '1234.56'
 * formatPortfolioValue({ value: 1234.567, isTestnet: true }) // '0.00'
 */
export function formatPortfolioValue({ value, isTestnet = false }: FormatPortfolioValueParameters): string {
  return formatNumber(isTestnet ? 0 : value, DEFAULT_FORMAT_DECIMALS)
}
