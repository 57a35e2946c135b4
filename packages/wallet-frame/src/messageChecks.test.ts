import { describe, expect, it } from 'vitest'
import { hasHiddenCharacters, revealHiddenCharacters, signInDomain, signInDomainMatches } from './messageChecks.ts'

describe('hidden characters', () => {
  it.each([
    ['a right-to-left override', 'pay \u202Eevil'],
    ['a first-strong isolate', 'a\u2068b'],
    ['a zero-width space', 'ap\u200Bple'],
    ['a zero-width joiner', 'a\u200Db'],
    ['a BOM', '\uFEFFhi'],
    ['a soft hyphen', 'ad\u00ADmin'],
    ['a line separator', 'a\u2028b'],
    ['a Hangul filler', 'a\u3164b'],
    ['a control character', 'a\u0007b'],
  ])('finds %s', (_, text) => {
    expect(hasHiddenCharacters(text)).toBe(true)
    expect(hasHiddenCharacters(text)).toBe(true)
  })

  it('leaves plain text, newlines, tabs and other scripts alone', () => {
    expect(hasHiddenCharacters('Hello\n\tworld — مرحبا 你好 ñ')).toBe(false)
  })

  it('writes each one out, in order', () => {
    expect(revealHiddenCharacters('pay \u202Eevil\u200B')).toBe('pay [U+202E]evil[U+200B]')
  })
})

describe('sign-in messages', () => {
  const siwe = (domain: string) => `${domain} wants you to sign in with your Ethereum account:\n0x0000000000000000000000000000000000000001\n\nURI: https://x\nVersion: 1`

  it('reads the domain of an EIP-4361 message, and nothing from other text', () => {
    expect(signInDomain(siwe('app.example'))).toBe('app.example')
    expect(signInDomain(siwe('https://app.example:8443'))).toBe('https://app.example:8443')
    expect(signInDomain('Hello')).toBeUndefined()
    expect(signInDomain(`Please note: ${siwe('app.example')}`)).toBeUndefined()
  })

  it('matches the parent page by host and port, or by origin when the message names a scheme', () => {
    expect(signInDomainMatches('app.example', 'https://app.example')).toBe(true)
    expect(signInDomainMatches('app.example:443', 'https://app.example')).toBe(true)
    expect(signInDomainMatches('127.0.0.1:5173', 'http://127.0.0.1:5173')).toBe(true)
    expect(signInDomainMatches('https://app.example', 'https://app.example')).toBe(true)
    expect(signInDomainMatches('other.example', 'https://app.example')).toBe(false)
    expect(signInDomainMatches('app.example.evil.example', 'https://app.example')).toBe(false)
    expect(signInDomainMatches('app.example:8443', 'https://app.example')).toBe(false)
    expect(signInDomainMatches('http://app.example', 'https://app.example')).toBe(false)
    expect(signInDomainMatches('%%%', 'https://app.example')).toBe(false)
  })
})
