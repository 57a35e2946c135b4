import { expect, test } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage'

test('get, set, remove', () => {
  const storage = createMemoryStorage()
  expect(storage.getItem('a')).toBeNull()
  storage.setItem('a', '1')
  expect(storage.getItem('a')).toBe('1')
  storage.setItem('a', '2')
  expect(storage.getItem('a')).toBe('2')
  storage.removeItem('a')
  expect(storage.getItem('a')).toBeNull()
  storage.removeItem('missing') // no throw
})

test('instances are separate', () => {
  const a = createMemoryStorage()
  const b = createMemoryStorage()
  a.setItem('k', 'v')
  expect(b.getItem('k')).toBeNull()
})

test('empty strings are values', () => {
  const storage = createMemoryStorage()
  storage.setItem('k', '')
  expect(storage.getItem('k')).toBe('')
})
