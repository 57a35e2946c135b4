import { describe, expect, it } from 'vitest'
import { allowedOriginsSchema, isOriginAllowed, normalizeOriginPattern } from './origins.ts'

describe('normalizeOriginPattern', () => {
  it.each([
    ['https://app.example.com', 'https://app.example.com'],
    ['HTTPS://App.Example.COM/', 'https://app.example.com'],
    ['http://127.0.0.1:5173', 'http://127.0.0.1:5173'],
    ['https://example.com:443', 'https://example.com'],
    ['https://*.example.com', 'https://*.example.com'],
    ['http://localhost:3000', 'http://localhost:3000'],
  ])('%s -> %s', (entry, normalized) => {
    expect(normalizeOriginPattern(entry)).toBe(normalized)
  })

  it.each([
    'example.com',
    'https://example.com/path',
    'https://example.com?q=1',
    'https://user@example.com',
    'https://*.com',
    'https://a.*.example.com',
    '*',
    '',
  ])('refuses %o', (entry) => {
    expect(normalizeOriginPattern(entry)).toBeUndefined()
  })
})

describe('isOriginAllowed', () => {
  const list = ['https://app.example.com', 'http://127.0.0.1:5173', 'https://*.portico.dev']

  it('allows any origin when the list is empty', () => {
    expect(isOriginAllowed('https://anything.test', [])).toBe(true)
  })

  it('matches exact origins', () => {
    expect(isOriginAllowed('https://app.example.com', list)).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:5173', list)).toBe(true)
    expect(isOriginAllowed('http://app.example.com', list)).toBe(false) // scheme
    expect(isOriginAllowed('http://127.0.0.1:5174', list)).toBe(false) // port
    expect(isOriginAllowed('https://evil.app.example.com', list)).toBe(false)
    expect(isOriginAllowed('https://app.example.com.evil.test', list)).toBe(false)
  })

  it('matches wildcard subdomains, not the apex or look-alikes', () => {
    expect(isOriginAllowed('https://docs.portico.dev', list)).toBe(true)
    expect(isOriginAllowed('https://a.b.portico.dev', list)).toBe(true)
    expect(isOriginAllowed('https://portico.dev', list)).toBe(false)
    expect(isOriginAllowed('https://evilportico.dev', list)).toBe(false)
    expect(isOriginAllowed('http://docs.portico.dev', list)).toBe(false)
  })

  it('refuses null and garbage origins when there is a list', () => {
    expect(isOriginAllowed('null', list)).toBe(false)
    expect(isOriginAllowed('not an origin', list)).toBe(false)
  })
})

describe('allowedOriginsSchema', () => {
  it('normalizes and dedupes', () => {
    expect(allowedOriginsSchema.parse(['https://A.com/', 'https://a.com', 'https://*.b.com'])).toEqual([
      'https://a.com',
      'https://*.b.com',
    ])
  })

  it('names the bad entry', () => {
    const result = allowedOriginsSchema.safeParse(['https://ok.com', 'nope'])
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toContain('"nope" is not an origin')
  })
})

describe('the server is stricter than the kit (review finding 10)', () => {
  it.each([
    'chrome-extension://abcdefghijklmnop',
    'ftp://files.example.com',
    'javascript://x.example.com',
    'https://*.co.uk',
    'https://*.github.io',
    'https://*.vercel.app',
    'https://*.com.au',
    'http://*.127.0.0.1',
  ])('refuses %s', (entry) => {
    expect(normalizeOriginPattern(entry)).toBeUndefined()
    expect(allowedOriginsSchema.safeParse([entry]).success).toBe(false)
  })

  it.each([
    ['https://*.example.co.uk', 'https://*.example.co.uk'],
    ['https://*.me.github.io', 'https://*.me.github.io'],
    ['http://*.localhost:5173', 'http://*.localhost:5173'],
    ['https://co.uk', 'https://co.uk'],
  ])('accepts %s', (entry, normalized) => {
    expect(normalizeOriginPattern(entry)).toBe(normalized)
  })

  it('a stored entry it no longer accepts matches nothing and does not open the list', () => {
    expect(isOriginAllowed('https://evil.co.uk', ['https://*.co.uk'])).toBe(false)
    expect(isOriginAllowed('https://app.example.com', ['https://*.co.uk', 'https://app.example.com'])).toBe(true)
  })
})
