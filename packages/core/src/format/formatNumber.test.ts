import { describe, expect, test } from 'vitest'
import { formatNumber } from './formatNumber'

describe('default 2 decimals, truncated not rounded', () => {
  test.each([
    ['1234.5678', '1234.56'],
    ['0.999', '0.99'],
    [0.999, '0.99'],
    ['1', '1.00'],
    [1, '1.00'],
    ['1.5', '1.50'],
    ['0', '0.00'],
    ['000012.3', '12.30'],
    ['.5', '0.50'],
    ['5.', '5.00'],
    ['+3.14159', '3.14'],
    [' 7.777 ', '7.77'],
    ['-1.239', '-1.23'],
    ['-0.001', '0.00'], // no negative zero
    [-0, '0.00'],
    [123n, '123.00'],
    ['123456789012345678901234567890.129', '123456789012345678901234567890.12'], // exact beyond float precision
    ['1e3', '1000.00'],
    ['1.23456e2', '123.45'],
    ['1e-7', '0.00'],
    [1e-7, '0.00'],
    [1e21, '1000000000000000000000.00'],
    [0.1 + 0.2, '0.30'],
  ])('%o → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected)
  })
})

describe('missing or unreadable → zero', () => {
  test.each([undefined, null, NaN, Infinity, -Infinity, '', ' ', 'abc', '1,000', '1.2.3', '0x10', '--1', '.', 'e5', '1e', '١٢'])(
    '%o',
    (value) => {
      expect(formatNumber(value as never)).toBe('0.00')
    },
  )

  test('huge exponents are not amounts', () => {
    expect(formatNumber('1e100000')).toBe('0.00')
  })
})

describe('decimals', () => {
  test.each([
    ['12.34567', 0, '12'],
    ['12.34567', 1, '12.3'],
    ['12.34567', 3, '12.345'],
    ['12', 3, '12.000'],
    ['0.123456789', 8, '0.12345678'],
    ['12.34567', 2.9, '12.34'], // floored
    ['12.34567', -1, '12'], // clamped
    ['12.34567', NaN, '12.34'], // default
  ])('%o with %o → %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected)
  })

  test('zero with 0 decimals', () => {
    expect(formatNumber(undefined, 0)).toBe('0')
  })
})

describe('with a locale (Intl.NumberFormat), still truncated', () => {
  test.each([
    ['1234.5678', 2, 'en', '1,234.56'],
    ['1234.5678', 2, 'de', '1.234,56'],
    ['1234.5678', 3, 'fr', '1\u202f234,567'],
    ['-0.001', 2, 'de', '0,00'],
    ['123456789012345678.129', 2, 'en', '123,456,789,012,345,678.12'], // exact beyond float precision
    ['0.999', 2, 'ja', '0.99'],
  ])('%o with %o in %s → %s', (value, decimals, locale, expected) => {
    expect(formatNumber(value, decimals, { locale })).toBe(expected)
  })

  test('money', () => {
    expect(formatNumber('1234.567', 2, { locale: 'en', currency: 'USD' })).toBe('$1,234.56')
    expect(formatNumber('1234.567', 2, { locale: 'de', currency: 'USD' })).toBe('1.234,56\u00a0$')
  })
})
