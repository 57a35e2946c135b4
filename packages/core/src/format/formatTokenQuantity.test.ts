import { expect, test } from 'vitest'
import { formatTokenQuantity } from './formatTokenQuantity'

test.each([
  ['12.34567', '12.345'],
  [12.9999, '12.999'],
  ['5', '5.000'],
  [undefined, '0.000'],
  ['oops', '0.000'],
  [{ decimals: '6', numeric: '0.5' }, '0.500'],
  [{ decimals: 18, numeric: '1234.56789' }, '1234.567'],
  [{ numeric: undefined }, '0.000'],
])('%o → %s', (value, expected) => {
  expect(formatTokenQuantity(value)).toBe(expected)
})
