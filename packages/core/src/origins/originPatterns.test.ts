import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './originPatterns'

describe('isOriginAllowed', () => {
  it('allows any origin when the list is empty', () => {
    expect(isOriginAllowed('https://anything.example', [])).toBe(true)
  })
  it('matches exact origins, scheme and port included', () => {
    expect(isOriginAllowed('http://127.0.0.1:5173', ['http://127.0.0.1:5173'])).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:5174', ['http://127.0.0.1:5173'])).toBe(false)
    expect(isOriginAllowed('http://app.example.com', ['https://app.example.com'])).toBe(false)
  })
  it('matches subdomains of a wildcard entry, not the bare domain or look-alikes', () => {
    const list = ['https://*.example.com']
    expect(isOriginAllowed('https://app.example.com', list)).toBe(true)
    expect(isOriginAllowed('https://a.b.example.com', list)).toBe(true)
    expect(isOriginAllowed('https://example.com', list)).toBe(false)
    expect(isOriginAllowed('https://evilexample.com', list)).toBe(false)
    expect(isOriginAllowed('http://app.example.com', list)).toBe(false)
  })
})
