import { toDecimalParts } from './utils'

/**
 * An integer amount in a token's smallest unit as an exact decimal string:
 * `toDecimalString(1_500_000n, 6)` is `'1.5'`. No floating point on the way.
 *
 * @example
 * toDecimalString(10n ** 18n, 18) // '1'
 */
export function toDecimalString(value: bigint, decimals: number): string {
  const parts = toDecimalParts(`${value}e-${decimals}`)!
  const fraction = parts.fraction.replace(/0+$/, '')
  return `${parts.negative ? '-' : ''}${parts.integer}${fraction ? `.${fraction}` : ''}`
}
