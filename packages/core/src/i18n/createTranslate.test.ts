import { describe, expect, it } from 'vitest'
import { createTranslate } from './createTranslate'

const english = {
  hello: 'Hello {name}',
  results: { one: '{count} wallet', other: '{count} wallets' },
} as const

describe('createTranslate', () => {
  it('fills placeholders and leaves unknown ones as they are', () => {
    const t = createTranslate(english)
    expect(t('hello', { name: 'Ada' })).toBe('Hello Ada')
    expect(t('hello')).toBe('Hello {name}')
  })

  it('writes numbers the locale’s way and picks the plural form by count', () => {
    expect(createTranslate(english)('results', { count: 1 })).toBe('1 wallet')
    expect(createTranslate(english)('results', { count: 1200 })).toBe('1,200 wallets')
    const ru = createTranslate({ results: { one: '{count} кошелёк', few: '{count} кошелька', many: '{count} кошельков', other: '{count} кошелька' } }, 'ru')
    expect([1, 3, 5, 21].map((count) => ru('results', { count }))).toEqual(['1 кошелёк', '3 кошелька', '5 кошельков', '21 кошелёк'])
  })

  it('reads a key the catalogue lacks as the key, and says which keys it has', () => {
    const t = createTranslate<'hello' | 'bye'>({ hello: 'Hi' })
    expect(t('bye')).toBe('bye')
    expect(t.has('hello')).toBe(true)
    expect(t.has('bye')).toBe(false)
  })
})
