import { describe, expect, test } from 'vitest'
import { isEvmAddress } from './isEvmAddress'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('valid', () => {
  test.each([
    address,
    address.toLowerCase(),
    address.toUpperCase().replace('0X', '0x'),
    address.slice(2), // no prefix
    '0x0000000000000000000000000000000000000000',
    'f'.repeat(40),
  ])('%s', (value) => {
    expect(isEvmAddress(value)).toBe(true)
  })
})

describe('invalid', () => {
  test.each([
    '',
    ' ',
    '0x',
    '0x123',
    `${address}0`, // 41 hex
    address.slice(0, -1), // 39 hex
    address.slice(3), // 39 hex, no prefix
    `0X${address.slice(2)}`, // uppercase prefix
    `0x0x${address.slice(4)}`,
    ` ${address}`,
    `${address} `,
    `${address}\n`,
    `0x${'g'.repeat(40)}`,
    `0x${'z'.repeat(40)}`,
    `0x${'０'.repeat(40)}`, // full-width digits
    `0x${'1'.repeat(39)}é`,
    'vitalik.eth',
    'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    null,
    undefined,
    0,
    0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266,
    1n,
    {},
    [address],
    true,
  ])('%o', (value) => {
    expect(isEvmAddress(value)).toBe(false)
  })
})
