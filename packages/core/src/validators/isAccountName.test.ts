import { describe, expect, test } from 'vitest'
import { isAccountName } from './isAccountName'

describe('valid', () => {
  test.each(['abcd', 'alice', 'Alice', '1234', 'a-b-', '----', 'my-name-2024', 'x'.repeat(200)])('%s', (value) => {
    expect(isAccountName(value)).toBe(true)
  })
})

describe('invalid', () => {
  test.each([
    '',
    ' ',
    'a',
    'abc', // 3 characters
    'ab-',
    'ali ce',
    ' alice',
    'alice ',
    'alice\n',
    'alice_bob',
    'alice.eth',
    'alice!',
    'alice@',
    'ålice',
    'alicé',
    'алиса',
    '名字名字',
    'alice😀',
    null,
    undefined,
    12345,
    {},
    ['alice'],
  ])('%o', (value) => {
    expect(isAccountName(value)).toBe(false)
  })
})
