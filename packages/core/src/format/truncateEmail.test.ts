import { expect, test } from 'vitest'
import { truncateEmail } from './truncateEmail'

test('up to 30 characters untouched', () => {
  expect(truncateEmail('satoshi@example.com')).toBe('satoshi@example.com')
  const thirty = `${'a'.repeat(18)}@example.com`
  expect(thirty).toHaveLength(30)
  expect(truncateEmail(thirty)).toBe(thirty)
})

test('above 30: the local part is cut, the domain kept, 30 characters in all', () => {
  const email = 'satoshi.nakamoto.the.first@example.com'
  const result = truncateEmail(email)
  expect(result).toBe('satoshi.nakamot...@example.com')
  expect(result).toHaveLength(30)
  expect(truncateEmail(`${'a'.repeat(19)}@example.com`)).toBe(`${'a'.repeat(15)}...@example.com`)
})

test('a domain too long to keep: cut at the end', () => {
  const email = `me@${'sub.'.repeat(10)}example.com`
  expect(truncateEmail(email)).toBe(`${email.slice(0, 27)}...`)
  expect(truncateEmail(email)).toHaveLength(30)
})

test('no @', () => {
  expect(truncateEmail('x'.repeat(40))).toBe(`${'x'.repeat(27)}...`)
})

test('custom length', () => {
  expect(truncateEmail('satoshi@example.com', 16)).toBe('s...@example.com')
  expect(truncateEmail('satoshi@example.com', 15)).toBe('satoshi@exam...') // no room for the domain
  expect(truncateEmail('satoshi@example.com', 20)).toBe('satoshi@example.com')
})

test('non-string input', () => {
  expect(truncateEmail(undefined as never)).toBe('')
})
