/**
 * A decimal amount as an integer in the token's smallest unit, exactly (no floating point):
 * `parseAmount('1.5', 6)` is `1_500_000n`. Undefined when it is not a plain non-negative decimal or
 * has more decimals than the token.
 */
export function parseAmount(amount: string | number, decimals: number): bigint | undefined {
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? toPlainString(amount) : '') : amount.trim()
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text)
  if (!match || (!match[1] && !match[2])) return undefined
  const fraction = (match[2] ?? '').replace(/0+$/, '')
  if (fraction.length > decimals) return undefined
  return BigInt((match[1] || '0') + fraction.padEnd(decimals, '0'))
}

function toPlainString(value: number): string {
  if (value < 0) return ''
  const text = String(value)
  if (!/e/i.test(text)) return text
  return value.toFixed(20).replace(/\.?0+$/, '')
}
