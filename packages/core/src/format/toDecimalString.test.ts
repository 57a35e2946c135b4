import { describe, expect, it } from 'vitest'
import { toDecimalString } from './toDecimalString'

describe('toDecimalString', () => {
  it('shifts by the decimals exactly', () => {
    expect(toDecimalString(1_500_000n, 6)).toBe('1.5')
    expect(toDecimalString(10n ** 18n, 18)).toBe('1')
    expect(toDecimalString(1n, 18)).toBe('0.000000000000000001')
    expect(toDecimalString(10_000n * 10n ** 18n + 5n * 10n ** 17n, 18)).toBe('10000.5')
    expect(toDecimalString(0n, 18)).toBe('0')
    expect(toDecimalString(123n, 0)).toBe('123')
  })
  it('keeps the sign and never goes through floating point', () => {
    expect(toDecimalString(-25n, 1)).toBe('-2.5')
    expect(toDecimalString(2n ** 200n, 18)).toBe('1606938044258990275541962092341162602522202.993782792835301376')
  })
})
