import { describe, expect, it } from 'vitest'
import { localeDirection, locales, matchLocale } from './locales'

describe('matchLocale', () => {
  it('matches by language subtag, in the order asked, else English', () => {
    expect(matchLocale('de-AT')).toBe('de')
    expect(matchLocale(['tlh', 'pt-BR', 'fr'])).toBe('pt')
    expect(matchLocale('zh_TW')).toBe('zh')
    expect(matchLocale(['tlh'])).toBe('en')
    expect(matchLocale(undefined)).toBe('en')
  })

  it('lays Arabic out right to left', () => {
    expect(localeDirection('ar')).toBe('rtl')
    expect(localeDirection('ja')).toBe('ltr')
  })

  it('ships at least 15 languages', () => {
    expect(locales.length).toBeGreaterThanOrEqual(15)
  })
})
