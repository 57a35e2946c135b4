import { BALANCE_DECIMALS } from '../constants'
import { type FormattableNumber, formatNumber } from './formatNumber'

/**
 * Formats a balance for display: 3 decimals, truncated not rounded, '0.000' for 0, missing or
 * unreadable values, and the symbol appended after a space when given. With a `locale`, digits,
 * separators and grouping follow it.
 *
 * @example
 * formatBalance('9999.98999') // '9999.989'
 * formatBalance('1.5', 'ETH') // '1.500 ETH'
 * formatBalance(undefined, 'SOL') // '0.000 SOL'
 * formatBalance('9999.98999', 'ETH', 'fr') // '9 999,989 ETH'
 */
export function formatBalance(value: FormattableNumber, symbol?: string | undefined, locale?: string | undefined): string {
  const formatted = formatNumber(value, BALANCE_DECIMALS, { locale })
  return symbol ? `${formatted} ${symbol}` : formatted
}
