import { expect, test } from 'vitest'
import { readCookie } from './readCookie'

test('finds a cookie among others and decodes it', () => {
  const header = 'theme=dark; portico.connections=%7B%22a%22%3A1%7D;  other=x=y'
  expect(readCookie(header, 'portico.connections')).toBe('{"a":1}')
  expect(readCookie(header, 'other')).toBe('x=y')
})

test('a missing cookie, an empty header or a broken encoding reads as undefined', () => {
  expect(readCookie('theme=dark', 'portico.connections')).toBeUndefined()
  expect(readCookie(undefined, 'theme')).toBeUndefined()
  expect(readCookie('', 'theme')).toBeUndefined()
  expect(readCookie('theme=%E0%A4%A', 'theme')).toBeUndefined()
})

test('a name is matched whole, not as a prefix or suffix', () => {
  expect(readCookie('xtheme=1; themes=2', 'theme')).toBeUndefined()
})
