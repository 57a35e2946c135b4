import { expect, test } from 'vitest'
import { truncateAddress } from './truncateAddress'

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('4 start characters (0x included) and 6 end characters by default', () => {
  expect(truncateAddress(evm)).toBe('0xf3...b92266')
})

test('other addresses', () => {
  expect(truncateAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe('7EcD...wCFLtV')
  expect(truncateAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('bc1q...wf5mdq')
})

test('options', () => {
  expect(truncateAddress(evm, { start: 6, end: 4 })).toBe('0xf39F...2266')
  expect(truncateAddress(evm, { start: 6 })).toBe('0xf39F...b92266')
  expect(truncateAddress(evm, { end: 0 })).toBe('0xf3...')
  expect(truncateAddress(evm, { start: 0, end: 4 })).toBe('...2266')
})

test('short strings are untouched', () => {
  expect(truncateAddress('')).toBe('')
  expect(truncateAddress('0x1234')).toBe('0x1234')
  expect(truncateAddress('vitalik.eth')).toBe('vitalik.eth')
})

test('the boundary: truncated only when it gets shorter', () => {
  expect(truncateAddress('a'.repeat(13))).toBe('a'.repeat(13)) // 4 + 3 + 6
  expect(truncateAddress('abcdefghijklmn')).toBe('abcd...ijklmn') // 14 → 13
  expect(truncateAddress('0x1234567890123')).toBe('0x12...890123') // 15 → 13
})

test('non-string input', () => {
  expect(truncateAddress(undefined as never)).toBe('')
  expect(truncateAddress(null as never)).toBe('')
})
