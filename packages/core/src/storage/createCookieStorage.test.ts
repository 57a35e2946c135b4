import { expect, test } from 'vitest'
import { createCookieStorage } from './createCookieStorage'

/** A document whose `cookie` behaves like a browser's: writes set or expire one cookie, reads list them all. */
function cookieJar() {
  const jar = new Map<string, string>()
  const written: string[] = []
  return {
    written,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      written.push(line)
      const [pair, ...attributes] = line.split('; ')
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)]
      if (attributes.includes('Max-Age=0')) jar.delete(name)
      else jar.set(name, value)
    },
  }
}

test('writes, reads back and removes JSON values through cookies', () => {
  const document = cookieJar()
  const storage = createCookieStorage({ document })
  const value = JSON.stringify({ eip155: { connectorId: 'io.metamask', accounts: ['0xabc'] } })
  storage.setItem('portico.connections', value)
  expect(storage.getItem('portico.connections')).toBe(value)
  expect(document.written[0]).toMatch(/^portico\.connections=%7B.*; Path=\/; Max-Age=34560000; SameSite=Lax$/)
  storage.removeItem('portico.connections')
  expect(storage.getItem('portico.connections')).toBeNull()
})

test('takes the path, lifetime and SameSite it is given', () => {
  const document = cookieJar()
  createCookieStorage({ document, path: '/app', maxAge: 60, sameSite: 'Strict' }).setItem('k', 'v')
  expect(document.written).toEqual(['k=v; Path=/app; Max-Age=60; SameSite=Strict'])
})

test('on the server (no document) it reads nothing and writing does not throw', () => {
  const storage = createCookieStorage()
  expect(storage.getItem('portico.connections')).toBeNull()
  expect(() => storage.setItem('portico.connections', '{}')).not.toThrow()
})
