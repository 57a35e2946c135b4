import { expect, test } from 'vitest'
import { formatBalance } from './formatBalance'

test.each([
  ['9999.98999', undefined, '9999.989'],
  ['9999.98999', 'ETH', '9999.989 ETH'],
  ['1.5', 'ETH', '1.500 ETH'],
  ['1', undefined, '1.000'],
  ['0.0009', 'ETH', '0.000 ETH'],
  ['0.1239', 'SOL', '0.123 SOL'],
  [123.4567, 'USDC', '123.456 USDC'],
  ['1000000.9999', 'ETH', '1000000.999 ETH'],
  [0, undefined, '0.000'],
  ['0', 'ETH', '0.000 ETH'],
  [undefined, undefined, '0.000'],
  [undefined, 'SOL', '0.000 SOL'],
  [NaN, 'ETH', '0.000 ETH'],
  ['NaN', undefined, '0.000'],
  ['', 'ETH', '0.000 ETH'],
  ['abc', 'ETH', '0.000 ETH'],
  ['1.5', '', '1.500'], // empty symbol: no trailing space
])('%o %o → %s', (value, symbol, expected) => {
  expect(formatBalance(value, symbol)).toBe(expected)
})
