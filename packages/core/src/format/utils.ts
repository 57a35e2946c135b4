/** A decimal number split into sign, integer digits and fraction digits (internal). */
export type DecimalParts = { negative: boolean; integer: string; fraction: string }

const decimalRegex = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/
/** Exponents beyond this are not amounts (and would build huge strings). */
const MAX_EXPONENT = 400

/**
 * Reads a decimal number exactly, without going through floating point for strings:
 * `'9999.98999'` stays `9999` and `98999`. Accepts numbers, bigints and decimal strings
 * (optional sign, exponent, surrounding spaces). Anything else, including NaN, Infinity, hex
 * and grouped digits ('1,000'), gives `undefined`. Internal helper.
 */
export function toDecimalParts(value: unknown): DecimalParts | undefined {
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined
    text = String(value)
  } else if (typeof value === 'bigint') text = value.toString()
  else if (typeof value === 'string') text = value.trim()
  else return undefined

  const match = decimalRegex.exec(text)
  if (!match) return undefined
  const [, sign = '', integerDigits = '', fractionDigits = '', exponentText] = match
  if (!integerDigits && !fractionDigits) return undefined
  const exponent = exponentText === undefined ? 0 : Number(exponentText)
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined

  const digits = integerDigits + fractionDigits
  const point = integerDigits.length + exponent
  let integer: string
  let fraction: string
  if (point <= 0) {
    integer = '0'
    fraction = '0'.repeat(-point) + digits
  } else if (point >= digits.length) {
    integer = digits + '0'.repeat(point - digits.length)
    fraction = ''
  } else {
    integer = digits.slice(0, point)
    fraction = digits.slice(point)
  }
  integer = integer.replace(/^0+(?=\d)/, '')
  return { negative: sign === '-', integer, fraction }
}
