import { describe, expect, test } from 'vitest'
import { isEmail } from './isEmail'

describe('valid', () => {
  test.each([
    'satoshi@example.com',
    'a@b.co',
    'first.last@example.co.uk',
    'user+tag@sub.example.org',
    "o'brien@example.ie",
    'x_y-z@my-domain.io',
    'UPPER@EXAMPLE.COM',
    '1234@example.museum',
    'user@xn--bcher-kva.example', // IDN in punycode
    'user@example.xn--p1ai',
    `${'a'.repeat(64)}@example.com`,
  ])('%s', (value) => {
    expect(isEmail(value)).toBe(true)
  })
})

describe('invalid', () => {
  test.each([
    '',
    ' ',
    '@',
    'satoshi',
    'satoshi@',
    '@example.com',
    'satoshi@example',
    'satoshi@localhost',
    'satoshi@example.c',
    'satoshi@example.123',
    'satoshi@@example.com',
    'sat@oshi@example.com',
    'satoshi@.example.com',
    'satoshi@example..com',
    'satoshi@example.com.',
    'satoshi@-example.com',
    'satoshi@example-.com',
    '.satoshi@example.com',
    'satoshi.@example.com',
    'sat..oshi@example.com',
    'sat oshi@example.com',
    ' satoshi@example.com',
    'satoshi@example.com ',
    'satoshi@example.com\n',
    '"sat oshi"@example.com',
    'satoshi@[127.0.0.1]',
    'satoshi@exa_mple.com',
    'josé@example.com',
    'satoshi@bücher.example',
    '用户@例子.广告',
    'satoshi@example.com,other@example.com',
    `${'a'.repeat(65)}@example.com`, // local part above 64
    `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(61)}`, // 255 characters
    `a@${'b'.repeat(64)}.com`, // label above 63
    null,
    undefined,
    42,
    {},
    ['satoshi@example.com'],
  ])('%o', (value) => {
    expect(isEmail(value)).toBe(false)
  })
})
