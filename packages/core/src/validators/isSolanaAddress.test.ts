import { describe, expect, test } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress'

describe('valid', () => {
  test.each([
    '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', // 43
    'So11111111111111111111111111111111111111112', // wrapped SOL, 43
    '11111111111111111111111111111111', // system program, 32
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', // 43
    '2'.repeat(44),
  ])('%s', (value) => {
    expect(isSolanaAddress(value)).toBe(true)
  })
})

describe('invalid', () => {
  test.each([
    '',
    ' ',
    '1'.repeat(31), // too short
    '1'.repeat(45), // too long
    `0${'1'.repeat(32)}`, // 0 is not base58
    `O${'1'.repeat(32)}`, // O
    `I${'1'.repeat(32)}`, // I
    `l${'1'.repeat(32)}`, // l
    `+${'1'.repeat(32)}`,
    `/${'1'.repeat(32)}`,
    ' 7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV ',
    '7EcDhSYGxXyscszYEp35 KHN8vvw3svAuLKTzXwCFLtV',
    '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV\n',
    `é${'1'.repeat(32)}`,
    `${'1'.repeat(31)}𝟙`,
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', // EVM address: contains '0', 42 characters
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    null,
    undefined,
    12345678901234567890,
    {},
    ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
  ])('%o', (value) => {
    expect(isSolanaAddress(value)).toBe(false)
  })
})
