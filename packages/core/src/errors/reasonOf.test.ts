import { expect, test } from 'vitest'
import { reasonOf } from './reasonOf'

test('reasonOf', () => {
  expect(reasonOf(new Error('m'))).toBe('m')
  expect(reasonOf({ shortMessage: 's', message: 'm' })).toBe('s')
  expect(reasonOf('text')).toBe('text')
  expect(reasonOf(undefined)).toBe('Unknown reason')
  expect(reasonOf('')).toBe('Unknown reason')
})
