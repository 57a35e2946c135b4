import { expect, test } from 'vitest'
import { formatPortfolioValue } from './formatPortfolioValue'

test.each([
  [{ value: 1234.567 }, '1234.56'],
  [{ value: '1234.567', isTestnet: false }, '1234.56'],
  [{ value: 0.999 }, '0.99'],
  [{ value: undefined }, '0.00'],
  [{ value: 1234.567, isTestnet: true }, '0.00'],
  [{ value: '99999', isTestnet: true }, '0.00'],
  [{ value: undefined, isTestnet: true }, '0.00'],
])('%o → %s', (input, expected) => {
  expect(formatPortfolioValue(input)).toBe(expected)
})
