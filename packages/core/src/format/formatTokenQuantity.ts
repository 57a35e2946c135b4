import { TOKEN_QUANTITY_DECIMALS } from '../constants'
import { type FormattableNumber, formatNumber } from './formatNumber'

/**
 * Formats a token quantity with 3 decimals, truncated. Accepts the number itself or the
 * balance API's `quantity` object (`{ decimals, numeric }`, where `numeric` is the amount). With a
 * `locale`, digits, separators and grouping follow it.
 *
 * @example
 * formatTokenQuantity('12.34567') // '12.345'
 * formatTokenQuantity({ decimals: '6', numeric: '0.5' }) // '0.500'
 * formatTokenQuantity('1234.5', 'de') // '1.234,500'
 */
export function formatTokenQuantity(
  quantity: FormattableNumber | { numeric: FormattableNumber; decimals?: string | number | undefined },
  locale?: string | undefined,
): string {
  const value = quantity !== null && typeof quantity === 'object' ? quantity.numeric : quantity
  return formatNumber(value, TOKEN_QUANTITY_DECIMALS, { locale })
}
